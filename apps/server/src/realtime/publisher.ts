import { lt } from 'drizzle-orm';
import type { RealtimeEnvelope } from '@fathom/contract';
import type { Database, Db } from '../db/client';
import { realtimeChannels } from '../db/schema';

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
  const publish = async (channel: string, event: string, data: unknown) => {
    const envelope: RealtimeEnvelope = { channel, event, data };
    await database.notify(NOTIFY_CHANNEL, JSON.stringify(envelope));
  };
  return {
    publish,
    async claimChannel(channel, organizationId, tx = database.db) {
      const inserted = await tx
        .insert(realtimeChannels)
        .values({ name: channel, organizationId })
        .onConflictDoNothing()
        .returning({ name: realtimeChannels.name });
      return inserted.length === 1;
    },
    endSession: (sessionId) => publish(SESSIONS_CHANNEL, 'ended', { sessionId }),
  };
}

/** Progress channels are only needed while their work runs and shortly after. */
export async function deleteChannelsOlderThan(database: Database, cutoff: Date): Promise<void> {
  await database.db.delete(realtimeChannels).where(lt(realtimeChannels.createdAt, cutoff));
}
