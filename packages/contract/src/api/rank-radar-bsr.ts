import { z } from 'zod';
import { userText } from './bounds';
import { defineEndpoint } from './endpoint';
import { KrtParams } from './rank-radar';

/** Rank Radar's BSR chart and its settings (spec: rank-radar-and-subscriptions §2, §3, §7, §8). */
const Day = z.iso.date('must be a date, yyyy-MM-dd');

/** Default period of the BSR chart: the last 6 days until now. */
export const BSR_DEFAULT_DAYS = 6;
/** Longest period the BSR chart reads at once. */
export const BSR_MAX_DAYS = 366;
/** Delay before the BSR chart's settings are saved after a change. */
export const BSR_SETTINGS_DEBOUNCE_MS = 500;
/** ASINs one settings save may name. */
export const BSR_VISIBILITY_MAX = 200;
export const BSR_CATEGORY_ID_MAX_LENGTH = 100;
const Asin = z.string().regex(/^[A-Z0-9]{10}$/, 'must be an ASIN');

export const BsrSettings = z
  .object({
    /** The category shown; null: the top-level category. */
    selectedCategoryId: userText(BSR_CATEGORY_ID_MAX_LENGTH).min(1).nullable(),
    /** ASIN → shown on the chart; an ASIN not named is shown. */
    asinVisibility: z
      .record(Asin, z.boolean())
      .refine((v) => Object.keys(v).length <= BSR_VISIBILITY_MAX, {
        message: `At most ${BSR_VISIBILITY_MAX} ASINs`,
      }),
  })
  .strict();
export type BsrSettings = z.infer<typeof BsrSettings>;

export const BsrCategory = z.object({
  categoryId: z.string(),
  categoryName: z.string(),
  /** 'top': the top-level category; 'narrow': the narrowest one. */
  level: z.enum(['top', 'narrow']),
});
export type BsrCategory = z.infer<typeof BsrCategory>;

export const BsrLine = z.object({
  asin: z.string(),
  categoryId: z.string(),
  /** Rank per day of `dates`; null when not ranked that day. */
  ranks: z.array(z.number().int().nullable()),
});
export type BsrLine = z.infer<typeof BsrLine>;

export const rankRadarBsrEndpoints = {
  bsr: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/:krtId/bsr',
    summary:
      "Daily best-sellers rank of the tracker's ASINs per category, with the caller's chart settings",
    params: KrtParams,
    query: z.object({ from: Day.optional(), to: Day.optional() }),
    response: z.object({
      from: z.string(),
      to: z.string(),
      dates: z.array(z.string()),
      categories: z.array(BsrCategory),
      lines: z.array(BsrLine),
      setting: BsrSettings,
    }),
  }),
  bsrChartSettings: defineEndpoint({
    action: 'rankRadar.view',
    method: 'PUT',
    path: '/api/orgs/:orgId/krt/:krtId/bsr-chart-settings',
    summary: "Saves the caller's BSR chart settings (category and ASIN visibility) for the tracker",
    params: KrtParams,
    body: BsrSettings,
    response: BsrSettings,
  }),
};
