import {
  billingEndpoints,
  competitorCountOptions,
  initialCompetitorCount,
  isExhausted,
  type QuotaFeature,
  type QuotaUsage,
} from '@fathom/contract';
import { useQuotas } from './quotas';
import { useEndpointQuery } from '../../lib/endpoint-query';

export const DIVE_QUOTA_FEATURES: readonly QuotaFeature[] = ['DIVED_ASINS', 'NUMBER_OF_NICHES'];

export type DiveQuota =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      /** The plan's most competitors per dive; null when the subscription is not known. */
      competitorCap: number | null;
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
  // Without a subscription answer the cap is unknown, which caps a dive at 15.
  const competitorCap = subscription.data?.competitorCap ?? null;
  const input = { competitorCap, divedAsins };
  return {
    status: 'ready',
    competitorCap,
    noPlan: subscription.data === null,
    divedAsins,
    niches,
    options: competitorCountOptions(input),
    initialCount: initialCompetitorCount(input, preferredCount),
    divedAsinsExhausted: isExhausted(divedAsins),
    nicheLimitReached: niches !== null && isExhausted(niches),
  };
}
