import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import {
  ClientMessage,
  REALTIME_PATH,
  type RealtimeEnvelope,
  type ServerMessage,
} from '@fathom/contract';
import type { Database } from '../db/client';
import { realtimeChannels } from '../db/schema';
import type { Guards } from '../http/route';
import { NOTIFY_CHANNEL } from './publisher';

const HEARTBEAT_MS = 30_000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Which organization a channel belongs to, or null for a channel nobody registered. */
async function channelOrganization(database: Database, channel: string): Promise<number | null> {
  const org = /^org-(\d+)$/.exec(channel);
  if (org) return Number(org[1]);
  const [row] = await database.db
    .select({ organizationId: realtimeChannels.organizationId })
    .from(realtimeChannels)
    .where(eq(realtimeChannels.name, channel));
  return row?.organizationId ?? null;
}

/**
 * The websocket at /api/realtime. A signed-in client subscribes to channels of its own
 * organizations; events arrive through Postgres NOTIFY from whichever process published them.
 */
export async function registerRealtime(
  app: FastifyInstance,
  database: Database,
  guards: Guards,
): Promise<void> {
  const subscribers = new Map<string, Set<WebSocket>>();

  const stopListening = await database.listen(NOTIFY_CHANNEL, (payload) => {
    const envelope = JSON.parse(payload) as RealtimeEnvelope;
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

  app.get(REALTIME_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
    // Handlers are attached at once so that nothing the client sends early is lost.
    const userReady = guards.currentUser(request).then((user) => {
      if (!user) socket.close(4401, 'Please sign in');
      return user;
    });
    const mine = new Set<string>();
    const send = (message: ServerMessage) => socket.send(JSON.stringify(message));

    socket.on('message', (raw) => {
      void (async () => {
        const user = await userReady;
        if (!user) return;
        const parsed = ClientMessage.safeParse(parseJson((raw as Buffer).toString('utf8')));
        if (!parsed.success) return;
        const { type, channel } = parsed.data;
        if (type === 'unsubscribe') {
          mine.delete(channel);
          subscribers.get(channel)?.delete(socket);
          return;
        }
        const organizationId = await channelOrganization(database, channel);
        const member =
          organizationId === null ? null : await guards.membership(user.id, organizationId);
        if (!member) {
          send({ type: 'denied', channel, message: 'Channel not found' });
          return;
        }
        mine.add(channel);
        let sockets = subscribers.get(channel);
        if (!sockets) subscribers.set(channel, (sockets = new Set()));
        sockets.add(socket);
        send({ type: 'subscribed', channel });
      })().catch((error: unknown) => request.log.error({ err: error }, 'realtime message failed'));
    });

    socket.on('close', () => {
      for (const channel of mine) {
        const sockets = subscribers.get(channel);
        sockets?.delete(socket);
        if (sockets?.size === 0) subscribers.delete(channel);
      }
    });
  });
}
