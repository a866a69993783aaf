import { ANALYTICS_LIMITS, analyticsEndpoints, type AnalyticsEvent } from '@fathom/contract';

/** Events wait at most this long before they are sent. */
export const ANALYTICS_FLUSH_INTERVAL_MS = 10_000;
/** Held events beyond this (a long time offline) drop the oldest: analytics never grows unbounded. */
export const ANALYTICS_MAX_QUEUED = 500;

export type AnalyticsTransport = (body: string, options: { unloading: boolean }) => void;

/**
 * Sends a batch without waiting for it: while the page stays, fetch with keepalive; when it is
 * going away, navigator.sendBeacon, which the browser delivers after the page is gone.
 */
export const sendBatch: AnalyticsTransport = (body, { unloading }) => {
  const url = analyticsEndpoints.recordEvents.path;
  if (unloading && typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
    } catch {
      // A browser that refuses the beacon still has fetch with keepalive.
    }
  }
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
  }).catch(() => {
    // Analytics is best effort: a lost batch never bothers the user.
  });
};

/** Collects product analytics events and sends them in batches; tracking never waits. */
export class AnalyticsQueue {
  private events: AnalyticsEvent[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly onHidden = () => {
    if (document.visibilityState === 'hidden') this.flush({ unloading: true });
  };
  private readonly onPageHide = () => this.flush({ unloading: true });

  constructor(private readonly transport: AnalyticsTransport = sendBatch) {}

  track(event: AnalyticsEvent): void {
    this.events.push(event);
    if (this.events.length > ANALYTICS_MAX_QUEUED) this.events.shift();
    if (this.events.length >= ANALYTICS_LIMITS.batchSize) this.flush();
  }

  get size(): number {
    return this.events.length;
  }

  flush({ unloading = false }: { unloading?: boolean } = {}): void {
    while (this.events.length > 0) {
      const batch = this.events.splice(0, ANALYTICS_LIMITS.batchSize);
      this.transport(JSON.stringify({ events: batch }), { unloading });
    }
  }

  /** Sends on an interval, when the tab is hidden and when the page goes away. */
  start(intervalMs = ANALYTICS_FLUSH_INTERVAL_MS): () => void {
    this.timer = setInterval(() => this.flush(), intervalMs);
    document.addEventListener('visibilitychange', this.onHidden);
    window.addEventListener('pagehide', this.onPageHide);
    return () => {
      if (this.timer) clearInterval(this.timer);
      this.timer = null;
      document.removeEventListener('visibilitychange', this.onHidden);
      window.removeEventListener('pagehide', this.onPageHide);
      this.flush({ unloading: true });
    };
  }
}
