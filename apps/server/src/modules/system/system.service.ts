import type { Health } from '@fathom/contract';
import type { Database } from '../../db/client';
import type { ChannelsRepository } from '../../realtime/channels.repository';
import type { SystemRepository } from './system.repository';

const DAY_MS = 86_400_000;

export interface SystemDeps {
  repo: SystemRepository;
  /** Progress channel registrations: only needed while their work runs and shortly after. */
  channels: Pick<ChannelsRepository, 'deleteOlderThan'>;
  driver: Database['driver'];
  queue: { running: boolean };
  role: Health['queue']['role'];
}

export function createSystemService({ repo, channels, driver, queue, role }: SystemDeps) {
  return {
    async health(): Promise<Health> {
      const started = performance.now();
      let ok = true;
      try {
        await repo.ping();
      } catch {
        ok = false;
      }
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      const queueOk = queue.running;
      return {
        status: ok && queueOk ? 'ok' : 'degraded',
        database: { ok, driver, latencyMs },
        queue: { ok: queueOk, role },
      };
    },

    /** Removes what has expired: sessions, verifications, rate-limit windows, old progress channels. */
    async maintenance(now = new Date()): Promise<void> {
      await repo.deleteExpired(now, new Date(now.getTime() - DAY_MS));
      await channels.deleteOlderThan(new Date(now.getTime() - 7 * DAY_MS));
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
