/** Where a key stands in its current window. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
  allowed: boolean;
}

/**
 * A fixed window per key, in this process's memory: `limit` requests per `windowSeconds`,
 * counted from the key's first request of the window. Windows of idle keys are dropped as
 * new windows start, so memory follows the keys in use.
 */
export function createFixedWindowLimiter(options: {
  limit: number;
  windowSeconds: number;
  now?: () => number;
}) {
  const { limit, windowSeconds } = options;
  const now = options.now ?? Date.now;
  const windowMs = windowSeconds * 1000;
  const windows = new Map<number, { start: number; used: number }>();

  return {
    take(keyId: number): RateLimitState {
      const at = now();
      let window = windows.get(keyId);
      if (!window || at - window.start >= windowMs) {
        for (const [id, w] of windows) if (at - w.start >= windowMs) windows.delete(id);
        window = { start: at, used: 0 };
        windows.set(keyId, window);
      }
      const allowed = window.used < limit;
      if (allowed) window.used += 1;
      return {
        limit,
        remaining: limit - window.used,
        resetSeconds: Math.max(1, Math.ceil((window.start + windowMs - at) / 1000)),
        allowed,
      };
    },
  };
}
