import { TIER_NAMES, type Tier } from '@fathom/contract';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatMonthlyPrice(cents: number): string {
  return `${usd.format(cents / 100)} / month`;
}

/** '$313.20 / month' or '$2,490.00 / year': a plan's price for its payment period. */
export function formatPeriodPrice(cents: number, yearly: boolean): string {
  return `${usd.format(cents / 100)} / ${yearly ? 'year' : 'month'}`;
}

/** 'Standard, paid monthly' */
export function planLabel(plan: { tier: Tier; recurrence: 'monthly' | 'yearly' }): string {
  return `${TIER_NAMES[plan.tier]}, paid ${plan.recurrence === 'yearly' ? 'annually' : 'monthly'}`;
}
