import type { QuotaFeature, Tier } from '@fathom/contract';

export const FEATURE_LABELS: Record<QuotaFeature, string> = {
  DIVED_ASINS: 'Dive ASINs',
  NUMBER_OF_NICHES: 'Niches',
  RANK_RADAR_KEYWORDS: 'Rank Radar search terms',
  AI_COPYWRITER_PROMPTS: 'AI copywriter prompts',
  PRODUCT_BRIEF_ASINS: 'Product brief ASINs',
};

export const TIER_LABELS: Record<Tier, string> = {
  starter: 'Starter',
  standard: 'Standard',
  enterprise: 'Enterprise',
};

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
  return `${TIER_LABELS[plan.tier]}, paid ${plan.recurrence === 'yearly' ? 'annually' : 'monthly'}`;
}
