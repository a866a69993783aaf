import { lt, sql } from 'drizzle-orm';
import type { Health } from '@fathom/contract';
import type { Database } from '../../db/client';
import { rateLimit, session, verification } from '../../db/schema';
import { deleteChannelsOlderThan } from '../../realtime/publisher';

const DAY_MS = 86_400_000;

export function createSystemService(
  database: Database,
  queue: { running: boolean },
  role: Health['queue']['role'],
) {
  return {
    async health(): Promise<Health> {
      const started = performance.now();
      let ok = true;
      try {
        await database.db.execute(sql`select 1`);
      } catch {
        ok = false;
      }
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      const queueOk = queue.running;
      return {
        status: ok && queueOk ? 'ok' : 'degraded',
        database: { ok, driver: database.driver, latencyMs },
        queue: { ok: queueOk, role },
      };
    },

    /** Removes what has expired: sessions, verifications, rate-limit windows, old progress channels. */
    async maintenance(now = new Date()): Promise<void> {
      const { db } = database;
      await db.delete(session).where(lt(session.expiresAt, now));
      await db.delete(verification).where(lt(verification.expiresAt, now));
      await db.delete(rateLimit).where(lt(rateLimit.lastRequest, now.getTime() - DAY_MS));
      await deleteChannelsOlderThan(database, new Date(now.getTime() - 7 * DAY_MS));
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
