import { notifications } from '@mantine/notifications';
import { cleanup, configure, getConfig } from '@testing-library/react';
import * as React from 'react';
import { afterEach, vi } from 'vitest';

// React's development build records an owner stack for each element it creates, an Error with
// ten frames, up to 10,000 a render: about a tenth of the web tests' CPU time. The stacks only
// enrich React's console warnings, so here the count of recent stacks always reads as spent, and
// elements share React's one "unknown owner" stack. A React without this counter is left as is.
const reactInternals = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => undefined,
  });
}

// A query that fails while waitFor (or a findBy query) polls is retried, and only the last failure is
// reported: waitFor then adds the page as it is at the timeout to that failure's message. Printing the
// whole page into every retried failure cost seconds on large pages for messages nobody reads.
const printPageError = getConfig().getElementError;
if (printPageError.name !== 'pageOnceReported') {
  configure({
    getElementError: function pageOnceReported(message, container) {
      const polling = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
        ._disableExpensiveErrorDiagnostics;
      if (!polling) return printPageError(message, container);
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });
}

// findBy and waitFor wait for what the user sees, not for a machine's speed: a busy machine may
// take seconds to render what a quiet one shows at once (Testing Library's default is 1 s). The
// chart's ECharts module loads lazily: about 1.5 s cold on a quiet machine, over 10 s on two cores
// shared with busy processes. Tests set no waits of their own (vitest.config.ts: WAIT_MS).
configure({ asyncUtilTimeout: 30_000 });

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    });
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
  }

  // Mantine's autosizing textarea listens for web fonts loading; neither DOM has a font set.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  }

  if (!Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = () => undefined;
  }

  // Test files share one window (isolate: false): nothing a test leaves may reach the next one.
  afterEach(() => {
    cleanup();
    notifications.clean();
    window.localStorage.clear();
    window.sessionStorage.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

// ECharts (zrender) reads the browser's navigator once, when its module is first evaluated. The
// chart loads it lazily, and web test files share one module graph: an import begun in one file
// and evaluated after that file's page was torn down (a cold machine's slow transform) would fail
// for every later chart of the worker. Evaluated here, it always meets a live page.
await import('./src/components/EChart');
