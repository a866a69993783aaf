import { PROFIT_MESSAGES, SHIPPING_METHODS, type ProfitSettings } from '../api/profits';
import type { FeeTable } from './fee-tables';
import { profitFigures, type ProfitFigures } from './profit-math';

/**
 * The results of a niche's settings over its marketplace's fee table, or the message saying which
 * setting the table does not know.
 */
export function settingsFigures(
  table: FeeTable,
  s: ProfitSettings,
): { figures: ProfitFigures } | { error: string } {
  const referral = table.referral.find((c) => c.id === s.referralCategory);
  if (!referral) return { error: PROFIT_MESSAGES.unknownCategory };
  const sizeTier = table.fba.find((t) => t.id === s.sizeTier);
  if (!sizeTier) return { error: PROFIT_MESSAGES.unknownSizeTier };
  const shipping = s.shipping[s.shippingMethod];
  if (!shipping || SHIPPING_METHODS.some((m) => !s.shipping[m]))
    return { error: PROFIT_MESSAGES.unknownShippingMethod };
  return {
    figures: profitFigures({
      sellingPriceCents: s.sellingPriceCents,
      productCostCents: s.productCostCents,
      unitsPerOrder: s.unitsPerOrder,
      shippingCostPerUnitCents: shipping.costPerUnitCents,
      leadTimeDays: shipping.leadTimeDays,
      dutyRateBps: s.dutyRateBps,
      referral,
      sizeTier,
      ppcLaunchBudgetCents: s.ppcLaunchBudgetCents,
      salesVelocity: s.salesVelocity,
    }),
  };
}
