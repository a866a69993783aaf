/** Quota features of a subscription (spec: rank-radar-and-subscriptions §3). */
export const QUOTA_FEATURES = [
  'DIVED_ASINS',
  'RANK_RADAR_KEYWORDS',
  'AI_COPYWRITER_PROMPTS',
  'PRODUCT_BRIEF_ASINS',
  'NUMBER_OF_NICHES',
] as const;
export type QuotaFeature = (typeof QUOTA_FEATURES)[number];

export const TIERS = ['starter', 'standard', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];
export const DEFAULT_TIER: Tier = 'standard';

/**
 * The most competitors a dive form offers when the plan's cap (the server's `tier_configs`, read
 * through the subscription) is not known.
 */
export const UNKNOWN_COMPETITOR_CAP = 15;
export const DEFAULT_COMPETITORS = 15;
export const FIRST_NICHE_COMPETITORS = 10;
export const COMPETITOR_STEP = 5;
/** The most competitors any dive takes: the largest tier cap. */
export const MAX_COMPETITORS = 50;

export interface Quota {
  used: number;
  /** null means unlimited. */
  limit: number | null;
}

export function remaining(quota: Quota): number {
  return quota.limit === null ? Number.POSITIVE_INFINITY : Math.max(0, quota.limit - quota.used);
}

/** Nothing of the quota is left. */
export function isExhausted(quota: Quota): boolean {
  return remaining(quota) === 0;
}

/** Remaining divided by limit is at most 10%. */
export function isBelowThreshold(quota: Quota): boolean {
  if (quota.limit === null || quota.limit === 0) return quota.limit === 0;
  return remaining(quota) / quota.limit <= 0.1;
}

/**
 * How a quota is checked (spec §5): `strict` refuses when used plus requested is greater than the
 * limit; `loose` only when used is at least the limit (the request may take the last of it and more).
 */
export type QuotaCheckMode = 'strict' | 'loose';

/** The quota cannot take `requested` more, checked the `mode` way. */
export function isOutOfQuota(quota: Quota, requested: number, mode: QuotaCheckMode): boolean {
  if (quota.limit === null) return false;
  return mode === 'strict' ? quota.used + requested > quota.limit : quota.used >= quota.limit;
}

/** How far `requested` more would pass the limit ('Exceeds limit by N'); 0 within it. */
export function exceedsBy(quota: Quota, requested: number): number {
  return quota.limit === null ? 0 : Math.max(0, quota.used + requested - quota.limit);
}

/** Using `requested` more would pass the limit. */
export function wouldExceed(quota: Quota, requested: number): boolean {
  return quota.limit !== null && quota.used + requested > quota.limit;
}

export interface CompetitorCountInput {
  /** The plan's most competitors per dive (the subscription's `competitorCap`); null when unknown. */
  competitorCap: number | null | undefined;
  divedAsins: Quota;
  /** Dive Again: the count may not go below the locked competitors. */
  minimum?: number;
}

/** The largest competitor count allowed: the lesser of the remaining quota and the tier cap. */
export function maxCompetitors(input: CompetitorCountInput): number {
  const caps = [input.competitorCap ?? UNKNOWN_COMPETITOR_CAP, remaining(input.divedAsins)];
  return Math.max(0, Math.floor(Math.min(...caps)));
}

/**
 * Choices in steps of 5 up to the maximum; a maximum or a locked minimum off the step is offered
 * too. A minimum of 1 (the hero alone) is no choice of its own: a niche of one product is no niche.
 */
export function competitorCountOptions(input: CompetitorCountInput): number[] {
  const max = maxCompetitors(input);
  const min = input.minimum ?? 0;
  if (max < Math.max(min, 1)) return [];
  const options = new Set<number>();
  if (min > 1) options.add(min);
  for (let n = COMPETITOR_STEP; n <= max; n += COMPETITOR_STEP) if (n >= min) options.add(n);
  options.add(max);
  return [...options].sort((a, b) => a - b);
}

/**
 * A count the dive forms offer (spec §4, §5), for the plan, the quota and the places the hero and
 * the locked competitors take: a step of 5, that minimum, or the most the plan and quota allow.
 * Other counts (1, 12 with plenty of quota) come from no form and are refused.
 */
export function isOfferedCount(count: number, input: CompetitorCountInput): boolean {
  return competitorCountOptions(input).includes(count);
}

/**
 * The count the form starts with: the preferred one (15), or what the quota still allows when that
 * is less. Near the quota limit the count falls to the remaining quota; it never rises above the
 * preferred count.
 */
export function initialCompetitorCount(
  input: CompetitorCountInput,
  preferred = DEFAULT_COMPETITORS,
): number {
  return Math.min(preferred, maxCompetitors(input));
}

/**
 * How many places of a niche a Dive Again or a scheduled dive fills before any new competitor:
 * the hero and the locked products (the hero counted once when it is also locked).
 */
export function takenPlaces(hero: string | null | undefined, locked: readonly string[]): number {
  const places = new Set(locked);
  if (hero) places.add(hero);
  return places.size;
}
