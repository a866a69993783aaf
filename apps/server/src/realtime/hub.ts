import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  REALTIME_LIMITS,
  REALTIME_PATH,
  type RealtimeEnvelope,
  type ServerMessage,
} from '@fathom/contract';
import type { Database } from '../db/client';
import { forbidden, type DomainError } from '../lib/errors';
import type { Guards } from '../http/route';
import type { MembershipCache } from '../modules/orgs/membership-cache';
import { createChannelsRepository } from './channels.repository';
import { serveConnection, type ChannelRouter } from './connection';
import { NOTIFY_CHANNEL, SESSIONS_CHANNEL } from './publisher';

const HEARTBEAT_MS = 30_000;

export const ORIGIN_REFUSED = 'This address may not open the realtime connection';

export interface RealtimeDeps {
  database: Database;
  guards: Guards;
  /** Origins a browser may open the socket from; a request without Origin is not a browser's. */
  trustedOrigins: readonly string[];
  /** Tells of every membership change, once the membership cache has forgotten the old one. */
  memberships: Pick<MembershipCache, 'watch'>;
}

/** A browser always sends Origin with a websocket upgrade: another site's page is refused. */
function refusedOrigin(
  trusted: ReadonlySet<string>,
  request: FastifyRequest,
): DomainError | undefined {
  const origin = request.headers.origin;
  return origin !== undefined && !trusted.has(origin) ? forbidden(ORIGIN_REFUSED) : undefined;
}

/**
 * The websocket at /api/realtime. A signed-in client subscribes to channels of its own
 * organizations; events arrive through Postgres NOTIFY from whichever process published them.
 */
export async function registerRealtime(app: FastifyInstance, deps: RealtimeDeps): Promise<void> {
  const subscribers = new Map<string, Set<WebSocket>>();
  const sessions = new Map<string, Set<() => void>>();
  const users = new Map<string, Set<(organizationId: number) => void>>();
  /** Each user's open sockets, oldest first, by the function that closes each. */
  const open = new Map<string, Set<() => void>>();

  const router: ChannelRouter = {
    join(channel, socket) {
      let sockets = subscribers.get(channel);
      if (!sockets) subscribers.set(channel, (sockets = new Set()));
      sockets.add(socket);
    },
    leave(channel, socket) {
      const sockets = subscribers.get(channel);
      sockets?.delete(socket);
      if (sockets?.size === 0) subscribers.delete(channel);
    },
    watchSession(sessionId, end) {
      let ends = sessions.get(sessionId);
      if (!ends) sessions.set(sessionId, (ends = new Set()));
      ends.add(end);
      return () => {
        ends.delete(end);
        if (ends.size === 0) sessions.delete(sessionId);
      };
    },
    watchMemberships(userId, changed) {
      let watchers = users.get(userId);
      if (!watchers) users.set(userId, (watchers = new Set()));
      watchers.add(changed);
      return () => {
        watchers.delete(changed);
        if (watchers.size === 0) users.delete(userId);
      };
    },
    admit(userId, closeOldest) {
      let theirs = open.get(userId);
      if (!theirs) open.set(userId, (theirs = new Set()));
      theirs.add(closeOldest);
      if (theirs.size > REALTIME_LIMITS.socketsPerUser) {
        const [oldest] = theirs;
        theirs.delete(oldest!);
        oldest!();
      }
      return () => {
        theirs.delete(closeOldest);
        if (theirs.size === 0 && open.get(userId) === theirs) open.delete(userId);
      };
    },
  };
  const stopWatching = deps.memberships.watch(({ userId, organizationId }) => {
    for (const changed of [...(users.get(userId) ?? [])]) changed(organizationId);
  });
  app.addHook('onClose', (_app, done) => {
    stopWatching();
    done();
  });

  const stopListening = await deps.database.listen(NOTIFY_CHANNEL, (payload) => {
    const envelope = JSON.parse(payload) as RealtimeEnvelope;
    if (envelope.channel === SESSIONS_CHANNEL) {
      const { sessionId } = envelope.data as { sessionId: string };
      for (const end of [...(sessions.get(sessionId) ?? [])]) end();
      return;
    }
    const sockets = subscribers.get(envelope.channel);
    if (!sockets) return;
    const message: ServerMessage = { type: 'event', ...envelope };
    const text = JSON.stringify(message);
    for (const socket of sockets) socket.send(text);
  });
  app.addHook('onClose', async () => stopListening());

  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer.clients) socket.ping();
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(heartbeat);
    done();
  });

  const channels = createChannelsRepository(deps.database.db);
  const trusted = new Set(deps.trustedOrigins);
  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: (request, _reply, done) => done(refusedOrigin(trusted, request)),
    },
    (socket, request) =>
      serveConnection(socket, request, { guards: deps.guards, channels, router }),
  );
}
