import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeTable, PROFITS_MARKETPLACES, referralFee, roundDiv, type FeeTable } from './fee-tables';
import {
  breakevenSellingPrice,
  netRevenueAt,
  profitFigures,
  type ProfitInputs,
} from './profit-math';

const us = feeTable('com')!;
const category = (table: FeeTable, id: string) => table.referral.find((c) => c.id === id)!;
const tier = (table: FeeTable, id: string) => table.fba.find((t) => t.id === id)!;

const base: ProfitInputs = {
  sellingPriceCents: 2999,
  productCostCents: 500,
  unitsPerOrder: 500,
  shippingCostPerUnitCents: 100,
  leadTimeDays: 45,
  dutyRateBps: 650,
  referral: category(us, 'homeKitchen'),
  sizeTier: tier(us, 'largeStandard1lb'),
  ppcLaunchBudgetCents: 200_000,
  salesVelocity: 300,
};

/** Any inputs over any marketplace's fee table. */
const inputs = fc
  .constantFrom(...PROFITS_MARKETPLACES.map((tld) => feeTable(tld)!))
  .chain((table) =>
    fc.record({
      sellingPriceCents: fc.integer({ min: 1, max: 10_000_000 }),
      productCostCents: fc.integer({ min: 0, max: 1_000_000 }),
      unitsPerOrder: fc.integer({ min: 1, max: 100_000 }),
      shippingCostPerUnitCents: fc.integer({ min: 0, max: 100_000 }),
      leadTimeDays: fc.integer({ min: 0, max: 365 }),
      dutyRateBps: fc.integer({ min: 0, max: 10_000 }),
      referral: fc.constantFrom(...table.referral),
      sizeTier: fc.constantFrom(...table.fba),
      ppcLaunchBudgetCents: fc.integer({ min: 0, max: 100_000_000 }),
      salesVelocity: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
    }),
  );

describe('profit maths', () => {
  it('works a US Home & Kitchen product through, in whole cents', () => {
    const r = profitFigures(base);
    // Duties 6.5% of 5.00 = 0.325, rounded half away from zero to 0.33.
    expect(r.dutiesPerProductCents).toBe(33);
    expect(r.landedCostPerProductCents).toBe(633);
    // Referral 15% of 29.99 = 4.4985 → 4.50; FBA large standard from $10: 4.55.
    expect(r.referralFeeCents).toBe(450);
    expect(r.fbaFeeCents).toBe(455);
    expect(r.netRevenuePerProductCents).toBe(2999 - 633 - 450 - 455);
    expect(r.orderCostCents).toBe(633 * 500);
    expect(r.budgetRequiredToLaunchCents).toBe(633 * 500 + 200_000);
    expect(r.netRevenuePercentPerOrder).toBe(Math.round((1461 / 2999) * 1e4) / 1e4);
    expect(r.roiPercentPerOrder).toBe(Math.round((1461 / 633) * 1e4) / 1e4);
    // 500 units at 300 a month sell in 50.7 days, after 45 days at sea: 365 / 95.7 turns.
    expect(r.turnsPerYear).toBe(3.81);
    expect(r.netRevenuePerProductPerYearCents).toBe(
      Math.round((1461 * 500 * 4380 * 300) / (12 * 300 * 45 + 365 * 500)),
    );
    expect(netRevenueAt(base, r.breakevenSellingPriceCents)).toBe(0);
  });

  it('leaves every figure per year empty without a sales velocity', () => {
    const r = profitFigures({ ...base, salesVelocity: null });
    expect(r.turnsPerYear).toBeNull();
    expect(r.netRevenuePerProductPerYearCents).toBeNull();
    expect(r.roiPercentPerYear).toBeNull();
    expect(r.landedCostPerProductCents).toBe(633);
  });

  it('rounds halves away from zero, both signs', () => {
    expect(roundDiv(5n, 10n)).toBe(1n);
    expect(roundDiv(-5n, 10n)).toBe(-1n);
    expect(roundDiv(4n, 10n)).toBe(0n);
    expect(roundDiv(-15n, 10n)).toBe(-2n);
  });

  it('charges marginal referral bands portion by portion, and never below the minimum', () => {
    const electronics = category(us, 'electronicsAccessories');
    // 15% of the first 100.00 and 8% of the other 50.00.
    expect(referralFee(electronics, 15_000)).toBe(1500 + 400);
    expect(referralFee(category(us, 'homeKitchen'), 100)).toBe(30);
  });

  it('breakeven selling price gives a net revenue of 0 within a cent', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const price = breakevenSellingPrice(i);
        const net = netRevenueAt(i, price);
        expect(net).toBeGreaterThanOrEqual(0);
        // Either it is the price where the loss ends, or every price earns.
        if (price > 1) {
          expect(net).toBeLessThanOrEqual(1);
          expect(netRevenueAt(i, price - 1)).toBeLessThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('no price above the breakeven loses money', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 0, max: 1_000_000 }), (i, above) => {
        expect(netRevenueAt(i, breakevenSellingPrice(i) + above)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every money figure in whole cents and the sums exact', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const r = profitFigures(i);
        for (const [key, value] of Object.entries(r))
          if (key.endsWith('Cents') && value !== null) expect(Number.isInteger(value)).toBe(true);
        expect(r.landedCostPerProductCents).toBe(
          i.productCostCents + r.shippingCostPerProductCents + r.dutiesPerProductCents,
        );
        expect(r.netRevenuePerProductCents).toBe(
          i.sellingPriceCents - r.landedCostPerProductCents - r.referralFeeCents - r.fbaFeeCents,
        );
        expect(r.netRevenuePerOrderCents).toBe(r.netRevenuePerProductCents * i.unitsPerOrder);
      }),
    );
  });

  it('names the source and date of every fee table', () => {
    for (const tld of PROFITS_MARKETPLACES) {
      const t = feeTable(tld)!;
      expect(t.source).not.toBe('');
      expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(t.marketplace).toBe(tld);
    }
    expect(feeTable('com.mx')).toBeNull();
  });
});
