import type { ProfitSettings } from '@fathom/contract';

/** Profit settings of a garlic press shipped by air: the profits tests' common figures. */
export const PROFIT_SETTINGS = {
  sellingPriceCents: 1999,
  productCostCents: 350,
  unitsPerOrder: 500,
  shippingMethod: 'airAmz',
  shipping: {
    airAmz: { costPerUnitCents: 120, leadTimeDays: 10 },
    oceanfclamz: { costPerUnitCents: 40, leadTimeDays: 45 },
    oceanfcl3pl: { costPerUnitCents: 55, leadTimeDays: 50 },
    oceanLclamz: { costPerUnitCents: 60, leadTimeDays: 40 },
    oceanLcl3pl: { costPerUnitCents: 70, leadTimeDays: 48 },
  },
  dutyRateBps: 250,
  referralCategory: 'homeKitchen',
  sizeTier: 'largeStandard1lb',
  ppcLaunchBudgetCents: 150000,
  salesVelocity: null,
} satisfies ProfitSettings;
