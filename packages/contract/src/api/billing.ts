import { z } from 'zod';
import { QUOTA_FEATURES, TIERS } from '../dive/quota';
import { commaList } from './bounds';
import { TIER_FEATURES } from './connections';
import { defineEndpoint } from './endpoint';
import { OrgParams } from './orgs';

export const QuotaUsage = z.object({
  feature: z.enum(QUOTA_FEATURES),
  used: z.number().int(),
  /** null is unlimited. */
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  belowThreshold: z.boolean(),
  /** yyyy-MM-dd when usage starts again from 0; null for features that do not refresh. */
  nextRefreshDate: z.string().nullable(),
});
export type QuotaUsage = z.infer<typeof QuotaUsage>;

const Plan = z.object({
  tier: z.enum(TIERS),
  rank: z.number().int(),
  competitorCap: z.number().int(),
  monthlyPriceCents: z.number().int(),
});

/** The organization's plan; a trial names its end (ISO date and time), other plans null. */
export const Subscription = Plan.extend({
  trialEnd: z.string().nullable().default(null),
  /** Features the tier unlocks beyond quotas (AGENCY: connected organizations and transfer). */
  features: z.array(z.enum(TIER_FEATURES)).default([]),
});
export type Subscription = z.infer<typeof Subscription>;

export const TierConfig = Plan.extend({
  /** Monthly limit per quota feature; null is unlimited. */
  limits: z.record(z.enum(QUOTA_FEATURES), z.number().int().nullable()),
});
export type TierConfig = z.infer<typeof TierConfig>;

export const QuotaQuery = z.object({
  features: commaList(400)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.enum(QUOTA_FEATURES)).min(1, 'Name at least one feature')),
});

export const billingEndpoints = {
  tiers: defineEndpoint({
    action: 'account',
    method: 'GET',
    path: '/api/tiers',
    summary: 'The subscription tiers and their limits, by rank',
    response: z.array(TierConfig),
  }),
  subscription: defineEndpoint({
    action: 'organization.view',
    method: 'GET',
    path: '/api/orgs/:orgId/subscription',
    summary:
      "The organization's plan; null when it has none (never subscribed, or its trial ended)",
    params: OrgParams,
    response: Subscription.nullable(),
  }),
  quotas: defineEndpoint({
    action: 'organization.view',
    method: 'GET',
    path: '/api/orgs/:orgId/quotas',
    summary: 'Usage and limits of quota features (features=DIVED_ASINS,NUMBER_OF_NICHES)',
    params: OrgParams,
    query: QuotaQuery,
    response: z.array(QuotaUsage),
  }),
};
