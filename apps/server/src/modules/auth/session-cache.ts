import { getSessionCookie } from 'better-auth/cookies';
import type { IncomingHttpHeaders } from 'node:http';
import type { SessionUser } from '../../lib/identity';

/** How long a process trusts a session it has checked before checking it again. */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  token: string;
  until: number;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * The sessions this process checked in the last few seconds, by their signed cookie value, so an
 * API request does not read the session and its user from the database every time. A session that
 * ends here (sign-out, revocation, expiry) is forgotten at once; one ended by another process is
 * trusted here at most `ttlMs` longer. Only a value that passed the full check is ever cached.
 */
export function createSessionCache(options: SessionCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const now = options.now ?? (() => Date.now());
  const entries = new Map<string, Entry>();
  /** Counts what was forgotten, so a check that raced with a sign-out is not cached. */
  let forgets = 0;

  function forget(match: (entry: Entry) => boolean) {
    forgets++;
    for (const [key, entry] of entries) if (match(entry)) entries.delete(key);
  }

  return {
    /** The session cookie's signed value in these request headers, if any. */
    cookieOf(headers: IncomingHttpHeaders): string | null {
      const cookie = headers.cookie;
      return cookie ? getSessionCookie(new Headers({ cookie })) : null;
    },

    get(cookie: string): SessionUser | null {
      const entry = entries.get(cookie);
      if (!entry) return null;
      if (entry.until > now()) return entry.user;
      entries.delete(cookie);
      return null;
    },

    /** Taken before a check; `set` ignores a check during which any session ended. */
    mark(): number {
      return forgets;
    },

    set(
      mark: number,
      cookie: string,
      session: { token: string; expiresAt: Date },
      user: SessionUser,
    ): void {
      if (ttlMs <= 0 || mark !== forgets) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(cookie, {
        user,
        token: session.token,
        until: Math.min(now() + ttlMs, session.expiresAt.getTime()),
      });
    },

    /** The session ended: it is never answered from the cache again. */
    forgetSession(token: string): void {
      forget((entry) => entry.token === token);
    },

    /** The user changed (name, email) or was removed: their sessions are read afresh. */
    forgetUser(userId: string): void {
      forget((entry) => entry.user.id === userId);
    },
  };
}
