/** The arithmetic every benchmark prints its figures with. */

/** The nearest-rank percentile `p` (0 to 100) of `values`, in any order. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

/** A figure in milliseconds, to a tenth. */
export const round1 = (n: number) => Math.round(n * 10) / 10;

/** A small deterministic generator in [0, 1), so every run builds the same data. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
