/** Rank Radar's pure rules (spec: rank-radar-and-subscriptions §3, §4, §5, §9). */

export const TRACKERS_PAGE_SIZE = 50;
export const HEATMAP_DEFAULT_DAYS = 30;
/** The periods the heatmap offers, in days up to the latest collected one. */
export const HEATMAP_PERIODS = [7, 14, 30, 60, 90, 180, 365] as const;
/** The longest window one heatmap request may ask for. */
export const HEATMAP_MAX_DAYS = 366;
export const MAX_TRACKER_KEYWORDS = 500;
/** Gaps of this many missing days or fewer are filled with averages at read time. */
export const MAX_INTERPOLATED_GAP = 3;
/** A rank of this or more is not shown: the product is not indexed or ranks 101 or beyond. */
export const UNRANKED_FROM = 101;
export const LOW_VOLUME_CUTOFF = 450;
export const SEARCH_TERM_MAX_LENGTH = 200;
/** Search terms one add request may carry; more is refused before anything is read. */
export const ADD_SEARCH_TERMS_MAX = 1000;
/**
 * Bytes of an add (or preview) body the server reads. The largest valid body (1,000 terms of 200
 * characters, up to 6 bytes each when escaped in JSON) is above the server's 1 MiB default, and a
 * search term of a megabyte must be refused for its length (400), not for the body's size: 4 MiB
 * holds both.
 */
export const ADD_SEARCH_TERMS_BODY_BYTES_MAX = 4 * 1024 * 1024;

export const RANK_MESSAGES = {
  unranked: 'This ASIN is either not indexed for this keyword or its rank is 101 or more',
  lowVolume: (n: number) => `Search volume is ${n} or lower`,
  alreadyTracked:
    'This ASIN is already being tracked in another Rank Radar, along with all of its variations.',
  trackFailed: 'Failed to track krt, please try again',
  trackFromListFailed: 'Failed to track product, please try again',
  nichesFailed: "Couldn't load niches list, please try again",
  quotaFailed: 'Failed to load user quota, please try to refresh the page!',
  diveAsinLimit:
    "You've reached your Dive ASIN limit. Upgrade your subscription or try creating a New Rank Radar using an Existing Niche",
  keywordLimit:
    "It is not possible to create new Rank Radars at the moment because you've reached your Rank Radar search terms limit",
  exceedsBy: (n: number) => `Exceeds limit by ${n}`,
  limitReached: 'Limit Reached',
  almostAtLimit: 'Almost at your limit',
  nicheRequired: 'Choose a niche to track the product in',
  trackerFull: (room: number) =>
    room === 0
      ? `This Rank Radar already tracks ${MAX_TRACKER_KEYWORDS} search terms, the most one can track`
      : `This Rank Radar can track ${room} more search terms (at most ${MAX_TRACKER_KEYWORDS})`,
  quotaExceeded: (remaining: number) =>
    `Not enough Rank Radar search terms left in your plan: ${remaining} remaining`,
  asinNotInNiche: 'The ASIN is not a product of the chosen niche',
  noSearchTerms: 'Enter at least one search term',
} as const;

/** The nine colour buckets' upper bounds (inclusive); the last bucket is everything beyond. */
export const ORGANIC_BUCKETS = [1, 6, 13, 24, 48, 72, 86, 100] as const;
export const IMPRESSION_BUCKETS = [1, 3, 5, 7, 9, 11, 15, 20] as const;

export type RankKind = 'organic' | 'impression';

/** The colour bucket (0 best to 8 worst) of a rank; null ranks fall in the last bucket. */
export function rankBucket(rank: number | null, kind: RankKind): number {
  if (rank === null) return 8;
  const bounds = kind === 'organic' ? ORGANIC_BUCKETS : IMPRESSION_BUCKETS;
  const index = bounds.findIndex((upper) => rank <= upper);
  return index === -1 ? 8 : index;
}

/** Whether a rank is shown: 1 to 100, a number. */
export function isShownRank(rank: number | null): rank is number {
  return rank !== null && rank < UNRANKED_FROM;
}

/** A search term as it is stored and compared: trimmed, single spaces, lower case. */
export function normalizeSearchTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The count selector's step: 5 below a maximum of 100, else 25 (spec §9). */
export function keywordCountStep(max: number): number {
  return max < 100 ? 5 : 25;
}

/**
 * The largest count of search terms a new tracker may take: 500, the niche's visible keywords
 * and the remaining quota (null: unlimited).
 */
export function maxTrackerKeywords(visible: number, remainingQuota: number | null): number {
  const caps = [MAX_TRACKER_KEYWORDS, visible];
  if (remainingQuota !== null) caps.push(remainingQuota);
  return Math.max(0, Math.floor(Math.min(...caps)));
}

/** A typed count, clamped to 0..max (spec §5: above the maximum becomes the maximum). */
export function clampKeywordCount(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(max, Math.floor(value)));
}

/** Strict quota check: used plus requested passes the limit. */
export function strictlyOutOfQuota(used: number, limit: number | null, requested: number) {
  return limit !== null && used + requested > limit;
}

/** Loose quota check: used is at least the limit. */
export function looselyOutOfQuota(used: number, limit: number | null) {
  return limit !== null && used >= limit;
}

/** Keys typed into the count selector that it accepts: digits, Backspace and Enter. */
export function isCountKey(key: string): boolean {
  return /^[0-9]$/.test(key) || key === 'Backspace' || key === 'Enter';
}

/** The median of the values (the mean of the two middle ones for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
