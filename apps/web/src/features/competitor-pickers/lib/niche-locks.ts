import type { Competitor } from '@fathom/contract';

/**
 * The competitors locked in the niche, its current hero aside, less the given exclusions: what a
 * Dive Again starts with and what every Niche-type scheduled run keeps.
 */
export function nicheLockedAsins(
  competitors: readonly Competitor[] | undefined,
  excluded: readonly string[] = [],
): string[] {
  return (competitors ?? [])
    .filter((c) => c.locked && !c.isHero && !excluded.includes(c.asin))
    .map((c) => c.asin);
}
