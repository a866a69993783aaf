import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  ClientMessage,
  REALTIME_CLOSE,
  REALTIME_LIMITS,
  REALTIME_MESSAGES,
  type ServerMessage,
} from '@fathom/contract';
import type { Guards } from '../http/route';
import type { SessionUser } from '../lib/identity';
import type { ChannelsRepository } from './channels.repository';

/** What a connection needs from the hub that routes events to it. */
export interface ChannelRouter {
  join(channel: string, socket: WebSocket): void;
  leave(channel: string, socket: WebSocket): void;
  /** Calls `end` when the session ends in any API process; returns the function that stops watching. */
  watchSession(sessionId: string, end: () => void): () => void;
  /**
   * Calls `changed` with the organization whenever the user's membership in it is added, changed
   * or removed; returns the function that stops watching.
   */
  watchMemberships(userId: string, changed: (organizationId: number) => void): () => void;
  /**
   * Counts the socket among the user's open ones; when they are more than the limit, the oldest
   * is told to close. Returns the function that stops counting it.
   */
  admit(userId: string, closeOldest: () => void): () => void;
}

export interface ConnectionDeps {
  channels: Pick<ChannelsRepository, 'organizationOf'>;
  guards: Guards;
  router: ChannelRouter;
}

/** An abuser whose socket does not answer the close handshake is cut off after this long. */
const CLOSE_GRACE_MS = 1_000;
/** setTimeout's longest delay; a later session expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A token bucket: `burst` messages at once, refilled at `perSecond`. */
export function messageBudget(burst: number, perSecond: number, now = () => Date.now()) {
  let tokens = burst;
  let last = now();
  return () => {
    const at = now();
    tokens = Math.min(burst, tokens + ((at - last) / 1000) * perSecond);
    last = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Which organization a channel belongs to, or null for a channel nobody registered. */
function channelOrganization(
  channels: ConnectionDeps['channels'],
  channel: string,
): Promise<number | null> {
  const org = /^org-(\d+)$/.exec(channel);
  return org ? Promise.resolve(Number(org[1])) : channels.organizationOf(channel);
}

/** A niche's channel is for the members who may see the niche: its organization, or null. */
async function nicheOrganization(
  guards: Guards,
  userId: string,
  nicheId: number,
): Promise<number | null> {
  if (!Number.isSafeInteger(nicheId) || nicheId < 1 || nicheId > 2_147_483_647) return null;
  try {
    return (await guards.niche(userId, nicheId, false)).member.organizationId;
  } catch {
    return null;
  }
}

/**
 * One client's socket. The session is checked when it opens, on every subscribe and when it
 * expires; a session that ended closes the socket, as do more messages than the limits allow.
 * Messages are handled one after another, in the order they came.
 */
export function serveConnection(socket: WebSocket, request: FastifyRequest, deps: ConnectionDeps) {
  const { channels, guards, router } = deps;
  /** The channels followed, with the organization each belongs to. */
  const mine = new Map<string, number>();
  const withinBudget = messageBudget(
    REALTIME_LIMITS.messageBurst,
    REALTIME_LIMITS.messagesPerSecond,
  );
  let closed = false;
  let unwatch: (() => void) | null = null;
  let unwatchMemberships: (() => void) | null = null;
  let unadmit: (() => void) | null = null;
  let expiry: ReturnType<typeof setTimeout> | undefined;

  const send = (message: ServerMessage) => socket.send(JSON.stringify(message));
  const close = ({ code, reason }: { code: number; reason: string }) => {
    if (closed) return;
    closed = true;
    socket.close(code, reason);
    setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
  };

  /** The session's user while the session holds; otherwise the socket closes and this is null. */
  async function sessionUser(): Promise<SessionUser | null> {
    const session = await guards.currentSession(request);
    if (closed) return null;
    if (!session) {
      close(REALTIME_CLOSE.signedOut);
      return null;
    }
    unadmit ??= router.admit(session.user.id, () => close(REALTIME_CLOSE.tooManySockets));
    unwatch ??= router.watchSession(session.sessionId, () => close(REALTIME_CLOSE.signedOut));
    unwatchMemberships ??= router.watchMemberships(session.user.id, (organizationId) => {
      queue = queue.then(() => recheck(session.user.id, organizationId)).catch(failed);
    });
    clearTimeout(expiry);
    const delay = Math.min(MAX_TIMER_MS, session.expiresAt.getTime() - Date.now() + 1);
    expiry = setTimeout(() => void sessionUser().catch(failed), Math.max(0, delay));
    expiry.unref();
    return session.user;
  }

  async function subscribe(channel: string): Promise<void> {
    if (!mine.has(channel) && mine.size >= REALTIME_LIMITS.subscriptionsPerSocket) {
      send({ type: 'denied', channel, message: REALTIME_MESSAGES.tooManySubscriptions });
      return;
    }
    const user = await sessionUser();
    if (!user) return;
    const niche = /^niche-(\d+)$/.exec(channel);
    const organizationId = niche
      ? await nicheOrganization(guards, user.id, Number(niche[1]))
      : await channelOrganization(channels, channel);
    const member =
      organizationId === null ? null : await guards.membership(user.id, organizationId);
    if (closed) return;
    if (!member) {
      send({ type: 'denied', channel, message: REALTIME_MESSAGES.channelNotFound });
      return;
    }
    mine.set(channel, organizationId!);
    router.join(channel, socket);
    send({ type: 'subscribed', channel });
  }

  /** A member who left or was removed stops hearing the organization's channels at once. */
  async function recheck(userId: string, organizationId: number): Promise<void> {
    const followed = [...mine].filter(([, org]) => org === organizationId);
    if (closed || followed.length === 0) return;
    if (await guards.membership(userId, organizationId)) return;
    for (const [channel] of followed) {
      mine.delete(channel);
      router.leave(channel, socket);
      if (!closed) send({ type: 'denied', channel, message: REALTIME_MESSAGES.channelNotFound });
    }
  }

  async function handle(raw: RawData): Promise<void> {
    if (closed) return;
    const parsed = ClientMessage.safeParse(parseJson((raw as Buffer).toString('utf8')));
    if (!parsed.success) return;
    const { type, channel } = parsed.data;
    if (type === 'subscribe') return subscribe(channel);
    mine.delete(channel);
    router.leave(channel, socket);
  }

  function failed(error: unknown) {
    request.log.error({ err: error }, 'realtime message failed');
  }

  // Handlers are attached at once so that nothing the client sends early is lost.
  let queue = sessionUser().then(() => undefined, failed);
  socket.on('message', (raw) => {
    if (closed) return;
    if (!withinBudget()) {
      close(REALTIME_CLOSE.tooManyMessages);
      return;
    }
    queue = queue.then(() => handle(raw)).catch(failed);
  });

  socket.on('close', () => {
    closed = true;
    clearTimeout(expiry);
    unwatch?.();
    unwatchMemberships?.();
    unadmit?.();
    for (const channel of mine.keys()) router.leave(channel, socket);
    mine.clear();
  });
}
