import { z } from 'zod';
import type { Action } from '../permissions';
import { Id } from './bounds';

/** One HTTP endpoint: the server registers it, the web app calls it, both from this description. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  /** Who may call it: an action of the permission table (ACTIONS). */
  action: Action;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * The largest body the server reads, in bytes, where a valid body can be larger than the
   * server's 1 MiB default: a larger body is refused with 413 before it is parsed.
   */
  bodyLimit?: number;
  response: z.ZodType;
}

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

export type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodObject
  ? z.input<E['params']>
  : undefined;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodObject
  ? z.input<E['query']>
  : undefined;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : undefined;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/** Fills the `:name` (API) or `$name` (web route) placeholders of a path with URL-encoded values. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/[:$]([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A query string ("?a=1&b=2&b=3", or "" when empty) as every client sends it: a list repeats its
 * key, and undefined or null values are left out.
 */
export function buildQuery(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The body of every error answer. */
export const ErrorBody = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Ok = z.object({ ok: z.literal(true) });

/** A positive int32 id taken from a path segment. */
export const IdParam = Id;
