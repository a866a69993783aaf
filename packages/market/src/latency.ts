import type { MarketDataProvider } from './provider';

/** Calls made through a provider wrapped by withLatency, and the delay they were given. */
export interface LatencyStats {
  calls: number;
  delayedMs: number;
  /** Calls started and not yet answered, and the most there were at once. */
  inFlight: number;
  maxInFlight: number;
}

export type DelayedProvider = MarketDataProvider & { readonly latency: LatencyStats };

/**
 * A provider that answers like `provider`, each call `latency` milliseconds later, as a remote
 * provider would (benchmarks and tests of how callers overlap their calls). `latency` may be a
 * function of the call's number (0, 1, ...) to vary the delay from call to call.
 */
export function withLatency(
  provider: MarketDataProvider,
  latency: number | ((call: number) => number),
): DelayedProvider {
  const stats: LatencyStats = { calls: 0, delayedMs: 0, inFlight: 0, maxInFlight: 0 };
  return new Proxy(provider, {
    get(target, name) {
      if (name === 'latency') return stats;
      const value: unknown = Reflect.get(target, name);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const ms = typeof latency === 'function' ? latency(stats.calls) : latency;
        stats.calls++;
        stats.delayedMs += ms;
        stats.inFlight++;
        stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
        try {
          await new Promise((resolve) => setTimeout(resolve, ms));
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          stats.inFlight--;
        }
      };
    },
  }) as DelayedProvider;
}
