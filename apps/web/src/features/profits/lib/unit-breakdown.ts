import type { ProfitFigures, ProfitSettings } from '@fathom/contract';

/** One part of a unit's selling price: what it is and its amount in cents. */
export interface PricePart {
  key: 'cost' | 'duties' | 'shipping' | 'referral' | 'fba' | 'ppc' | 'profit';
  name: string;
  cents: number;
}

/**
 * Where the selling price of one unit of the first order goes: the product cost, its duties and
 * freight, Amazon's two fees, the PPC launch budget shared over the order's units, and what is
 * left (a negative profit is a loss). The parts add up to the selling price.
 */
export function unitBreakdown(
  figures: ProfitFigures,
  settings: Pick<ProfitSettings, 'sellingPriceCents' | 'ppcLaunchBudgetCents' | 'unitsPerOrder'>,
): PricePart[] {
  const ppc = Math.round(settings.ppcLaunchBudgetCents / settings.unitsPerOrder);
  const cost =
    figures.landedCostPerProductCents -
    figures.shippingCostPerProductCents -
    figures.dutiesPerProductCents;
  return [
    { key: 'cost', name: 'Product cost', cents: cost },
    { key: 'duties', name: 'Duties', cents: figures.dutiesPerProductCents },
    { key: 'shipping', name: 'Shipping', cents: figures.shippingCostPerProductCents },
    { key: 'referral', name: 'Referral fee', cents: figures.referralFeeCents },
    { key: 'fba', name: 'FBA fee', cents: figures.fbaFeeCents },
    { key: 'ppc', name: 'PPC launch budget', cents: ppc },
    { key: 'profit', name: 'Profit', cents: figures.netRevenuePerProductCents - ppc },
  ];
}
