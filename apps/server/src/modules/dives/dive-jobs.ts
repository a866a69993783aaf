import { setImmediate } from 'node:timers/promises';
import {
  buildPath,
  channels,
  DIVE_MESSAGES,
  DIVE_TEXT,
  progressEvent,
  reduceDiveProgress,
  webRoutes,
  type DiveProgressAction,
  type MarketplaceTld,
  type ProgressErrorCode,
} from '@fathom/contract';
import type { Attempt } from '../../jobs/registry';
import type { DivedListener, DivesDeps } from './dives.service';
import { idleSince, isIdle, type DiveTimeouts } from './dive-timeouts';
import type { ManualRow } from '../keyword-lists/domain/manual';
import { readMarket } from '../keyword-lists/manual-market';
import { reapplyKeywordLists } from '../keyword-lists/keyword-lists.service';
import { buildNiche, type BuiltNiche } from './domain/build-niche';
import { discoverCompetitors, DiveError } from './domain/discovery';
import type { DiveRun, DivesRepository } from './dives.repository';
import { diveQuotaKey, nicheQuotaKey, releaseRun } from './launch';
import { progressColumns, progressOf } from './run-progress';

/** The run ended while its job worked on it (cancelled, timed out, finished by another attempt). */
class RunEnded extends Error {}

/**
 * A running job stores its progress at most this often. Every progress event is still published
 * at once; a reload shows progress at most this old, and a cancelled run stops at its next save.
 * Completions and failures are stored as they happen.
 */
const PROGRESS_SAVE_INTERVAL_MS = 250;

/** The run's progress state after an action, set on the run in memory. */
function applyProgress(run: DiveRun, action: DiveProgressAction, extra: Partial<DiveRun> = {}) {
  const next = reduceDiveProgress(progressOf(run), action, run.chained);
  Object.assign(run, { step: next.step, progress: next.progress, text: next.text }, extra);
  return next;
}

