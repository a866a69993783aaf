import { billingEndpoints, type TierFeature } from '@fathom/contract';
import { useEndpointQuery } from '../../lib/endpoint-query';

export type TierFeatureState = 'loading' | 'yes' | 'no' | 'unknown';

/**
 * Whether the organization's plan unlocks a feature beyond quotas (AGENCY: connected
 * organizations and niche transfer), from its subscription. `unknown` when it could not be read:
 * the server still decides.
 */
export function useTierFeature(orgId: number, feature: TierFeature): TierFeatureState {
  const subscription = useEndpointQuery(billingEndpoints.subscription, { params: { orgId } });
  if (subscription.isPending) return 'loading';
  if (subscription.isError) return 'unknown';
  return subscription.data?.features.includes(feature) ? 'yes' : 'no';
}
