import type { Endpoint, ResponseOf } from '@fathom/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { callApi, type CallOptions, type EndpointCall, type EndpointRead } from './api-client';
import { endpointKey } from './query-keys';

type QueryExtras<E extends Endpoint, T> = Omit<
  UseQueryOptions<ResponseOf<E>, Error, T, readonly unknown[]>,
  'queryKey' | 'queryFn'
>;

/**
 * Query options for one call of an endpoint that changes nothing, keyed by its path and what it
 * is asked (see `endpointKey`); a POST read sends its `body`.
 */
export function endpointQueryOptions<E extends Endpoint, T = ResponseOf<E>>(
  endpoint: E,
  request: EndpointRead<E>,
  options?: QueryExtras<E, T>,
) {
  return queryOptions({
    ...options,
    queryKey: endpointKey(endpoint, request),
    queryFn: ({ signal }) => callApi(endpoint, { ...(request as CallOptions<E>), signal }),
  });
}

/**
 * Reads an endpoint: `useEndpointQuery(diveEndpoints.niche, { params: { nicheId } })`, or a POST
 * read with its body: `useEndpointQuery(e.adData, { params, body: { keywordIds } })`.
 */
export function useEndpointQuery<E extends Endpoint, T = ResponseOf<E>>(
  endpoint: E,
  request: EndpointRead<E>,
  options?: QueryExtras<E, T>,
) {
  return useQuery(endpointQueryOptions(endpoint, request, options));
}

type MutationExtras<E extends Endpoint, V, C> = Omit<
  UseMutationOptions<ResponseOf<E>, Error, V, C>,
  'mutationFn'
> & {
  /** Turns the mutation's variables into the call; without it the variables are the call. */
  request?: (variables: V) => EndpointCall<E>;
};

/** Calls a changing endpoint; `onSuccess` and the like say what to refresh. */
export function useEndpointMutation<E extends Endpoint, V = EndpointCall<E>, C = unknown>(
  endpoint: E,
  { request, ...options }: MutationExtras<E, V, C> = {},
) {
  return useMutation({
    ...options,
    mutationFn: (variables: V) =>
      callApi(endpoint, (request ? request(variables) : variables) as CallOptions<E>),
  });
}
