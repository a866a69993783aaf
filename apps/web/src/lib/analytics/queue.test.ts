import { ANALYTICS_LIMITS, AnalyticsBatch, type AnalyticsEvent } from '@fathom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_FLUSH_INTERVAL_MS, AnalyticsQueue, sendBatch } from './queue';

const click = (control: string): AnalyticsEvent => ({
  name: 'button_click',
  orgId: 1,
  screen: '/',
  control,
  occurredAt: new Date().toISOString(),
});

function recorder() {
  const sent: { events: AnalyticsEvent[]; unloading: boolean }[] = [];
  const queue = new AnalyticsQueue((body, { unloading }) => {
    sent.push({ events: AnalyticsBatch.parse(JSON.parse(body)).events, unloading });
  });
  return { queue, sent };
}

describe('AnalyticsQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('holds events and sends them together on the interval', () => {
    const { queue, sent } = recorder();
    const stop = queue.start();
    queue.track(click('Create Niche'));
    queue.track(click('Dive Again'));
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(ANALYTICS_FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events.map((e) => e.control)).toEqual(['Create Niche', 'Dive Again']);
    expect(sent[0]!.unloading).toBe(false);
    vi.advanceTimersByTime(ANALYTICS_FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(1);
    stop();
  });

  it('sends a full batch at once and never more than the contract allows per request', () => {
    const { queue, sent } = recorder();
    for (let i = 0; i < ANALYTICS_LIMITS.batchSize * 2 + 3; i += 1) queue.track(click(`B${i}`));
    expect(sent.map((s) => s.events.length)).toEqual([
      ANALYTICS_LIMITS.batchSize,
      ANALYTICS_LIMITS.batchSize,
    ]);
    queue.flush();
    expect(sent.map((s) => s.events.length).at(-1)).toBe(3);
  });

  it('sends what is left when the page is hidden or goes away, as a beacon', () => {
    const { queue, sent } = recorder();
    const stop = queue.start();
    queue.track(click('Launch'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toEqual([
      { events: [expect.objectContaining({ control: 'Launch' })], unloading: true },
    ]);
    queue.track(click('Schedule'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
    stop();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('tracking returns at once, before anything is sent', () => {
    const transport = vi.fn();
    const queue = new AnalyticsQueue(transport);
    queue.track(click('Create Niche'));
    expect(transport).not.toHaveBeenCalled();
    expect(queue.size).toBe(1);
  });
});

describe('sendBatch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses sendBeacon when the page goes away and fetch with keepalive otherwise', () => {
    const beacon = vi.fn(() => true);
    const fetchSpy = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    vi.stubGlobal('fetch', fetchSpy);
    sendBatch('{"events":[]}', { unloading: true });
    expect(beacon).toHaveBeenCalledWith('/api/analytics/events', expect.any(Blob));
    expect(fetchSpy).not.toHaveBeenCalled();
    sendBatch('{"events":[]}', { unloading: false });
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/analytics/events',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });

  it('falls back to fetch when the browser refuses the beacon', () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    vi.stubGlobal('fetch', fetchSpy);
    sendBatch('{"events":[]}', { unloading: true });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
