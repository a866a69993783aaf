import { realClock, type Clock } from './rate-limit';

export interface PollOptions {
  /** How long one call waits for Amazon to prepare a report (default 2 minutes). */
  maxWaitMs?: number | undefined;
  /** Between status calls (default 15 s). */
  intervalMs?: number | undefined;
  clock?: Clock | undefined;
}

/** Asks `check` until it answers something, at the interval; null when the wait is over first. */
export async function pollUntil<T>(
  check: () => Promise<T | undefined>,
  options: PollOptions = {},
): Promise<T | null> {
  const clock = options.clock ?? realClock;
  const intervalMs = options.intervalMs ?? 15_000;
  const deadline = clock.now() + (options.maxWaitMs ?? 120_000);
  for (;;) {
    const answer = await check();
    if (answer !== undefined) return answer;
    if (clock.now() + intervalMs > deadline) return null;
    await clock.sleep(intervalMs);
  }
}
