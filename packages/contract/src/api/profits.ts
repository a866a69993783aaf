import { z } from 'zod';
import { userText } from './bounds';
import { MARKETPLACE_TLDS } from '../marketplaces';
import type { ProfitFigures } from '../profits/profit-math';
import { defineEndpoint } from './endpoint';
import { NicheParams } from './dives';

/**
 * PROFITS (spec: niche-pipeline §2 "Niche tracker and profits", §3 "Shipping methods", §7
 * `niche-profit`): a niche's profit settings, saved per niche, and what they earn. Money in
 * cents, rates in basis points, shares 0 to 1.
 */
export const SHIPPING_METHODS = [
  'airAmz',
  'oceanfclamz',
  'oceanfcl3pl',
  'oceanLclamz',
  'oceanLcl3pl',
] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/** The shipping methods' names (spec §3). */
export const SHIPPING_METHOD_NAMES: Record<ShippingMethod, string> = {
  airAmz: 'Air to Amazon',
  oceanfclamz: 'Ocean FCL direct to Amazon',
  oceanfcl3pl: 'Ocean FCL to Amazon via 3PL',
  oceanLclamz: 'Ocean LCL direct to Amazon',
  oceanLcl3pl: 'Ocean LCL to Amazon via 3PL',
};

export const PROFIT_LIMITS = {
  /** The highest price or cost of one unit: 1,000,000.00. */
  unitCentsMax: 100_000_000,
  /** The highest budget: 20,000,000.00 (an int32 of cents). */
  budgetCentsMax: 2_000_000_000,
  unitsPerOrderMax: 1_000_000,
  leadTimeDaysMax: 365,
  salesVelocityMax: 10_000_000,
  dutyRateBpsMax: 10_000,
} as const;

export const PROFIT_MESSAGES = {
  /** The grid's tooltip on a profit figure PROFITS has not computed (spec §2). */
  needsVelocity: 'Enter the Sales velocity in PROFITS to see this value',
  notSupported: (marketplaceName: string) =>
    `PROFITS is not supported for the ${marketplaceName} marketplace`,
  unknownShippingMethod: 'Unknown shipping method',
  priceZero: 'Selling price must be more than 0',
  negative: (what: string) => `${what} cannot be negative`,
  tooHigh: (what: string) => `${what} is too high`,
  whole: (what: string) => `${what} must be a whole number`,
  unitsPerOrder: 'Units per order must be at least 1',
  dutyRate: 'Duties must be from 0% to 100%',
  unknownCategory: 'Unknown referral fee category for this marketplace',
  unknownSizeTier: 'Unknown size tier for this marketplace',
  saveFailed: 'Failed to save the profit settings, please try again.',
} as const;

const M = PROFIT_MESSAGES;

const amount = (what: string, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .int(M.whole(what))
    .min(0, M.negative(what))
    .max(max, M.tooHigh(what));

const ShippingCost = z
  .object({
    costPerUnitCents: amount('Shipping cost', PROFIT_LIMITS.unitCentsMax),
    leadTimeDays: amount('Lead time', PROFIT_LIMITS.leadTimeDaysMax),
  })
  .strict();

const shippingMethod = z.enum(SHIPPING_METHODS, { error: M.unknownShippingMethod });

export const ProfitSettings = z
  .object({
    sellingPriceCents: amount('Selling price', PROFIT_LIMITS.unitCentsMax).refine(
      (v) => v > 0,
      M.priceZero,
    ),
    productCostCents: amount('Product cost', PROFIT_LIMITS.unitCentsMax),
    unitsPerOrder: z
      .number({ error: M.unitsPerOrder })
      .int(M.whole('Units per order'))
      .min(1, M.unitsPerOrder)
      .max(PROFIT_LIMITS.unitsPerOrderMax, M.tooHigh('Units per order')),
    shippingMethod,
    /** Cost and lead time of each of the five methods; the chosen one counts. */
    shipping: z.record(shippingMethod, ShippingCost),
    dutyRateBps: z
      .number({ error: M.dutyRate })
      .int(M.dutyRate)
      .min(0, M.dutyRate)
      .max(PROFIT_LIMITS.dutyRateBpsMax, M.dutyRate),
    referralCategory: userText(64, { tooLong: M.unknownCategory }),
    sizeTier: userText(64, { tooLong: M.unknownSizeTier }),
    ppcLaunchBudgetCents: amount('PPC budget for launch', PROFIT_LIMITS.budgetCentsMax),
    /** Units sold per month; null until entered. */
    salesVelocity: amount('Sales velocity', PROFIT_LIMITS.salesVelocityMax).nullable(),
  })
  .strict();
export type ProfitSettings = z.infer<typeof ProfitSettings>;

export const ProfitResults = z.object({
  shippingCostPerProductCents: z.number().int(),
  dutiesPerProductCents: z.number().int(),
  landedCostPerProductCents: z.number().int(),
  referralFeeCents: z.number().int(),
  fbaFeeCents: z.number().int(),
  netRevenuePerProductCents: z.number().int(),
  netRevenuePercentPerOrder: z.number(),
  orderCostCents: z.number().int(),
  netRevenuePerOrderCents: z.number().int(),
  breakevenSellingPriceCents: z.number().int(),
  roiPercentPerOrder: z.number(),
  turnsPerYear: z.number().nullable(),
  netRevenuePerProductPerYearCents: z.number().int().nullable(),
  roiPercentPerYear: z.number().nullable(),
  budgetRequiredToLaunchCents: z.number().int(),
}) satisfies z.ZodType<ProfitFigures>;

/** The niche's monthly sales: the competitors' lower quartile, median and upper quartile. */
export const SalesVelocityRange = z.object({
  lower: z.number().int(),
  median: z.number().int(),
  higher: z.number().int(),
});
export type SalesVelocityRange = z.infer<typeof SalesVelocityRange>;

export const NicheProfits = z.object({
  marketplace: z.enum(MARKETPLACE_TLDS),
  /** False where no fee table exists: the page says PROFITS is not supported there. */
  supported: z.boolean(),
  /** The saved settings, or the niche's defaults when `saved` is false. */
  settings: ProfitSettings.nullable(),
  saved: z.boolean(),
  results: ProfitResults.nullable(),
  salesVelocityRange: SalesVelocityRange.nullable(),
  updatedAt: z.string().nullable(),
});
export type NicheProfits = z.infer<typeof NicheProfits>;

export const profitEndpoints = {
  nicheProfits: defineEndpoint({
    action: 'niche.view',
    method: 'GET',
    path: '/api/niches/:nicheId/profits',
    summary:
      "The niche's profit settings (saved, or its defaults), their results and the monthly sales velocity range",
    params: NicheParams,
    response: NicheProfits,
  }),
  saveNicheProfits: defineEndpoint({
    action: 'niche.manage',
    method: 'PUT',
    path: '/api/niches/:nicheId/profits',
    summary: "Save the niche's profit settings; their results fill the pipeline's profit columns",
    params: NicheParams,
    body: ProfitSettings,
    response: NicheProfits,
  }),
};
