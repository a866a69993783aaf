import { DIVE_INACTIVITY_TIMEOUT_MS } from '@fathom/contract';
import { useEffect, useRef, useState } from 'react';
import { InactivityTimer } from '../lib/inactivity-timer';

/** One inactivity timer for the component's life; it stops when the component goes away. */
export function useInactivityTimer(
  onTimeout: () => void,
  timeoutMs: number = DIVE_INACTIVITY_TIMEOUT_MS,
): InactivityTimer {
  const callback = useRef(onTimeout);
  useEffect(() => {
    callback.current = onTimeout;
  });
  const [timer] = useState(() => new InactivityTimer(timeoutMs, () => callback.current()));
  useEffect(() => () => timer.stop(), [timer]);
  return timer;
}
