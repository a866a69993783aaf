import type { QuotaFeature, Tier } from '@fathom/contract';

export const FEATURE_LABELS: Record<QuotaFeature, string> = {
  DIVED_ASINS: 'Dived ASINs',
  NUMBER_OF_NICHES: 'Niches',
  RANK_RADAR_KEYWORDS: 'Rank Radar keywords',
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
