import { z } from 'zod';

export const REALTIME_PATH = '/api/realtime';

/**
 * What one websocket may do. A client subscribes to a handful of channels; reconnecting sends its
 * subscriptions again at once, so the burst allows that. More is abuse and closes the socket.
 */
export const REALTIME_LIMITS = {
  /** Channels one socket may hold; a further subscribe is denied. */
  subscriptionsPerSocket: 50,
  /** Messages a socket may send at once (a token bucket of this size)... */
  messageBurst: 60,
  /** ...refilled at this many messages a second. */
  messagesPerSecond: 10,
  /** Larger client messages close the socket (1009). */
  maxMessageBytes: 1024,
  /**
   * Sockets one user may hold open in one API process: a tab holds one, so this is twenty tabs.
   * The next one closes the user's oldest (4409), which bounds what one account can queue.
   */
  socketsPerUser: 20,
} as const;

/** Why the server closed a socket. */
export const REALTIME_CLOSE = {
  /** Not signed in, or the session ended (signed out, revoked, expired). */
  signedOut: { code: 4401, reason: 'Please sign in' },
  /** More messages than the limits allow. */
  tooManyMessages: { code: 4429, reason: 'Too many messages' },
  /** The user opened more sockets than the limit: their oldest closes. */
  tooManySockets: {
    code: 4409,
    reason: `Closed for a newer connection: at most ${REALTIME_LIMITS.socketsPerUser} are open at once`,
  },
} as const;

export const REALTIME_MESSAGES = {
  channelNotFound: 'Channel not found',
  tooManySubscriptions: `A connection can follow at most ${REALTIME_LIMITS.subscriptionsPerSocket} channels`,
} as const;

export const CHANNEL_NAME = /^[a-z]+-[A-Za-z0-9_-]{1,100}$/;

export const ClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel: z.string().regex(CHANNEL_NAME) }),
  z.object({ type: z.literal('unsubscribe'), channel: z.string().regex(CHANNEL_NAME) }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

export type ServerMessage =
  | { type: 'subscribed'; channel: string }
  | { type: 'denied'; channel: string; message: string }
  | { type: 'event'; channel: string; event: string; data: unknown };

/** What a publisher sends through the database to every API process. */
export interface RealtimeEnvelope {
  channel: string;
  event: string;
  data: unknown;
}
