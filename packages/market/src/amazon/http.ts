/**
 * The one way Fathom calls Amazon: every request waits for its rate-limit token, carries an
 * access token (refreshed once when Amazon says it expired), times out, and is retried on 429 and
 * 5xx with exponential back-off and jitter, a bounded number of times.
 */
import { createHash } from 'node:crypto';
import { AmazonApiError, amazonMessage } from './errors';
import {
  createRateLimiter,
  headerRate,
  realClock,
  USAGE_PLANS,
  type AmazonOperation,
  type Clock,
  type RateLimiter,
} from './rate-limit';

export interface AmazonHttpOptions {
  fetch?: typeof fetch;
  clock?: Clock;
  /** 0 <= random() < 1; jitter of the back-off. */
  random?: () => number;
  /** Per request, body included (default 30 s). */
  timeoutMs?: number;
  /** Tries of one request, the first included (default 5). */
  maxAttempts?: number;
  /** The first back-off (default 1 s), doubled each retry up to maxDelayMs (default 60 s). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  limiter?: RateLimiter;
}

/** A selling account's access tokens: the cached one, or (force) a fresh one. */
export interface AccessTokens {
  get(force?: boolean): Promise<string>;
}

export interface AmazonRequest {
  operation: AmazonOperation;
  /** Whose rate limit the call counts against: the selling account or Ads profile. */
  account: string;
  method?: 'GET' | 'POST';
  url: URL;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  contentType?: string;
  auth: { tokens: AccessTokens; header: 'x-amz-access-token' | 'authorization' };
  /** Answer null for a 404 instead of failing. */
  notFoundIsNull?: boolean;
}

const RETRYABLE = (status: number) => status === 429 || status >= 500;

/** An SP-API 403 that is really an expired token ("The access token you provided has expired"). */
const expiredToken = (status: number, body: unknown) =>
  status === 401 || (status === 403 && /expired|invalid.*token/i.test(JSON.stringify(body ?? '')));

/** Retry-After in milliseconds: seconds or an HTTP date; null when absent. */
export function retryAfterMs(value: string | null, now: number): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createAmazonHttp(options: AmazonHttpOptions = {}) {
  const fetchFn = options.fetch ?? fetch;
  const clock = options.clock ?? realClock;
  const random = options.random ?? Math.random;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const baseDelayMs = options.baseDelayMs ?? 1_000;
  const maxDelayMs = options.maxDelayMs ?? 60_000;
  const limiter = options.limiter ?? createRateLimiter(clock);

  /** Half the capped exponential delay, plus up to as much again at random ("equal jitter"). */
  const backoff = (attempt: number) => {
    const cap = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
    return Math.round(cap / 2 + random() * (cap / 2));
  };

  /** One fetch with the timeout; a network failure or timeout is status 0. */
  async function once(
    url: URL,
    init: RequestInit,
    what: string,
  ): Promise<{ response: Response; body: unknown } | { failure: AmazonApiError }> {
    try {
      const response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      return { response, body: response.ok ? null : await readBody(response) };
    } catch (error) {
      const timedOut = (error as Error)?.name === 'TimeoutError';
      return {
        failure: new AmazonApiError(
          timedOut
            ? `Amazon did not answer the ${what} request within ${timeoutMs / 1000} s`
            : `Amazon could not be reached for the ${what} request`,
          0,
          timedOut ? 'TIMEOUT' : 'UNREACHABLE',
        ),
      };
    }
  }

  /** Waits before try `attempt + 1`: Amazon's Retry-After when longer than the back-off. */
  const pause = (attempt: number, response?: Response) => {
    const asked = retryAfterMs(response?.headers.get('retry-after') ?? null, clock.now()) ?? 0;
    return clock.sleep(Math.min(maxDelayMs, Math.max(asked, backoff(attempt))));
  };

  const refusal = (what: string, status: number, body: unknown) => {
    const said = amazonMessage(body);
    const code = status === 401 ? 'UNAUTHORIZED' : (said?.code ?? `HTTP_${status}`);
    const text = said ? `: ${said.message}` : ` (HTTP ${status})`;
    return new AmazonApiError(`Amazon refused the ${what} request${text}`, status, code);
  };

  return {
    limiter,

    /** A JSON call of an operation; its parsed answer (null for a 404 when asked). */
    async call<T>(req: AmazonRequest): Promise<T | null> {
      const plan = USAGE_PLANS[req.operation];
      const key = `${req.operation}:${req.account}`;
      let refreshed = false;
      let token = await req.auth.tokens.get(false);
      for (let attempt = 1; ; attempt += 1) {
        await limiter.take(key, plan);
        const headers: Record<string, string> = {
          accept: 'application/json',
          ...req.headers,
          [req.auth.header]: req.auth.header === 'authorization' ? `Bearer ${token}` : token,
        };
        if (req.body !== undefined) headers['content-type'] = req.contentType ?? 'application/json';
        const result = await once(
          req.url,
          {
            method: req.method ?? 'GET',
            headers,
            body: req.body === undefined ? undefined : JSON.stringify(req.body),
          },
          req.operation,
        );
        if ('failure' in result) {
          if (attempt >= maxAttempts) throw result.failure;
          await pause(attempt);
          continue;
        }
        const { response, body } = result;
        const announced = headerRate(response.headers.get('x-amzn-ratelimit-limit'));
        if (announced) limiter.announce(key, plan, announced);
        if (response.ok) {
          try {
            return (await response.json()) as T;
          } catch {
            throw new AmazonApiError(
              `Amazon sent an unreadable answer to the ${req.operation} request`,
              response.status,
              'UNREADABLE',
            );
          }
        }
        if (response.status === 404 && req.notFoundIsNull) return null;
        if (expiredToken(response.status, body) && !refreshed) {
          refreshed = true;
          token = await req.auth.tokens.get(true);
          continue;
        }
        if (RETRYABLE(response.status) && attempt < maxAttempts) {
          if (response.status === 429) limiter.drain(key, plan);
          await pause(attempt, response);
          continue;
        }
        throw refusal(req.operation, response.status, body);
      }
    },

    /** The bytes at a presigned address (a report document), with the same timeout and retries. */
    async download(url: URL, what: string): Promise<Uint8Array> {
      for (let attempt = 1; ; attempt += 1) {
        const result = await once(url, { method: 'GET' }, what);
        if ('failure' in result) {
          if (attempt >= maxAttempts) throw result.failure;
          await pause(attempt);
          continue;
        }
        const { response, body } = result;
        if (response.ok) {
          try {
            return new Uint8Array(await response.arrayBuffer());
          } catch {
            throw new AmazonApiError(`The ${what} download was cut off`, 0, 'UNREADABLE');
          }
        }
        if (RETRYABLE(response.status) && attempt < maxAttempts) {
          await pause(attempt, response);
          continue;
        }
        throw refusal(what, response.status, body);
      }
    },

    /** A Login with Amazon form post (token exchange), retried like the rest; no access token. */
    async form<T>(url: URL, form: Record<string, string>, what: string): Promise<T> {
      for (let attempt = 1; ; attempt += 1) {
        const result = await once(
          url,
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
            body: new URLSearchParams(form),
          },
          what,
        );
        if ('failure' in result) {
          if (attempt >= maxAttempts) throw result.failure;
          await pause(attempt);
          continue;
        }
        const { response, body } = result;
        if (response.ok) return (await readBody(response)) as T;
        if (RETRYABLE(response.status) && attempt < maxAttempts) {
          await pause(attempt, response);
          continue;
        }
        // Login with Amazon refuses a revoked or unknown refresh token with 400 invalid_grant.
        const said = amazonMessage(body);
        const revoked = response.status === 401 || said?.code === 'invalid_grant';
        throw new AmazonApiError(
          `Amazon refused the ${what} request${said ? `: ${said.message}` : ` (HTTP ${response.status})`}`,
          revoked ? 401 : response.status,
          revoked ? 'UNAUTHORIZED' : (said?.code ?? `HTTP_${response.status}`),
        );
      }
    },
  };
}

export type AmazonHttp = ReturnType<typeof createAmazonHttp>;

/** A short, stable name of a secret (a refresh token) for cache and rate-limit keys. */
export const fingerprint = (secret: string) =>
  createHash('sha256').update(secret).digest('hex').slice(0, 16);
