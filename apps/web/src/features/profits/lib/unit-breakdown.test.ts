import { feeTable, settingsFigures, type ProfitSettings } from '@fathom/contract';
import { describe, expect, it } from 'vitest';
import { unitBreakdown } from './unit-breakdown';
import { PROFIT_SETTINGS as settings } from '../test/profit-settings';

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
