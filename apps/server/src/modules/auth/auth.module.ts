import { fromNodeHeaders } from 'better-auth/node';
import type { Guards } from '../../http/route';
import type { Publisher } from '../../realtime/publisher';
import type { ServiceModule } from '../module';
import type { NichesService } from '../niches/niches.service';
import type { OrgsService } from '../orgs/orgs.service';
import { createAuth, type Auth, type AuthOptions } from './auth';
import { registerAuthRoutes } from './auth.routes';
import { createSessionCache } from './session-cache';

export interface AuthModuleDeps extends Omit<
  AuthOptions,
  'onUserCreated' | 'onSessionEnded' | 'onUserChanged'
> {
  /** How long a checked session is trusted before it is read again. */
  sessionCacheMs?: number | undefined;
  orgs: Pick<OrgsService, 'createOrganization' | 'membership'>;
  niches: Pick<NichesService, 'resolve'>;
  publisher: Pick<Publisher, 'endSession'>;
}

/** The guards of who calls: every route checks its caller with them. */
type CallerGuards = Pick<Guards, 'currentUser' | 'currentSession' | 'membership' | 'niche'>;

/** Accounts and sessions (better-auth), and the guards every route checks its caller with. */
export function createAuthModule(
  deps: AuthModuleDeps,
): ServiceModule<Auth> & { guards: CallerGuards } {
  const { orgs, niches, publisher, sessionCacheMs, ...options } = deps;
  const sessions = createSessionCache({ ttlMs: sessionCacheMs });
  const auth = createAuth({
    ...options,
    onUserCreated: async (user) => {
      await orgs.createOrganization(`${user.name}'s organization`, user.id);
    },
    onSessionEnded: async (ended) => {
      sessions.forgetSession(ended.token);
      await publisher.endSession(ended.id);
    },
    onUserChanged: (userId) => sessions.forgetUser(userId),
  });
  const guards: CallerGuards = {
    currentUser: async (request) => {
      const cookie = sessions.cookieOf(request.headers);
      if (!cookie) return null;
      const cached = sessions.get(cookie);
      if (cached) return cached;
      const mark = sessions.mark();
      const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!found) return null;
      const user = { id: found.user.id, name: found.user.name, email: found.user.email };
      sessions.set(mark, cookie, found.session, user);
      return user;
    },
    currentSession: async (request) => {
      const found = await auth.api.getSession({
        headers: fromNodeHeaders(request.headers),
        query: { disableRefresh: true },
      });
      if (!found) return null;
      const { user, session } = found;
      return {
        user: { id: user.id, name: user.name, email: user.email },
        sessionId: session.id,
        expiresAt: session.expiresAt,
      };
    },
    membership: orgs.membership,
    niche: (userId, nicheId, manage) => niches.resolve(userId, nicheId, manage),
  };
  return {
    service: auth,
    guards,
    routes: (app) => registerAuthRoutes(app, auth, options.baseUrl),
  };
}
