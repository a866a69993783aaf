import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimit, session, verification } from '../../db/schema';

export function createSystemRepository(db: Db) {
  return {
    /** One round trip; throws when the database does not answer. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },

    /** Deletes sessions and verifications expired at `now`, and rate-limit windows last used before `windowsBefore`. */
    async deleteExpired(now: Date, windowsBefore: Date): Promise<void> {
      await db.delete(session).where(lt(session.expiresAt, now));
      await db.delete(verification).where(lt(verification.expiresAt, now));
      await db.delete(rateLimit).where(lt(rateLimit.lastRequest, windowsBefore.getTime()));
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
