import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { realtimeChannels } from '../db/schema';

/** Which organization each progress channel belongs to (`realtime_channels`). */
export function createChannelsRepository(db: Db) {
  return {
    /** Registers a name, insert-if-absent; false when it is registered already. */
    async claim(channel: string, organizationId: number, tx: Db = db): Promise<boolean> {
      const inserted = await tx
        .insert(realtimeChannels)
        .values({ name: channel, organizationId })
        .onConflictDoNothing()
        .returning({ name: realtimeChannels.name });
      return inserted.length === 1;
    },

    /** The organization a registered channel belongs to, or null when nobody registered it. */
    async organizationOf(channel: string): Promise<number | null> {
      const [row] = await db
        .select({ organizationId: realtimeChannels.organizationId })
        .from(realtimeChannels)
        .where(eq(realtimeChannels.name, channel));
      return row?.organizationId ?? null;
    },

    async deleteOlderThan(cutoff: Date): Promise<void> {
      await db.delete(realtimeChannels).where(lt(realtimeChannels.createdAt, cutoff));
    },
  };
}

export type ChannelsRepository = ReturnType<typeof createChannelsRepository>;
