import type { RealtimeEnvelope } from '@fathom/contract';
import type { Database, Db } from '../db/client';
import { createChannelsRepository } from './channels.repository';

/** The one Postgres NOTIFY channel that carries every realtime event to every API process. */
export const NOTIFY_CHANNEL = 'fathom_realtime';

/** Envelopes on this name tell every API process that a session ended; no client can subscribe to it. */
export const SESSIONS_CHANNEL = '#sessions';

export interface Publisher {
  publish(channel: string, event: string, data: unknown): Promise<void>;
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
  const publish = async (channel: string, event: string, data: unknown) => {
    const envelope: RealtimeEnvelope = { channel, event, data };
    await database.notify(NOTIFY_CHANNEL, JSON.stringify(envelope));
  };
  return {
    publish,
    claimChannel: (channel, organizationId, tx) => channels.claim(channel, organizationId, tx),
    endSession: (sessionId) => publish(SESSIONS_CHANNEL, 'ended', { sessionId }),
  };
}
