import type { z } from 'zod';

/** A channel's events: each event name with the zod schema of its payload. */
export type ChannelEvents = Record<string, z.ZodType>;

/**
 * One realtime channel, described once like an endpoint: the server publishes with it and the web
 * app subscribes with it, so a name, an event or a payload cannot drift between the two.
 */
export interface Channel<Ids, Events extends ChannelEvents> {
  /** The name a client subscribes to, made from the ids of what the channel reports on. */
  name: (ids: Ids) => string;
  events: Events;
}

export function defineChannel<Ids, const Events extends ChannelEvents>(
  channel: Channel<Ids, Events>,
): Channel<Ids, Events> {
  return channel;
}

/** Any channel, whatever its ids: a function of narrower ids still takes `never`. */
export type AnyChannel = Channel<never, ChannelEvents>;
export type IdsOf<C extends AnyChannel> = Parameters<C['name']>[0];
export type EventOf<C extends AnyChannel> = keyof C['events'] & string;
export type PayloadOf<C extends AnyChannel, E extends EventOf<C>> = z.output<C['events'][E]>;

/**
 * Postgres refuses a NOTIFY payload of 8000 bytes or more. Every event's strings are bounded so
 * that its envelope, JSON-encoded, stays below.
 */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7999;
