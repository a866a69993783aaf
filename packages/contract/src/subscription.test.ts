import { describe, expect, it } from 'vitest';
import {
  availableAddons,
  changeTypeOf,
  earlyBirdTier,
  formatCents,
  limitOf,
  monthlyFigureCents,
  normalizeSelection,
  periodPriceCents,
  usageIconStep,
  usagePercent,
  type PlanSelection,
  type PricedTier,
} from './subscription';

const limits = {
  DIVED_ASINS: 300,
  RANK_RADAR_KEYWORDS: 500,
  AI_COPYWRITER_PROMPTS: 0,
  PRODUCT_BRIEF_ASINS: 0,
  NUMBER_OF_NICHES: 25,
};

const starter: PricedTier = {
  tier: 'starter',
  rank: 1,
  monthlyPriceCents: 4_900,
  annualPriceCents: 49_000,
  earlyBirdPrice: { monthlyPriceCents: 3_900, annualPriceCents: 39_000 },
  limits,
  levels: {
    RANK_RADAR_KEYWORDS: [
      { quantity: 1_000, monthlyPriceCents: 2_000, annualPriceCents: 20_000 },
      { quantity: 2_000, monthlyPriceCents: 3_500, annualPriceCents: 35_000 },
    ],
  },
  addons: [
    {
      addon: 'ssBundle',
      monthlyPriceCents: 1_000,
      annualPriceCents: 10_000,
      disabledForAnnual: true,
      disabledForEarlyBird: true,
    },
  ],
};
const standard: PricedTier = { ...starter, tier: 'standard', rank: 2, earlyBirdPrice: null };

const plan = (over: Partial<PlanSelection> = {}): PlanSelection => ({
  tier: 'starter',
  levels: {},
  recurrence: 'monthly',
  addons: [],
  ...over,
});

describe('a plan change is named as the spec names it (§4)', () => {
  it('is NEW without a paid subscription, UPGRADE or DOWNGRADE by tier rank', () => {
    expect(changeTypeOf(null, { selection: plan(), tier: starter })).toBe('NEW');
    const onStarter = { selection: plan(), tier: starter };
    const onStandard = { selection: plan({ tier: 'standard' }), tier: standard };
    expect(changeTypeOf(onStarter, onStandard)).toBe('UPGRADE');
    expect(changeTypeOf(onStandard, onStarter)).toBe('DOWNGRADE');
  });

  it('is UPDATE for the same tier with another period, level or add-on, and nothing when equal', () => {
    const current = { selection: plan(), tier: starter };
    expect(changeTypeOf(current, { selection: plan(), tier: starter })).toBeNull();
    expect(
      changeTypeOf(current, { selection: plan({ recurrence: 'yearly' }), tier: starter }),
    ).toBe('UPDATE');
    expect(
      changeTypeOf(current, {
        selection: plan({ levels: { RANK_RADAR_KEYWORDS: 1_000 } }),
        tier: starter,
      }),
    ).toBe('UPDATE');
    expect(
      changeTypeOf(current, { selection: plan({ addons: ['ssBundle'] }), tier: starter }),
    ).toBe('UPDATE');
  });

  it('does not count a level the tier does not sell as a change', () => {
    const current = { selection: plan(), tier: starter };
    const unsold = plan({ levels: { RANK_RADAR_KEYWORDS: 750 } });
    expect(changeTypeOf(current, { selection: unsold, tier: starter })).toBeNull();
  });
});

describe('limits, add-ons and prices of a selection', () => {
  it('gives a feature the chosen level when the tier sells it, else the tier limit', () => {
    expect(
      limitOf(starter, plan({ levels: { RANK_RADAR_KEYWORDS: 2_000 } }), 'RANK_RADAR_KEYWORDS'),
    ).toBe(2_000);
    expect(
      limitOf(starter, plan({ levels: { RANK_RADAR_KEYWORDS: 750 } }), 'RANK_RADAR_KEYWORDS'),
    ).toBe(500);
    expect(limitOf(starter, plan(), 'NUMBER_OF_NICHES')).toBe(25);
  });

  it('offers no add-on disabled for annual payment or early-bird pricing', () => {
    expect(availableAddons(starter, 'monthly').map((a) => a.addon)).toEqual(['ssBundle']);
    expect(availableAddons(starter, 'yearly')).toEqual([]);
    expect(availableAddons(starter, 'monthly', true)).toEqual([]);
  });

  it('drops add-ons and levels the tier does not offer when a selection is normalised', () => {
    const chosen = plan({
      recurrence: 'yearly',
      addons: ['ssBundle'],
      levels: { RANK_RADAR_KEYWORDS: 1_000, DIVED_ASINS: 999 },
    });
    expect(normalizeSelection(starter, chosen)).toEqual({
      ...chosen,
      addons: [],
      levels: { RANK_RADAR_KEYWORDS: 1_000 },
    });
  });

  it('prices a period as the tier plus its chosen level and add-ons', () => {
    const monthly = plan({ levels: { RANK_RADAR_KEYWORDS: 1_000 }, addons: ['ssBundle'] });
    expect(periodPriceCents(starter, monthly)).toBe(4_900 + 2_000 + 1_000);
    const yearly = plan({ recurrence: 'yearly', levels: { RANK_RADAR_KEYWORDS: 2_000 } });
    expect(periodPriceCents(starter, yearly)).toBe(49_000 + 35_000);
    expect(monthlyFigureCents(84_000, 'yearly')).toBe(7_000);
    expect(monthlyFigureCents(4_900, 'monthly')).toBe(4_900);
  });

  it('prices an early-bird tier at its early-bird prices without the hidden add-ons', () => {
    const early = earlyBirdTier(starter);
    expect([early.monthlyPriceCents, early.annualPriceCents]).toEqual([3_900, 39_000]);
    expect(early.addons).toEqual([]);
    expect(earlyBirdTier(standard).monthlyPriceCents).toBe(4_900);
  });

  it('writes cents as dollars with a thousands separator and a sign', () => {
    expect(formatCents(9_900)).toBe('$99.00');
    expect(formatCents(123_456_7)).toBe('$12,345.67');
    expect(formatCents(-505)).toBe('-$5.05');
  });
});

describe('usage (§9)', () => {
  it('reads a share of the limit, 0 for unlimited and full for a zero limit', () => {
    expect(usagePercent(150, 300)).toBe(50);
    expect(usagePercent(330, 300)).toBeCloseTo(110);
    expect(usagePercent(5, null)).toBe(0);
    expect(usagePercent(0, 0)).toBe(100);
  });

  it('moves the usage icon at 10, 25, 50, 75, 90, 95 and 100 percent', () => {
    expect([9.9, 10, 24, 25, 74.9, 94, 95, 99, 100, 140].map(usageIconStep)).toEqual([
      0, 10, 10, 25, 50, 90, 95, 95, 100, 100,
    ]);
  });
});
