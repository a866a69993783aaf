import { channels, DIVE_INACTIVITY_TIMEOUT_MS, DIVE_TEXT } from '@fathom/contract';
import { forbidden, notFound } from '../../lib/errors';
import type { Publisher } from '../../realtime/publisher';
import type { BillingService } from '../billing/billing.service';
import type { DiveRun, DivesRepository } from './dives.repository';
import { releaseRun } from './launch';
import { failedRun } from './run-progress';

/** Where a run that shows no progress since then has been given up on. */
export const idleSince = (now = new Date()) => new Date(now.getTime() - DIVE_INACTIVITY_TIMEOUT_MS);

/**
 * A run a user is waiting for ends when it shows no progress for the browser's inactivity timeout,
 * the same constant the progress modal uses. Scheduled runs have no one waiting and are left to
 * the scheduler.
 */
export const isIdle = (run: DiveRun, now = new Date()) =>
  run.status === 'running' && run.scheduledFor === null && run.updatedAt < idleSince(now);

/** Ending runs nobody waits for any more: the browser's cancel and the server's own time-out. */
export function createDiveTimeouts(deps: {
  repo: DivesRepository;
  publisher: Pick<Publisher, 'publish'>;
  billing: Pick<BillingService, 'release'>;
}) {
  const { repo, publisher, billing } = deps;

  /**
   * Ends a running run with the spec's time-out text and releases its reserved quota; false when
   * it had ended already.
   */
  async function timeOut(run: DiveRun): Promise<boolean> {
    const ended = await repo.updateRun(run.id, failedRun(DIVE_TEXT.timedOut));
    if (ended) {
      await releaseRun(billing, run.id);
      await publisher.publish(
        channels.nicheDiscovery,
        { progressBarId: run.progressBarId },
        'completed',
        { success: false, errorCode: 'TIMED_OUT', errorMessage: DIVE_TEXT.timedOut },
      );
    }
    return ended;
  }

  /**
   * The browser gave up on a run: it ends now, so it never saves a niche or charges. A run that
   * has already ended is left as it is; the caller reads how it ended.
   */
  async function cancel(organizationId: number, userId: string, sndId: string): Promise<void> {
    const run = await repo.runInOrganization(organizationId, sndId);
    if (!run) throw notFound('Dive');
    if (run.userId !== userId)
      throw forbidden('Only the member who started this dive can cancel it');
    if (run.status === 'running') await timeOut(run);
  }

  /** Ends every run a user was waiting for that has shown no progress for the time-out. */
  async function endIdleRuns(now = new Date()): Promise<number> {
    let ended = 0;
    for (const run of await repo.idleRuns(idleSince(now))) if (await timeOut(run)) ended++;
    return ended;
  }

  return { timeOut, cancel, endIdleRuns };
}

export type DiveTimeouts = ReturnType<typeof createDiveTimeouts>;
