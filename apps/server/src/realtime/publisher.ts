import type { AnyChannel, EventOf, IdsOf, PayloadOf, RealtimeEnvelope } from '@fathom/contract';
import type { Database, Db } from '../db/client';
import { createChannelsRepository } from './channels.repository';

/** The one Postgres NOTIFY channel that carries every realtime event to every API process. */
export const NOTIFY_CHANNEL = 'fathom_realtime';

/** Envelopes on this name tell every API process that a session ended; no client can subscribe to it. */
export const SESSIONS_CHANNEL = '#sessions';

export interface Publisher {
  /**
   * Sends an event to the channel named by `ids`, through NOTIFY to every API process. The payload
   * is checked against the event's schema, whose bounds keep it under the NOTIFY size limit.
   */
  publish<C extends AnyChannel, E extends EventOf<C>>(
    channel: C,
    ids: IdsOf<C>,
    event: E,
    data: PayloadOf<C, E>,
  ): Promise<void>;
  /**
   * Registers a progress channel to an organization, inside the transaction that creates the work
   * it reports. False when the name is registered already, to this or any other organization:
   * the first registration holds, so nobody can take over a channel by naming it.
   */
  claimChannel(channel: string, organizationId: number, tx?: Db): Promise<boolean>;
  /** Closes, in every API process, the sockets opened with this session. */
  endSession(sessionId: string): Promise<void>;
}

export function createPublisher(database: Database): Publisher {
  const channels = createChannelsRepository(database.db);
  const notify = async (envelope: RealtimeEnvelope) =>
    database.notify(NOTIFY_CHANNEL, JSON.stringify(envelope));
  return {
    async publish(channel, ids, event, data) {
      const schema = channel.events[event]!;
      await notify({ channel: channel.name(ids), event, data: schema.parse(data) });
    },
    claimChannel: (channel, organizationId, tx) => channels.claim(channel, organizationId, tx),
    endSession: (sessionId) =>
      notify({ channel: SESSIONS_CHANNEL, event: 'ended', data: { sessionId } }),
  };
}
