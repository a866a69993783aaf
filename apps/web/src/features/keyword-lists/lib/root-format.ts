/** A broad search volume ratio (0 to 1) as a percentage with one decimal: 0.0734 → 7.3%. */
export function formatRatio(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}
