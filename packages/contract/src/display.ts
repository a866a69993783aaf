/** How numbers are shown and coloured (spec: niche-pipeline §2 shared grid behaviour, §9). */

/** Search volumes at or below this show as '≤450'. */
export const LOW_SEARCH_VOLUME = 450;
export const LOW_SEARCH_VOLUME_TOOLTIP = `Search volume is ${LOW_SEARCH_VOLUME} or lower`;
export const UNRANKED_TOOLTIP =
  'This ASIN is either not indexed for this keyword or its rank is 101 or more';

/** A count and its noun, in the count's number: "1 keyword", "1,250 keywords". */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/**
 * A number in little room (spec: rank-radar §5): as is up to 10,000 (with thousands separators),
 * in thousands ('k') above 10,000 and in millions ('m') above 1,000,000, with one decimal below
 * 100 of the unit: 9,870 · 12.3k · 325k · 1.2m.
 */
export function compactNumber(n: number): string {
  const abs = Math.abs(n);
  const [unit, suffix] = abs > 1_000_000 ? [1_000_000, 'm'] : abs > 10_000 ? [1_000, 'k'] : [1, ''];
  if (unit === 1) return Math.round(n).toLocaleString('en-US');
  const scaled = n / unit;
  const shown = Math.abs(scaled) < 100 ? Math.round(scaled * 10) / 10 : Math.round(scaled);
  return `${shown.toLocaleString('en-US')}${suffix}`;
}

export function isLowSearchVolume(volume: number): boolean {
  return volume <= LOW_SEARCH_VOLUME;
}

export type BandColor = 'red' | 'orange' | 'yellow' | 'green';

/** A band where bigger is worse: red from `red`, orange from `orange`, yellow from `yellow`. */
const atLeast =
  (red: number, orange: number, yellow: number) =>
  (v: number): BandColor =>
    v >= red ? 'red' : v >= orange ? 'orange' : v >= yellow ? 'yellow' : 'green';
/** A band where smaller is worse: red below `red`, orange below `orange`, yellow below `yellow`. */
const below =
  (red: number, orange: number, yellow: number) =>
  (v: number): BandColor =>
    v < red ? 'red' : v < orange ? 'orange' : v < yellow ? 'yellow' : 'green';

export const competitionStrengthBand = atLeast(0.8, 0.6, 0.4);
/** Keyword strength has no bands of its own in the spec: it takes competition strength's. */
export const keywordStrengthBand = competitionStrengthBand;
export const medianReviewCountBand = atLeast(1000, 800, 250);
export const relevantKeywordsBand = below(30, 60, 150);
export const launchKeywordsBand = below(10, 20, 30);
export function medianDaysListedBand(days: number): BandColor {
  return days <= 90 ? 'red' : days <= 365 ? 'orange' : days <= 730 ? 'yellow' : 'green';
}

/** The browser extension: window messages that find it, and where to get it. */
export const EXTENSION_PING = 'fathom-extension-ping';
export const EXTENSION_PONG = 'fathom-extension-pong';
export const EXTENSION_PING_TIMEOUT_MS = 300;
export const EXTENSION_STORE_URL = 'https://chromewebstore.google.com/search/Fathom';

/**
 * Bulk Open (spec: niche-pipeline §2, §9): the pipeline asks the extension to open the pages of
 * the first 25 selected niches, one tab each, as
 * `{ type: 'fathom-open-niche-pages', payload: { pages: [{ nicheId, url }] } }` (absolute URLs).
 */
export const EXTENSION_OPEN_NICHE_PAGES = 'fathom-open-niche-pages';
export const BULK_OPEN_MAX = 25;
export interface OpenNichePagesMessage {
  type: typeof EXTENSION_OPEN_NICHE_PAGES;
  payload: { pages: { nicheId: number; url: string }[] };
}
