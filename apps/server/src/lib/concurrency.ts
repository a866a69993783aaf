/**
 * Maps `items` through `fn` with at most `limit` calls in flight. Results keep the order of
 * `items`, whatever order the calls finish in. The first failure rejects the whole map and no
 * further call is started.
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be at least 1');
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await fn(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Wraps an asynchronous function so its calls run one after another, in the order they were
 * made, however many callers overlap. A failed call fails only its own caller.
 */
export function oneAtATime<A extends unknown[]>(
  fn: (...args: A) => Promise<void>,
): (...args: A) => Promise<void> {
  let last: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const run = last.then(() => fn(...args));
    last = run.catch(() => undefined);
    return run;
  };
}
