export type BandColor = 'red' | 'orange' | 'yellow' | 'green';

/** Competition strength bands (spec: niche-pipeline §9): 0.8 red, 0.6 orange, 0.4 yellow, else green. */
export function competitionStrengthBand(strength: number): BandColor {
  if (strength >= 0.8) return 'red';
  if (strength >= 0.6) return 'orange';
  if (strength >= 0.4) return 'yellow';
  return 'green';
}

/** Median review count bands (spec: niche-pipeline §9): 1000 red, 800 orange, 250 yellow, else green. */
export function medianReviewCountBand(count: number): BandColor {
  if (count >= 1000) return 'red';
  if (count >= 800) return 'orange';
  if (count >= 250) return 'yellow';
  return 'green';
}
