import { useEffect, useState } from 'react';

import {
  EXTENSION_PING,
  EXTENSION_PING_TIMEOUT_MS,
  EXTENSION_PONG,
  EXTENSION_STORE_URL,
} from '@fathom/contract';

export { EXTENSION_PING, EXTENSION_PING_TIMEOUT_MS, EXTENSION_PONG, EXTENSION_STORE_URL };

/** Asks once whether the extension is there: true when it answers the ping within 300 ms. */
export function detectExtension(): Promise<boolean> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source && event.source !== window) return;
      if ((event.data as { type?: unknown } | null)?.type !== EXTENSION_PONG) return;
      finish(true);
    };
    const timer = setTimeout(() => finish(false), EXTENSION_PING_TIMEOUT_MS);
    function finish(installed: boolean) {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(installed);
    }
    window.addEventListener('message', onMessage);
    window.postMessage({ type: EXTENSION_PING }, window.location.origin);
  });
}

export type ExtensionState = 'unknown' | 'checking' | 'installed' | 'missing';

/** Asks the Fathom browser extension, through window messages, whether it is there. */
export function useExtensionDetection(enabled: boolean): ExtensionState {
  const [state, setState] = useState<ExtensionState>('unknown');

  useEffect(() => {
    if (!enabled) return undefined;
    let answered = false;
    setState((current) => (current === 'installed' ? current : 'checking'));
    const onMessage = (event: MessageEvent) => {
      if (event.source && event.source !== window) return;
      const data = event.data as { type?: unknown } | null;
      if (data?.type !== EXTENSION_PONG) return;
      answered = true;
      setState('installed');
    };
    window.addEventListener('message', onMessage);
    window.postMessage({ type: EXTENSION_PING }, window.location.origin);
    const timer = setTimeout(() => {
      if (!answered) setState('missing');
    }, EXTENSION_PING_TIMEOUT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
  }, [enabled]);

  return state;
}
