import {
  buildPath,
  buildQuery,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@fathom/contract';
import type { z } from 'zod';

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Check your connection and try again.';

export class ApiError extends Error {
  readonly status: number;
  readonly error: string;

  constructor(status: number, message: string, error = '') {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
  }
}

export function isApiError(value: unknown, status?: number): value is ApiError {
  return value instanceof ApiError && (status === undefined || value.status === status);
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: Endpoint['method'];
  query?: Record<string, QueryValue | QueryValue[]>;
  /** JSON, or a file sent as the raw body in its own content type. */
  body?: unknown;
  signal?: AbortSignal;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFrom(status: number, statusText: string, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const message = typeof record.message === 'string' && record.message ? record.message : null;
    const error = typeof record.error === 'string' ? record.error : statusText;
    if (message) return new ApiError(status, message, error);
  }
  if (typeof body === 'string' && body.trim() && body.length < 300) {
    return new ApiError(status, body.trim(), statusText);
  }
  return new ApiError(status, `Request failed (${status}${statusText ? ` ${statusText}` : ''})`);
}

/** Sends a JSON request to the same-origin API with the session cookie. */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = 'GET', query, body, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  const file = body instanceof Blob ? body : null;
  if (body !== undefined) headers['content-type'] = file ? file.type : 'application/json';

  let response: Response;
  try {
    response = await fetch(`${path}${buildQuery(query)}`, {
      method,
      headers,
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
      credentials: 'include',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'Network Error');
  }

  const payload = await readBody(response);
  if (!response.ok) throw errorFrom(response.status, response.statusText, payload);
  return payload;
}

/** The path parameters and query values of one call; required where the endpoint has them. */
export type EndpointRequest<E extends Endpoint> = (E['params'] extends z.ZodObject
  ? { params: ParamsOf<E> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodObject ? { query: QueryOf<E> } : { query?: undefined });

/** One call of an endpoint: its request, and its body where it takes one. */
export type EndpointCall<E extends Endpoint> = EndpointRead<E> & {
  /** A file sent as the raw body (an endpoint without a JSON body that reads one). */
  file?: Blob;
};

/** A call read as a query: its request, and its body where the endpoint takes one (a POST read). */
export type EndpointRead<E extends Endpoint> = EndpointRequest<E> &
  (E['body'] extends z.ZodType ? { body: BodyOf<E> } : { body?: undefined });

export type CallOptions<E extends Endpoint> = {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  file?: Blob;
  signal?: AbortSignal;
};

/** Calls a contract endpoint and returns its response, parsed by the endpoint's schema. */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<ResponseOf<E>> {
  const params = (options.params ?? {}) as Record<string, string | number>;
  const payload = await apiRequest(buildPath(endpoint.path, params), {
    method: endpoint.method,
    query: options.query as RequestOptions['query'],
    body: options.file ?? options.body,
    signal: options.signal,
  });
  const parsed = endpoint.response.safeParse(payload);
  if (!parsed.success) {
    console.error(`Unexpected response from ${endpoint.method} ${endpoint.path}`, parsed.error);
    throw new ApiError(500, 'The server sent an unexpected response.', 'Invalid Response');
  }
  return parsed.data as ResponseOf<E>;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
