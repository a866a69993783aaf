import {
  analyticsEndpoints,
  billingEndpoints,
  diveEndpoints,
  orgEndpoints,
  scheduleEndpoints,
  sessionEndpoints,
  type Endpoint,
  type KeywordList,
  type MarketplaceTld,
  type QuotaFeature,
} from '@fathom/contract';
import type { EndpointRequest } from './api-client';

type PathParams = Record<string, string | number>;

/**
 * The query key of an API path: its segments after /api, with the parameters filled in
 * ('/api/niches/:nicheId/keywords' with nicheId 7 is ['niches', 7, 'keywords']). The key of a
 * path starts with the key of every path above it, so one prefix reaches all of a niche's data.
 */
export function pathKey(path: string, params: PathParams = {}): readonly unknown[] {
  return path
    .replace(/^\/api\//, '')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined) throw new Error(`Missing path parameter ${segment.slice(1)}`);
      return value;
    });
}

/** The query key of one call of an endpoint: its path key, then its query values, if any. */
export function endpointKey<E extends Endpoint>(
  endpoint: E,
  request?: EndpointRequest<E>,
): readonly unknown[] {
  const key = pathKey(endpoint.path, request?.params as PathParams | undefined);
  return request?.query === undefined ? key : [...key, request.query];
}

/** Keys that screens refresh by name. */
export const queryKeys = {
  tiers: () => endpointKey(billingEndpoints.tiers),
  session: {
    me: () => endpointKey(sessionEndpoints.me),
    config: () => endpointKey(sessionEndpoints.config),
    experiments: () => endpointKey(analyticsEndpoints.experiments),
    /** better-auth's session, which says whether the address is confirmed. */
    emailVerified: () => pathKey('/api/auth/get-session'),
  },
  orgs: {
    detail: (orgId: number) => pathKey('/api/orgs/:orgId', { orgId }),
    members: (orgId: number) => endpointKey(orgEndpoints.listMembers, { params: { orgId } }),
    spaces: (orgId: number) => endpointKey(orgEndpoints.listSpaces, { params: { orgId } }),
    labels: (orgId: number) => endpointKey(orgEndpoints.listLabels, { params: { orgId } }),
    subscription: (orgId: number) =>
      endpointKey(billingEndpoints.subscription, { params: { orgId } }),
    quotasAll: (orgId: number) => pathKey(billingEndpoints.quotas.path, { orgId }),
    quotas: (orgId: number, features: readonly QuotaFeature[]) =>
      endpointKey(billingEndpoints.quotas, {
        params: { orgId },
        query: { features: features.join(',') },
      }),
    niches: (orgId: number) => endpointKey(diveEndpoints.listNiches, { params: { orgId } }),
  },
  products: {
    lookup: (marketplace: MarketplaceTld, asin: string) =>
      endpointKey(diveEndpoints.lookupProducts, { query: { marketplace, asins: asin } }),
    list: (marketplace: MarketplaceTld, asins: readonly string[]) =>
      endpointKey(diveEndpoints.lookupProducts, {
        query: { marketplace, asins: asins.join(',') },
      }),
  },
  niches: {
    all: pathKey('/api/niches'),
    detail: (nicheId: number) => endpointKey(diveEndpoints.niche, { params: { nicheId } }),
    competitors: (nicheId: number) =>
      endpointKey(diveEndpoints.competitors, { params: { nicheId } }),
    keywords: (nicheId: number, list: KeywordList) =>
      endpointKey(diveEndpoints.keywords, { params: { nicheId }, query: { list } }),
    exclusions: (nicheId: number) => endpointKey(diveEndpoints.exclusions, { params: { nicheId } }),
    researches: (nicheId: number) => endpointKey(diveEndpoints.researches, { params: { nicheId } }),
    schedule: (nicheId: number) => endpointKey(scheduleEndpoints.schedule, { params: { nicheId } }),
  },
};
