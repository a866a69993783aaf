/**
 * Token buckets per operation and selling account, at the rates of Amazon's usage plans: a call
 * takes a token, tokens come back at `rate` per second up to `burst`. Amazon says the plan of each
 * call in the `x-amzn-RateLimit-Limit` response header; a bucket adopts it (never above its burst).
 */

/** An operation's usage plan: requests per second and burst. */
export interface UsagePlan {
  rate: number;
  burst: number;
}

/**
 * Amazon's published default usage plans of the operations Fathom calls (the models' operation
 * descriptions: catalogItems_2022-04-01.json, reports_2021-06-30.json); the Ads API publishes no
 * fixed figures, so its plans are conservative.
 */
export const USAGE_PLANS = {
  getCatalogItem: { rate: 2, burst: 2 },
  searchCatalogItems: { rate: 2, burst: 2 },
  createReport: { rate: 0.0167, burst: 15 },
  getReport: { rate: 2, burst: 15 },
  getReportDocument: { rate: 0.0167, burst: 15 },
  adsProfiles: { rate: 1, burst: 5 },
  adsCreateReport: { rate: 1, burst: 5 },
  adsGetReport: { rate: 1, burst: 5 },
} as const satisfies Record<string, UsagePlan>;

export type AmazonOperation = keyof typeof USAGE_PLANS;

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

interface Bucket {
  rate: number;
  burst: number;
  tokens: number;
  at: number;
  /** Callers wait in line: each takes its token after the one before it. */
  line: Promise<void>;
}

/** The `x-amzn-RateLimit-Limit` header as requests per second; null when absent or unreadable. */
export function headerRate(value: string | null): number | null {
  if (value == null) return null;
  const rate = Number(value.trim());
  return Number.isFinite(rate) && rate > 0 ? rate : null;
}

export function createRateLimiter(clock: Clock = realClock) {
  const buckets = new Map<string, Bucket>();

  const bucket = (key: string, plan: UsagePlan): Bucket => {
    let b = buckets.get(key);
    if (!b) {
      b = { ...plan, tokens: plan.burst, at: clock.now(), line: Promise.resolve() };
      buckets.set(key, b);
    }
    return b;
  };

  const refill = (b: Bucket) => {
    const now = clock.now();
    b.tokens = Math.min(b.burst, b.tokens + ((now - b.at) / 1000) * b.rate);
    b.at = now;
  };

  return {
    /** Waits until the key's bucket has a token, then takes it. */
    take(key: string, plan: UsagePlan): Promise<void> {
      const b = bucket(key, plan);
      const turn = b.line.then(async () => {
        refill(b);
        if (b.tokens < 1) {
          await clock.sleep(Math.ceil(((1 - b.tokens) / b.rate) * 1000));
          refill(b);
        }
        b.tokens = Math.max(0, b.tokens - 1);
      });
      b.line = turn.catch(() => undefined);
      return turn;
    },

    /** Adopts the rate Amazon announced for the key (capped so a bad header cannot flood). */
    announce(key: string, plan: UsagePlan, rate: number): void {
      const b = bucket(key, plan);
      refill(b);
      b.rate = Math.min(rate, plan.burst);
    },

    /** Amazon throttled the key: its bucket is empty now. */
    drain(key: string, plan: UsagePlan): void {
      const b = bucket(key, plan);
      b.tokens = 0;
      b.at = clock.now();
    },

    /** The key's current rate, for tests and logs. */
    rateOf: (key: string): number | undefined => buckets.get(key)?.rate,
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
