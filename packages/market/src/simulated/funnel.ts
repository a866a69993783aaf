/**
 * What shoppers do with a search results page, per search. Impression share, SQP and the PPC
 * report are all computed from these curves, so they agree with each other and with the ranks.
 *
 * Page one holds 48 organic results; a shopper sees the top of it almost always and its bottom
 * about a third of the time, page two one time in ten. Clicks fall off with position (about 20%
 * of searches click the first organic result). The first four sponsored results sit at the top
 * of the page; the rest are spread through it.
 */

const PAGE_SIZE = 48;

/** Share of searches in which an organic position is seen. */
export function organicVisibility(rank: number): number {
  if (rank <= PAGE_SIZE) return 0.98 - (0.6 * (rank - 1)) / (PAGE_SIZE - 1);
  if (rank <= 2 * PAGE_SIZE) return 0.1 - (0.05 * (rank - PAGE_SIZE - 1)) / (PAGE_SIZE - 1);
  return 0.03;
}

/** Share of searches that click an organic position. */
export function organicClickRate(rank: number): number {
  const page = rank <= PAGE_SIZE ? 1 : rank <= 2 * PAGE_SIZE ? 0.15 : 0.05;
  return 0.2 * rank ** -0.9 * page;
}

/** Sponsored positions 1-4 are top of search. */
export const TOP_OF_SEARCH_SLOTS = 4;

/** Share of searches in which a sponsored position is seen. */
export function sponsoredVisibility(sponsoredRank: number): number {
  if (sponsoredRank <= TOP_OF_SEARCH_SLOTS) return 0.95 - 0.05 * (sponsoredRank - 1);
  return 0.45 * 0.85 ** (sponsoredRank - TOP_OF_SEARCH_SLOTS - 1);
}

/** Share of searches that click a sponsored position. */
export function sponsoredClickRate(sponsoredRank: number): number {
  if (sponsoredRank <= TOP_OF_SEARCH_SLOTS) return 0.018 * sponsoredRank ** -0.7;
  return 0.0025 * 0.85 ** (sponsoredRank - TOP_OF_SEARCH_SLOTS - 1);
}

/** Share of searches in which an ASIN is seen at least once (organic or sponsored). */
export function asinVisibility(organicRank: number | null, sponsoredRank: number | null): number {
  const organic = organicRank === null ? 0 : organicVisibility(organicRank);
  const sponsored = sponsoredRank === null ? 0 : sponsoredVisibility(sponsoredRank);
  return 1 - (1 - organic) * (1 - sponsored);
}

/** Share of searches that click an ASIN (organic and sponsored clicks together). */
export function asinClickRate(organicRank: number | null, sponsoredRank: number | null): number {
  const organic = organicRank === null ? 0 : organicClickRate(organicRank);
  return organic + (sponsoredRank === null ? 0 : sponsoredClickRate(sponsoredRank));
}

/** Market-wide funnel per search, for SQP totals: ASINs seen, clicks, cart adds, purchases. */
export const PER_SEARCH = {
  impressions: 28,
  clicks: 0.85,
  cartAdds: 0.28,
  purchases: 0.1,
} as const;

/** Number of sponsored placements a term's page carries, by its monthly searches. */
export function sponsoredSlots(monthlyVolume: number): number {
  if (monthlyVolume >= 20_000) return 12;
  if (monthlyVolume >= 3_000) return 9;
  if (monthlyVolume >= 300) return 6;
  return 3;
}
