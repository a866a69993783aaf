import {
  billingEndpoints,
  diveEndpoints,
  rankRadarEndpoints,
  sessionEndpoints,
  type Endpoint,
  type KeywordList,
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

/**
 * The query key of one call of an endpoint: its path key, then its query values and its body, if
 * any (a POST endpoint read as a query is keyed by what it is asked).
 */
export function endpointKey<E extends Endpoint>(
  endpoint: E,
  request?: EndpointRequest<E> & { body?: unknown },
): readonly unknown[] {
  const key = pathKey(endpoint.path, request?.params as PathParams | undefined);
  return [
    ...key,
    ...(request?.query === undefined ? [] : [request.query]),
    ...(request?.body === undefined ? [] : [request.body]),
  ];
}

/** Keys that screens refresh by name. */
export const queryKeys = {
  session: {
    me: () => endpointKey(sessionEndpoints.me),
    /** better-auth's session, which says whether the address is confirmed. */
    emailVerified: () => pathKey('/api/auth/get-session'),
  },
  orgs: {
    detail: (orgId: number) => pathKey('/api/orgs/:orgId', { orgId }),
    /** Every quota of the organization, whichever features a screen asked for. */
    quotasAll: (orgId: number) => pathKey(billingEndpoints.quotas.path, { orgId }),
    /** Every page of the organization's niches the niche pickers asked for. */
    niches: (orgId: number) => pathKey(diveEndpoints.nicheChoices.path, { orgId }),
  },
  /** Every tracker of the organization: the list, the counts and each tracker's data. */
  trackers: (orgId: number) => pathKey('/api/orgs/:orgId/krt', { orgId }),
  /** The tracker, and as a prefix everything of it: heatmap, highlights, alerts, insights. */
  tracker: (orgId: number, krtId: number) =>
    endpointKey(rankRadarEndpoints.tracker, { params: { orgId, krtId } }),
  niches: {
    all: pathKey('/api/niches'),
    /** The niche, and as a prefix everything of it: lists, competitors, history, schedule. */
    detail: (nicheId: number) => endpointKey(diveEndpoints.niche, { params: { nicheId } }),
    competitors: (nicheId: number) =>
      endpointKey(diveEndpoints.competitors, { params: { nicheId } }),
    keywords: (nicheId: number, list: KeywordList) =>
      endpointKey(diveEndpoints.keywords, { params: { nicheId }, query: { list } }),
  },
};
