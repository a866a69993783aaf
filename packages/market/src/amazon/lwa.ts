/**
 * Login with Amazon access tokens: a refresh token is exchanged at `POST /auth/o2/token`
 * (grant_type=refresh_token) for an access token that lives `expires_in` seconds; it is kept
 * until a minute before then, and concurrent callers share one exchange.
 */
import { AmazonApiError } from './errors';
import { fingerprint, type AccessTokens, type AmazonHttp } from './http';
import { realClock, type Clock } from './rate-limit';

/** Login with Amazon's token answer (only the fields used). */
interface LwaTokenAnswer {
  access_token?: unknown;
  expires_in?: unknown;
}

/** How long before Amazon's expiry a cached token is replaced. */
const EARLY_MS = 60_000;

export interface LwaCredentials {
  clientId: string;
  clientSecret: string;
}

export function createLwaTokens(http: AmazonHttp, app: LwaCredentials, clock: Clock = realClock) {
  const cache = new Map<string, { token: string; until: number }>();
  const pending = new Map<string, Promise<string>>();

  async function exchange(origin: string, refreshToken: string, key: string): Promise<string> {
    const answer = await http.form<LwaTokenAnswer>(
      new URL('/auth/o2/token', origin),
      {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: app.clientId,
        client_secret: app.clientSecret,
      },
      'token',
    );
    const token = answer?.access_token;
    const lifetime = answer?.expires_in;
    if (typeof token !== 'string' || !token || typeof lifetime !== 'number' || lifetime <= 0)
      throw new AmazonApiError(
        'Amazon sent an unreadable answer to the token request',
        200,
        'UNREADABLE',
      );
    cache.set(key, { token, until: clock.now() + lifetime * 1000 - EARLY_MS });
    return token;
  }

  return {
    /** The access tokens of one refresh token at one Login with Amazon host. */
    tokensFor(origin: string, refreshToken: string): AccessTokens {
      const key = `${origin}|${fingerprint(refreshToken)}`;
      return {
        async get(force = false) {
          const held = cache.get(key);
          if (!force && held && held.until > clock.now()) return held.token;
          if (force) cache.delete(key);
          let running = pending.get(key);
          if (!running) {
            running = exchange(origin, refreshToken, key).finally(() => pending.delete(key));
            pending.set(key, running);
          }
          return running;
        },
      };
    },
  };
}

export type LwaTokens = ReturnType<typeof createLwaTokens>;
