import { feeTable, settingsFigures, type ProfitSettings } from '@fathom/contract';
import { describe, expect, it } from 'vitest';
import { unitBreakdown } from './unit-breakdown';

const settings = {
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

function parts(s: ProfitSettings) {
  const answer = settingsFigures(feeTable('com')!, s);
  if (!('figures' in answer)) throw new Error(answer.error);
  return unitBreakdown(answer.figures, s);
}

describe('unitBreakdown', () => {
  it('cuts the selling price into cost, duties, shipping, fees, PPC per unit and profit', () => {
    const result = parts(settings);
    expect(Object.fromEntries(result.map((p) => [p.name, p.cents]))).toEqual({
      'Product cost': 350,
      Duties: 9,
      Shipping: 120,
      'Referral fee': 300,
      'FBA fee': 455,
      // $1,500 of launch budget over the 500 units of the first order.
      'PPC launch budget': 300,
      Profit: 465,
    });
    expect(result.reduce((sum, p) => sum + p.cents, 0)).toBe(settings.sellingPriceCents);
  });

  it('gives a negative profit when the costs pass the price, the parts still adding up to it', () => {
    const result = parts({ ...settings, productCostCents: 1800 });
    expect(result.find((p) => p.key === 'profit')!.cents).toBeLessThan(0);
    expect(result.reduce((sum, p) => sum + p.cents, 0)).toBe(settings.sellingPriceCents);
  });
});
