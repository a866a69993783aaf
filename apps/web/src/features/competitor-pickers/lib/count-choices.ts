import {
  competitorCountOptions,
  DEFAULT_COMPETITORS,
  initialCompetitorCount,
  maxCompetitors,
  type Quota,
} from '@fathom/contract';

export interface CountChoicesInput {
  /** The plan's most competitors per dive; null when unknown. */
  competitorCap: number | null | undefined;
  divedAsins: Quota;
  /** Locked competitors: the count may not go below them. */
  lockedCount: number;
  /** The smallest count at all (a schedule needs 2). */
  floor?: number;
}

export interface CountChoices {
  options: number[];
  /** The most competitors the plan and the quota allow. */
  max: number;
  /** The least the count may be. */
  min: number;
  /** Locked competitors fill the plan's maximum: the count cannot change. */
  lockedAtMax: boolean;
  /** The hero and the locked competitors take more places than the plan allows: nothing may launch. */
  tooManyLocked: boolean;
}

/** Competitor counts offered when locked competitors set the minimum (spec: niche-dive §4, §5). */
export function countChoices({
  competitorCap,
  divedAsins,
  lockedCount,
  floor = 1,
}: CountChoicesInput): CountChoices {
  const max = maxCompetitors({ competitorCap, divedAsins });
  const min = Math.max(lockedCount, floor);
  const tooManyLocked = lockedCount > max && max > 0;
  // Past the maximum the count shows the maximum, never more than the plan allows.
  const options = tooManyLocked
    ? [max]
    : competitorCountOptions({ competitorCap, divedAsins, minimum: lockedCount }).filter(
        (count) => count >= floor,
      );
  return { options, max, min, lockedAtMax: lockedCount > 0 && lockedCount >= max, tooManyLocked };
}

/** The count to show: the chosen one, else the default, moved inside the offered options. */
export function effectiveCount(
  choices: CountChoices,
  chosen: number | null,
  input: Pick<CountChoicesInput, 'competitorCap' | 'divedAsins'>,
): number {
  const wanted = chosen ?? initialCompetitorCount(input, DEFAULT_COMPETITORS);
  const { options } = choices;
  if (options.length === 0) return Math.max(wanted, choices.min);
  if (options.includes(wanted)) return wanted;
  return options.find((option) => option >= wanted) ?? options[options.length - 1]!;
}
