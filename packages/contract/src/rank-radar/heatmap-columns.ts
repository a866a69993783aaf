import { z } from 'zod';
import type { AdData } from '../api/ads-data-ppc';

/**
 * The heatmap's optional columns (spec: rank-radar-and-subscriptions §2 "Other views", §3 "Keyword
 * row", adData, sqpData), in the column chooser's groups. The search term and its checkbox always
 * show; the rest are chosen per user and per tracker.
 */
export const HEATMAP_TERM_COLUMNS = [
  'searchVolume',
  'relevancy',
  'source',
  'median',
  'dateAdded',
  'topVariation',
] as const;

/** One column per adData figure (spec §3 adData), read from the ad-data endpoint. */
export const HEATMAP_PPC_COLUMNS = [
  'ppcSpend',
  'ppcSales',
  'acos',
  'impressionRank',
  'impressionRankShare',
  'exactMatches',
  'phraseMatches',
  'broadMatches',
  'autoMatches',
  'costPerClicks',
  'clickThroughRate',
  'conversionRate',
  'totalImpressions',
  'totalClicks',
  'totalOrders',
] as const satisfies readonly (keyof AdData)[];

/** One column per sqpData figure (spec §3 sqpData), read from the heatmap's sqpData. */
export const HEATMAP_SQP_COLUMNS = [
  'searchQueryScore',
  'searchQueryVolume',
  'numberOfDaysWithData',
  'impressionsTotal',
  'impressionsAsin',
  'impressionsShare',
  'clicksTotal',
  'clicksAsin',
  'clicksShare',
  'cartAddsTotal',
  'cartAddsAsin',
  'cartAddsShare',
  'purchasesTotal',
  'purchasesAsin',
  'purchasesShare',
  'clicksClickRate',
  'cartAddsCartAddRate',
  'purchasesPurchaseRate',
  'ctrTotal',
  'ctrAsin',
  'cvrTotal',
  'cvrAsin',
] as const;

export const HEATMAP_COLUMNS = [
  ...HEATMAP_TERM_COLUMNS,
  ...HEATMAP_PPC_COLUMNS,
  ...HEATMAP_SQP_COLUMNS,
] as const;
export type HeatmapColumn = (typeof HEATMAP_COLUMNS)[number];

/** Shown until the user chooses: the search-term columns, PPC spend; the other PPC and SQP hidden. */
export const HEATMAP_DEFAULT_COLUMNS: readonly HeatmapColumn[] = [
  'searchVolume',
  'relevancy',
  'source',
  'median',
  'dateAdded',
  'ppcSpend',
  'topVariation',
];

/** Trackers whose column choice a user's preference keeps (far more than one user follows). */
export const HEATMAP_COLUMN_CHOICES_MAX = 1000;

/** The visible heatmap columns per tracker id, as the user chose them. */
export const HeatmapColumnChoices = z
  .record(
    z.string().regex(/^[1-9]\d{0,9}$/, 'must be a tracker id'),
    z.array(z.enum(HEATMAP_COLUMNS)).max(HEATMAP_COLUMNS.length),
  )
  .refine((choices) => Object.keys(choices).length <= HEATMAP_COLUMN_CHOICES_MAX, {
    message: `At most ${HEATMAP_COLUMN_CHOICES_MAX} trackers`,
  });
export type HeatmapColumnChoices = z.infer<typeof HeatmapColumnChoices>;
