import {
  applyRate,
  fbaFee,
  feeBreakpoints,
  referralFee,
  roundDiv,
  type FbaSizeTier,
  type ReferralCategory,
} from './fee-tables';

/**
 * The profit maths of PROFITS (docs/metrics.md "Profits"): money in whole cents, rates in basis
 * points, every division rounded once by `roundDiv` (nearest, halves away from zero); shares
 * (0.25 = 25%) and turns are plain numbers rounded to 4 and 2 decimals for the answer only.
 */
export interface ProfitInputs {
  sellingPriceCents: number;
  productCostCents: number;
  /** Units bought in one purchase order. */
  unitsPerOrder: number;
  /** Freight of one unit by the chosen shipping method, and its door-to-shelf days. */
  shippingCostPerUnitCents: number;
  leadTimeDays: number;
  /** Import duties as a rate of the product cost, in basis points. */
  dutyRateBps: number;
  referral: ReferralCategory;
  sizeTier: FbaSizeTier;
  ppcLaunchBudgetCents: number;
  /** Units sold per month; null when not entered. */
  salesVelocity: number | null;
}

export interface ProfitFigures {
  shippingCostPerProductCents: number;
  dutiesPerProductCents: number;
  landedCostPerProductCents: number;
  referralFeeCents: number;
  fbaFeeCents: number;
  netRevenuePerProductCents: number;
  /** Net revenue of an order as a share of its sales. */
  netRevenuePercentPerOrder: number;
  orderCostCents: number;
  netRevenuePerOrderCents: number;
  breakevenSellingPriceCents: number;
  roiPercentPerOrder: number;
  /** Null without a sales velocity, like every figure per year. */
  turnsPerYear: number | null;
  netRevenuePerProductPerYearCents: number | null;
  roiPercentPerYear: number | null;
  budgetRequiredToLaunchCents: number;
}

const DAYS_PER_YEAR = 365;
const MONTHS_PER_YEAR = 12;
const PRICE_SEARCH_MAX = 2 ** 40;

const round = (n: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
};

/** Landed cost of one unit: its price from the supplier, its freight and its duties. */
function landed(inputs: ProfitInputs) {
  const duties = applyRate(inputs.productCostCents, inputs.dutyRateBps);
  return {
    shipping: inputs.shippingCostPerUnitCents,
    duties,
    total: inputs.productCostCents + inputs.shippingCostPerUnitCents + duties,
  };
}

/** What one unit sold at `priceCents` leaves after its landed cost and Amazon's fees. */
export function netRevenueAt(inputs: ProfitInputs, priceCents: number): number {
  return (
    priceCents -
    landed(inputs).total -
    referralFee(inputs.referral, priceCents) -
    fbaFee(inputs.sizeTier, priceCents)
  );
}

/**
 * The lowest selling price from which no higher price loses money. Between two fee breakpoints
 * the net revenue rises by 0 or 1 cent per cent of price (every rate is below 100%), so the
 * price found has a net revenue of exactly 0 unless every price of its segment already earns.
 */
export function breakevenSellingPrice(inputs: ProfitInputs): number {
  const net = (p: number) => netRevenueAt(inputs, p);
  const starts = feeBreakpoints(inputs.referral, inputs.sizeTier);
  const lowestEarning = (lo: number, hi: number) => {
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (net(mid) >= 0) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  for (let i = starts.length - 1; i >= 0; i--) {
    const lo = starts[i]!;
    let hi = starts[i + 1] === undefined ? Math.max(lo, 1) : starts[i + 1]! - 1;
    // Above the last breakpoint the net revenue grows without end (every rate is below 100%).
    if (i === starts.length - 1) while (net(hi) < 0 && hi < PRICE_SEARCH_MAX) hi *= 2;
    if (net(hi) < 0) return hi + 1;
    if (net(lo) < 0) return lowestEarning(lo, hi);
  }
  return 1;
}

export function profitFigures(inputs: ProfitInputs): ProfitFigures {
  const price = inputs.sellingPriceCents;
  const cost = landed(inputs);
  const referral = referralFee(inputs.referral, price);
  const fba = fbaFee(inputs.sizeTier, price);
  const net = price - cost.total - referral - fba;
  const orderCost = cost.total * inputs.unitsPerOrder;
  const netPerOrder = net * inputs.unitsPerOrder;
  const roiOrder = cost.total > 0 ? net / cost.total : 0;
  const v = inputs.salesVelocity;
  let perYear: Pick<
    ProfitFigures,
    'turnsPerYear' | 'netRevenuePerProductPerYearCents' | 'roiPercentPerYear'
  > = { turnsPerYear: null, netRevenuePerProductPerYearCents: null, roiPercentPerYear: null };
  if (v !== null) {
    // One order's stock turns over once it has arrived (lead time) and sold out
    // (units ÷ daily sales): turns = 365 ÷ (lead + units × 365 ÷ (12 × v)).
    const num = BigInt(DAYS_PER_YEAR * MONTHS_PER_YEAR) * BigInt(v);
    const den =
      BigInt(MONTHS_PER_YEAR) * BigInt(v) * BigInt(inputs.leadTimeDays) +
      BigInt(DAYS_PER_YEAR) * BigInt(inputs.unitsPerOrder);
    const turns = v === 0 ? 0 : Number(num) / Number(den);
    perYear = {
      turnsPerYear: round(turns, 2),
      netRevenuePerProductPerYearCents:
        v === 0 ? 0 : Number(roundDiv(BigInt(netPerOrder) * num, den)),
      roiPercentPerYear: round(roiOrder * turns, 4),
    };
  }
  return {
    shippingCostPerProductCents: cost.shipping,
    dutiesPerProductCents: cost.duties,
    landedCostPerProductCents: cost.total,
    referralFeeCents: referral,
    fbaFeeCents: fba,
    netRevenuePerProductCents: net,
    netRevenuePercentPerOrder: round(net / price, 4),
    orderCostCents: orderCost,
    netRevenuePerOrderCents: netPerOrder,
    breakevenSellingPriceCents: breakevenSellingPrice(inputs),
    roiPercentPerOrder: round(roiOrder, 4),
    ...perYear,
    budgetRequiredToLaunchCents: orderCost + inputs.ppcLaunchBudgetCents,
  };
}
