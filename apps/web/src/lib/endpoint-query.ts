import type { Endpoint, ResponseOf } from '@fathom/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { callApi, type CallOptions, type EndpointCall, type EndpointRequest } from './api-client';
import { endpointKey } from './query-keys';

type QueryExtras<E extends Endpoint, T> = Omit<
  UseQueryOptions<ResponseOf<E>, Error, T, readonly unknown[]>,
  'queryKey' | 'queryFn'
>;

/** Query options for one call of a GET endpoint, keyed by its path (see `endpointKey`). */
export function endpointQueryOptions<E extends Endpoint, T = ResponseOf<E>>(
  endpoint: E,
  request: EndpointRequest<E>,
  options?: QueryExtras<E, T>,
) {
  return queryOptions({
    ...options,
    queryKey: endpointKey(endpoint, request),
    queryFn: ({ signal }) => callApi(endpoint, { ...(request as CallOptions<E>), signal }),
  });
}

/** Reads a GET endpoint: `useEndpointQuery(diveEndpoints.niche, { params: { nicheId } })`. */
export function useEndpointQuery<E extends Endpoint, T = ResponseOf<E>>(
  endpoint: E,
  request: EndpointRequest<E>,
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
