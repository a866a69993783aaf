import { lt } from 'drizzle-orm';
import type { RealtimeEnvelope } from '@fathom/contract';
import type { Database } from '../db/client';
import { realtimeChannels } from '../db/schema';

/** The one Postgres NOTIFY channel that carries every realtime event to every API process. */
export const NOTIFY_CHANNEL = 'fathom_realtime';

export interface Publisher {
  publish(channel: string, event: string, data: unknown): Promise<void>;
  /** Makes a progress channel subscribable by the members of one organization. */
  registerChannel(channel: string, organizationId: number): Promise<void>;
}

export function createPublisher(database: Database): Publisher {
  return {
    async publish(channel, event, data) {
      const envelope: RealtimeEnvelope = { channel, event, data };
      await database.notify(NOTIFY_CHANNEL, JSON.stringify(envelope));
    },
    async registerChannel(channel, organizationId) {
      await database.db
        .insert(realtimeChannels)
        .values({ name: channel, organizationId })
        .onConflictDoNothing();
    },
  };
}

/** Progress channels are only needed while their work runs and shortly after. */
export async function deleteChannelsOlderThan(database: Database, cutoff: Date): Promise<void> {
  await database.db.delete(realtimeChannels).where(lt(realtimeChannels.createdAt, cutoff));
}
