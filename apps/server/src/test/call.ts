import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  buildPath,
  buildQuery,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@fathom/contract';

/** Who calls: a signed-in user (their session cookie and, by default, their organization) or nobody. */
type Caller = { orgId?: number; cookie: string } | undefined;

/**
 * One request to a contract endpoint. `params.orgId`, where the path has one, is the caller's own
 * organization unless given; query values are sent as the web app sends them.
 */
export interface EndpointRequest<E extends Endpoint> {
  params?: Omit<NonNullable<ParamsOf<E>>, 'orgId'> & { orgId?: string | number };
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

/** The same request with any query and body: what a client that ignores the contract may send. */
export type RawEndpointRequest<E extends Endpoint> = Pick<EndpointRequest<E>, 'params'> & {
  query?: Record<string, unknown>;
  body?: unknown;
};

type Inject = (options: InjectOptions & { cookie?: string }) => Promise<LightMyRequestResponse>;

/** The URL of a call: the endpoint's path with its parameters filled in, then its query. */
export function endpointUrl<E extends Endpoint>(
  endpoint: E,
  user: Caller,
  request: RawEndpointRequest<E> = {},
): string {
  const given = Object.entries(request.params ?? {}).filter(([, value]) => value !== undefined);
  const params = { orgId: user?.orgId, ...Object.fromEntries(given) };
  return (
    buildPath(endpoint.path, params as Record<string, string | number>) + buildQuery(request.query)
  );
}

/**
 * Requests to contract endpoints, as a signed-in user (or nobody) sends them: `send` answers the
 * raw response (for refusals), `call` the body of a 200 answer parsed by the endpoint's response
 * schema, and fails on any other answer.
 */
export function endpointClient(inject: Inject) {
  const send = <E extends Endpoint>(
    user: Caller,
    endpoint: E,
    request: RawEndpointRequest<E> = {},
  ) =>
    inject({
      method: endpoint.method,
      url: endpointUrl(endpoint, user, request),
      cookie: user?.cookie,
      ...(request.body !== undefined && { payload: request.body as InjectOptions['payload'] }),
    });

  const call = async <E extends Endpoint>(
    user: Caller,
    endpoint: E,
    request: EndpointRequest<E> = {},
  ): Promise<ResponseOf<E>> => {
    const res = await send(user, endpoint, request);
    if (res.statusCode !== 200) {
      const url = endpointUrl(endpoint, user, request);
      throw new Error(`${endpoint.method} ${url} answered ${res.statusCode}: ${res.body}`);
    }
    return endpoint.response.parse(res.json()) as ResponseOf<E>;
  };

  return { send, call };
}
