import {
  billingEndpoints,
  competitorCountOptions,
  initialCompetitorCount,
  type QuotaFeature,
  type QuotaUsage,
  type Tier,
} from '@fathom/contract';
import { useQuotas } from './quotas';
import { useEndpointQuery } from '../../lib/endpoint-query';

export const DIVE_QUOTA_FEATURES: readonly QuotaFeature[] = ['DIVED_ASINS', 'NUMBER_OF_NICHES'];

export type DiveQuota =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      tier: Tier | null;
      /** The organization has no plan (never subscribed, or its trial ended): it may not dive. */
      noPlan: boolean;
      divedAsins: QuotaUsage;
      niches: QuotaUsage | null;
      /** Competitor counts the form offers. */
      options: number[];
      /** The count the form starts with. */
      initialCount: number;
      divedAsinsExhausted: boolean;
      nicheLimitReached: boolean;
    };

/** What the subscription and the DIVED_ASINS and NUMBER_OF_NICHES quotas allow a new dive. */
export function useDiveQuota(orgId: number, preferredCount: number): DiveQuota {
  const subscription = useEndpointQuery(billingEndpoints.subscription, { params: { orgId } });
  const quotas = useQuotas(orgId, DIVE_QUOTA_FEATURES);

  if (quotas.isError) return { status: 'error' };
  if (!quotas.data || subscription.isPending) return { status: 'loading' };
  const divedAsins = quotas.data.find((quota) => quota.feature === 'DIVED_ASINS');
  if (!divedAsins) return { status: 'error' };
  const niches = quotas.data.find((quota) => quota.feature === 'NUMBER_OF_NICHES') ?? null;
  // Without a subscription answer the tier is unknown, which caps a dive at 15.
  const tier = subscription.data?.tier ?? null;
  const input = { tier, divedAsins };
  return {
    status: 'ready',
    tier,
    noPlan: subscription.data === null,
    divedAsins,
    niches,
    options: competitorCountOptions(input),
    initialCount: initialCompetitorCount(input, preferredCount),
    divedAsinsExhausted: divedAsins.limit !== null && divedAsins.used >= divedAsins.limit,
    nicheLimitReached: niches !== null && niches.limit !== null && niches.used >= niches.limit,
  };
}