/** The jobs of a run: discovery of the best competitors, then the dive that builds the niche. */
export function createDiveJobs(
  deps: DivesDeps & { dived: readonly DivedListener[] },
  timeouts: Pick<DiveTimeouts, 'timeOut'>,
) {
  const { repo, market, billing, publisher, queue } = deps;

  /**
   * Applies a progress step to the stored state, so a reload shows what the stream showed; false
   * when the run has ended meanwhile. It also yields to the event loop: in one process with the
   * API, a dive must not hold up other requests.
   */
  async function advance(
    run: DiveRun,
    action: DiveProgressAction,
    extra: Partial<DiveRun> = {},
    runs: Pick<DivesRepository, 'updateRun'> = repo,
  ) {
    await setImmediate();
    const next = applyProgress(run, action, extra);
    return runs.updateRun(run.id, { ...progressColumns(next), ...extra });
  }

  /** The exclusions of the niche a run dives again; none for a new niche or one now gone. */
  async function storedExclusions(scope: { organizationId: number }, nicheId: number | null) {
    const niche = nicheId === null ? null : await deps.niches.find(scope, nicheId);
    return niche ? deps.niches.storedExclusions(scope, niche) : [];
  }

  /**
   * A dive started with shouldCreateRankRadar tracks its hero in the niche it built, and leads to
   * that Rank Radar; when the tracker cannot be made, the dive still leads to its niche.
   */
  async function trackHero(run: DiveRun, saved: { link: string; nicheId: number }) {
    if (!deps.trackHero) return saved.link;
    try {
      const trackerId = await deps.trackHero({
        organizationId: run.organizationId,
        asin: run.asin,
        marketplace: run.marketplace,
        nicheId: saved.nicheId,
        keywords: run.numberOfRankRadarKeywords,
      });
      const link = `/rank-radar/${trackerId}`;
      await repo.leadTo(run.id, link);
      return link;
    } catch (error) {
      deps.log.warn({ err: error, diveRunId: run.id }, 'the Rank Radar of a dive was not made');
      return saved.link;
    }
  }

  /** When each run this process works on last stored its progress. */
  const savedAt = new WeakMap<DiveRun, number>();

  /** Progress of a run still running; a run found ended when it is stored stops its job. */
  async function step(run: DiveRun, action: DiveProgressAction) {
    const now = Date.now();
    if (now - (savedAt.get(run) ?? 0) < PROGRESS_SAVE_INTERVAL_MS) {
      await setImmediate();
      applyProgress(run, action);
      return;
    }
    savedAt.set(run, now);
    if (!(await advance(run, action))) throw new RunEnded();
  }

  async function failRun(run: DiveRun, message: string, errorCode: ProgressErrorCode) {
    await releaseRun(billing, run.id);
    if (run.diveProgressBarId && run.competitorAsins) {
      const event = { success: false, errorCode } as const;
      const failed = await advance(
        run,
        { type: 'dive-completed', event },
        { status: 'failed', errorMessage: message },
      );
      if (failed)
        await publisher.publish(
          channels.dive,
          { progressBarId: run.diveProgressBarId },
          'v2-completed',
          event,
        );
    } else {
      const event = { success: false, errorCode, errorMessage: message } as const;
      const failed = await advance(
        run,
        { type: 'discovery-completed', event },
        { status: 'failed' },
      );
      if (failed)
        await publisher.publish(
          channels.nicheDiscovery,
          { progressBarId: run.progressBarId },
          'completed',
          event,
        );
    }
  }

  return {
    /** The discovery job: picks the competitors, then chains the dive. */
    async runDiscovery(diveRunId: string, attempt: Attempt): Promise<void> {
      const run = await repo.run(diveRunId);
      if (!run || run.status !== 'running') return;
      if (isIdle(run)) return void (await timeouts.timeOut(run));
      if (run.competitorAsins) {
        if (run.chained) await queue.send('dives.dive', { diveRunId });
        return;
      }
      const ids = { progressBarId: run.progressBarId };
      const ctx = { orgId: run.organizationId };
      try {
        const resolved = await deps.products.hero(ctx, run.marketplace, run.asin);
        if (!resolved) throw new DiveError(DIVE_MESSAGES.heroNotFound);
        const asins = await discoverCompetitors(
          {
            market,
            ctx,
            marketplace: run.marketplace,
            date: resolved.date,
            hero: resolved.hero,
            count: run.competitorsCount,
            locked: run.lockedAsins,
            excluded: [
              ...run.excludedAsins,
              ...(await storedExclusions({ organizationId: run.organizationId }, run.nicheId)),
            ],
          },
          async (percentage, text) => {
            const event = progressEvent(percentage, text);
            await step(run, { type: 'discovery-progress', event });
            await publisher.publish(channels.nicheDiscovery, ids, 'progress', event);
          },
        );
        const found = await advance(
          run,
          { type: 'discovery-completed', event: { success: true } },
          {
            competitorAsins: asins,
            status: run.chained ? 'running' : 'completed',
          },
        );
        if (!found) return;
        await publisher.publish(channels.nicheDiscovery, ids, 'completed', { success: true });
        if (run.chained) await queue.send('dives.dive', { diveRunId });
      } catch (error) {
        if (error instanceof RunEnded) return;
        if (error instanceof DiveError) return failRun(run, error.message, error.code);
        deps.log.error({ err: error, diveRunId }, 'discovery failed');
        if (!attempt.isLast) throw error;
        await failRun(run, DIVE_TEXT.discoveryFailed, 'FAILED');
      }
    },

    /** The dive job: builds the niche and charges the quota, both in one transaction. */
    async runDive(diveRunId: string, attempt: Attempt): Promise<void> {
      const run = await repo.run(diveRunId);
      if (!run?.competitorAsins || !run.diveProgressBarId) return;
      const ids = { progressBarId: run.diveProgressBarId };
      if (run.status !== 'running') {
        if (run.status === 'completed')
          await publisher.publish(channels.dive, ids, 'v2-completed', {
            success: true,
            link: run.link ?? undefined,
          });
        return;
      }
      if (isIdle(run)) return void (await timeouts.timeOut(run));
      try {
        const marketplace = run.marketplace;
        const built = await buildNiche(
          {
            market,
            ctx: { orgId: run.organizationId },
            marketplace,
            asins: run.competitorAsins.slice(0, run.competitorsCount),
            locked: run.lockedAsins,
          },
          async (percentage, text) => {
            const event = progressEvent(percentage, text);
            await step(run, { type: 'dive-progress', event });
            await publisher.publish(channels.dive, ids, 'progress', event);
          },
        );
        const handAdded = await handAddedKeywords(deps, run, built);
        const { limit } = await billing.quota(run.organizationId, 'DIVED_ASINS');
        const saved = await deps.work.run(async (repos) => {
          // A cancelled or timed-out run saves nothing and charges nothing; a cancel waits for this.
          const activeSince = run.scheduledFor === null ? idleSince() : null;
          if (!(await repos.runs.lockRunning(run.id, activeSince))) throw new RunEnded();
          const { nicheId } = await repos.runs.saveDive({ ...built, run });
          // A new niche now counts itself: the place its start held is given back with it.
          await repos.quota.release(nicheQuotaKey(run.id));
          // A niche dived again keeps its keyword list settings: they sort the new dive's lists.
          // ...and its hand edits: keywords removed stay out, keywords added by hand come back.
          if (run.nicheId !== null)
            await reapplyKeywordLists(repos.keywordLists, nicheId, handAdded);
          const { used } = await repos.quota.charge(
            diveQuotaKey(run.id),
            run.organizationId,
            'DIVED_ASINS',
            built.competitors.length,
          );
          // Usage is row-locked by the charge: past the limit, the whole dive rolls back.
          if (limit !== null && used > limit)
            throw new DiveError(DIVE_MESSAGES.divedAsinsLimit, 'QUOTA');
          const link = buildPath(webRoutes.nicheMkl, { nicheId });
          await advance(
            run,
            { type: 'dive-completed', event: { success: true, link } },
            { status: 'completed', link, nicheId },
            repos.runs,
          );
          return { link, nicheId };
        });
        const link = run.shouldCreateRankRadar ? await trackHero(run, saved) : saved.link;
        await publisher.publish(channels.dive, ids, 'v2-completed', { success: true, link });
        // Every open tab of the organization refreshes the niche (a re-dive changes it in place).
        await publisher.publish(
          channels.organization,
          { orgId: run.organizationId },
          'niche-changed',
          { nicheId: saved.nicheId },
        );
        for (const listener of deps.dived) {
          if (run.userId === null) break;
          // What follows a dive must not fail it: the dive is saved and charged already.
          await listener(saved.nicheId, run.userId).catch((error: unknown) =>
            deps.log.warn({ err: error, nicheId: saved.nicheId }, 'after a dive'),
          );
        }
      } catch (error) {
        if (error instanceof RunEnded) return;
        if (error instanceof DiveError) return failRun(run, error.message, error.code);
        deps.log.error({ err: error, diveRunId }, 'dive failed');
        if (!attempt.isLast) throw error;
        await failRun(run, DIVE_TEXT.diveFailed, 'FAILED');
      }
    },

    /** Every attempt of the run's job was lost (its workers died): the run fails visibly. */
    async lost(diveRunId: string): Promise<void> {
      const run = await repo.run(diveRunId);
      if (run?.status !== 'running') return;
      const diving = Boolean(run.diveProgressBarId && run.competitorAsins);
      await failRun(run, diving ? DIVE_TEXT.diveFailed : DIVE_TEXT.discoveryFailed, 'FAILED');
    },
  };
}

/**
 * A niche dived again keeps the keywords added to it by hand: those the new dive did not find are
 * read from the market against its products, before the dive's transaction.
 */
async function handAddedKeywords(
  deps: DivesDeps,
  run: { nicheId: number | null; organizationId: number; marketplace: MarketplaceTld },
  built: BuiltNiche,
): Promise<ManualRow[]> {
  const nicheId = run.nicheId;
  if (nicheId === null) return [];
  const edits = await deps.work.run((repos) => repos.keywordLists.edits(nicheId));
  const found = new Set(built.keywords.map((k) => k.keyword));
  const terms = edits.filter((e) => e.kind === 'added' && !found.has(e.keyword));
  if (terms.length === 0) return [];
  return readMarket(
    deps.market,
    run,
    built.competitors.map((c) => c.asin),
    terms.map((e) => e.keyword),
  );
}
