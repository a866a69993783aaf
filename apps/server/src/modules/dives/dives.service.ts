import {
  channels,
  ORG_EVENTS,
  type NicheChangedEvent,
  DIVE_MESSAGES,
  DIVE_TEXT,
  reduceDiveProgress,
  wouldExceed,
  type DiveProgress,
  type DiveProgressAction,
  type DiveStatus,
  type JOBS,
  type MarketplaceTld,
} from '@fathom/contract';
import type { MarketDataProvider, ProviderContext } from '@fathom/market';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { requireCapabilities } from '../../lib/capabilities';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import type { Attempt, JobQueue } from '../../jobs/registry';
import type { Publisher } from '../../realtime/publisher';
import type { BillingService } from '../billing/billing.service';
import type { NichesService } from '../niches/niches.service';
import { buildNiche } from './build-niche';
import { createDiveTimeouts, idleSince, isIdle } from './dive-timeouts';
import { discoverCompetitors, DiveError } from './discovery';
import {
  createReservedRun,
  diveQuotaKey,
  earlierStart,
  startRunValues,
  type StartBody,
} from './start-run';
import type { DiveRun, DivesRepository, NewDiveRun } from './dives.repository';

/** What a dive reads from the market: the products, their terms, search pages and sales. */
const DIVE_DATA = ['products', 'reverseAsin', 'searchResults', 'sales'] as const;

const PROGRESS_BAR_USED = 'This progressBarId was used before; start with a new one';

export interface DivesDeps {
  db: Db;
  repo: DivesRepository;
  market: MarketDataProvider;
  billing: BillingService;
  publisher: Publisher;
  queue: Pick<JobQueue<typeof JOBS>, 'send'>;
  niches: Pick<NichesService, 'manageable' | 'setExclusions' | 'storedExclusions'>;
  log: FastifyBaseLogger;
}

const progressOf = (run: DiveRun): DiveProgress => ({
  step: run.step as DiveProgress['step'],
  progress: run.progress,
  text: run.text,
  ...(run.errorMessage !== null && { error: run.errorMessage }),
  ...(run.link !== null && { link: run.link }),
});

/** The run ended while its job worked on it (cancelled, timed out, finished by another attempt). */
class RunEnded extends Error {}

/** Niche Dive: discovery of the best competitors, then the dive that builds the niche (spec: niche-dive §4, §7). */
export function createDivesService(deps: DivesDeps) {
  const { repo, market, billing, publisher, queue } = deps;
  const timeouts = createDiveTimeouts({ repo, publisher, billing });

  /**
   * Applies a progress step to the stored state, so a reload shows what the stream showed; false
   * when the run has ended meanwhile. It also yields to the event loop: in one process with the
   * API, a dive must not hold up other requests.
   */
  async function advance(
    run: DiveRun,
    action: DiveProgressAction,
    extra: Partial<DiveRun> = {},
    tx?: Db,
  ) {
    await new Promise((resolve) => setImmediate(resolve));
    const next = reduceDiveProgress(progressOf(run), action, run.chained);
    Object.assign(run, { step: next.step, progress: next.progress, text: next.text }, extra);
    return repo.updateRun(
      run.id,
      {
        step: next.step,
        progress: next.progress,
        text: next.text,
        errorMessage: next.error ?? null,
        ...extra,
      },
      tx,
    );
  }

  async function checkQuotas(organizationId: number, count: number, createsNiche: boolean) {
    await billing.checkCompetitorCount(organizationId, count);
    if (createsNiche) {
      const niches = await billing.quota(organizationId, 'NUMBER_OF_NICHES');
      if (niches.limit !== null && niches.used >= niches.limit)
        throw forbidden(DIVE_MESSAGES.nicheLimit);
    }
    const dived = await billing.quota(organizationId, 'DIVED_ASINS');
    if (wouldExceed(dived, count)) throw forbidden(DIVE_MESSAGES.divedAsinsLimit);
  }

  async function heroProduct(ctx: ProviderContext, marketplace: MarketplaceTld, asin: string) {
    const date = await market.latestDate(ctx, marketplace);
    const [hero] = await market.getProducts(ctx, marketplace, { asins: [asin], date });
    return hero?.title ? { hero, date } : null;
  }

  /** Progress of a run still running; a run that has ended stops its job. */
  async function step(run: DiveRun, action: DiveProgressAction) {
    if (!(await advance(run, action))) throw new RunEnded();
  }

  async function failRun(run: DiveRun, message: string) {
    await billing.release(diveQuotaKey(run.id));
    if (run.diveProgressBarId && run.competitorAsins) {
      const failed = await advance(
        run,
        { type: 'dive-completed', event: { success: false } },
        { status: 'failed', errorMessage: message },
      );
      if (failed)
        await publisher.publish(channels.dive(run.diveProgressBarId), 'v2-completed', {
          success: false,
        });
    } else {
      const failed = await advance(
        run,
        { type: 'discovery-completed', event: { success: false, errorMessage: message } },
        { status: 'failed' },
      );
      if (failed)
        await publisher.publish(channels.nicheDiscovery(run.progressBarId), 'completed', {
          success: false,
          errorMessage: message,
        });
    }
  }

  /**
   * Creates a run and registers its progress channels to its organization, in one transaction.
   * Null when the run exists already (same progressBarId or scheduled date in the organization);
   * 409 when a channel name is registered already, to this organization or another.
   */
  async function createRun(values: NewDiveRun, tx?: Db): Promise<DiveRun | null> {
    const create = async (t: Db) => {
      const run = await repo.createRun(values, t);
      if (!run) return null;
      const names = [channels.nicheDiscovery(run.progressBarId)];
      if (run.diveProgressBarId) names.push(channels.dive(run.diveProgressBarId));
      for (const name of names)
        if (!(await publisher.claimChannel(name, run.organizationId, t)))
          throw conflict(PROGRESS_BAR_USED);
      return run;
    };
    return tx ? create(tx) : deps.db.transaction(create);
  }

  /** Queues a run's next job; its progress channels were registered when it was created. */
  async function dispatch(run: DiveRun): Promise<void> {
    await queue.send(run.competitorAsins ? 'dives.dive' : 'dives.discover', { diveRunId: run.id });
  }

  return {
    createRun,
    dispatch,
    cancel: timeouts.cancel,
    endIdleRuns: timeouts.endIdleRuns,

    async start(
      organizationId: number,
      userId: string,
      body: StartBody,
    ): Promise<{ sndId: string }> {
      if (body.shouldCreateRankRadar) throw invalid(DIVE_MESSAGES.rankRadarUnavailable);
      const count = body.triggerDive?.numberOfCompetitors ?? body.competitorsCount;
      const repeated = () => earlierStart(repo, organizationId, body, count);
      const before = await repeated();
      if (before) return before;
      if (body.nicheId !== undefined) {
        const niche = await deps.niches.manageable(userId, body.nicheId);
        if (niche.organizationId !== organizationId) throw notFound('Niche');
        if (niche.marketplace !== body.marketplace) {
          throw invalid(
            `This niche is in the ${niche.marketplace} marketplace: dive it again there`,
          );
        }
        if (!body.triggerDive) throw invalid('Dive Again needs triggerDive to rebuild the niche');
      }
      await checkQuotas(
        organizationId,
        count,
        Boolean(body.triggerDive) && body.nicheId === undefined,
      );
      const ctx: ProviderContext = { orgId: organizationId };
      await requireCapabilities(market, ctx, body.marketplace, DIVE_DATA);
      if (!(await heroProduct(ctx, body.marketplace, body.asin)))
        throw invalid(DIVE_MESSAGES.heroNotFound);
      const run = await createReservedRun(
        { db: deps.db, createRun, billing },
        startRunValues(organizationId, userId, body, count),
      );
      if (!run) {
        // A start with the same key won the race: answer its run.
        const raced = await repeated();
        if (raced) return raced;
        throw conflict(PROGRESS_BAR_USED);
      }
      // The exclusions the user confirmed become the niche's own, for every later dive.
      if (body.nicheId !== undefined)
        await deps.niches.setExclusions(body.nicheId, body.excludedAsins);
      await dispatch(run);
      return { sndId: run.id };
    },

    async status(organizationId: number, sndId: string): Promise<DiveStatus> {
      let run = await repo.runInOrganization(organizationId, sndId);
      if (run && isIdle(run) && (await timeouts.timeOut(run)))
        run = await repo.runInOrganization(organizationId, sndId);
      if (!run) throw notFound('Dive');
      return {
        sndId: run.id,
        status: run.status,
        step: run.step as DiveStatus['step'],
        progress: run.progress,
        text: run.text,
        errorMessage: run.errorMessage,
        chained: run.chained,
        progressBarId: run.progressBarId,
        link: run.link,
      };
    },

    /** The discovery job: picks the competitors, then chains the dive. */
    async runDiscovery(diveRunId: string, attempt: Attempt): Promise<void> {
      const run = await repo.run(diveRunId);
      if (!run || run.status !== 'running') return;
      if (isIdle(run)) return void (await timeouts.timeOut(run));
      if (run.competitorAsins) {
        if (run.chained) await queue.send('dives.dive', { diveRunId });
        return;
      }
      const channel = channels.nicheDiscovery(run.progressBarId);
      const ctx: ProviderContext = { orgId: run.organizationId };
      try {
        const resolved = await heroProduct(ctx, run.marketplace as MarketplaceTld, run.asin);
        if (!resolved) throw new DiveError(DIVE_MESSAGES.heroNotFound);
        const asins = await discoverCompetitors(
          {
            market,
            ctx,
            marketplace: run.marketplace as MarketplaceTld,
            date: resolved.date,
            hero: resolved.hero,
            count: run.competitorsCount,
            locked: run.lockedAsins,
            excluded: [
              ...run.excludedAsins,
              ...(run.nicheId === null ? [] : await deps.niches.storedExclusions(run.nicheId)),
            ],
          },
          async (percentage, text) => {
            await step(run, { type: 'discovery-progress', event: { percentage, text } });
            await publisher.publish(channel, 'progress', { percentage, text });
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
        await publisher.publish(channel, 'completed', { success: true });
        if (run.chained) await queue.send('dives.dive', { diveRunId });
      } catch (error) {
        if (error instanceof RunEnded) return;
        if (error instanceof DiveError) return failRun(run, error.message);
        deps.log.error({ err: error, diveRunId }, 'discovery failed');
        if (!attempt.isLast) throw error;
        await failRun(run, DIVE_TEXT.discoveryFailed);
      }
    },

    /** The dive job: builds the niche and charges the quota, both in one transaction. */
    async runDive(diveRunId: string, attempt: Attempt): Promise<void> {
      const run = await repo.run(diveRunId);
      if (!run?.competitorAsins || !run.diveProgressBarId) return;
      const channel = channels.dive(run.diveProgressBarId);
      if (run.status !== 'running') {
        if (run.status === 'completed')
          await publisher.publish(channel, 'v2-completed', { success: true, link: run.link });
        return;
      }
      if (isIdle(run)) return void (await timeouts.timeOut(run));
      try {
        const marketplace = run.marketplace as MarketplaceTld;
        const built = await buildNiche(
          {
            market,
            ctx: { orgId: run.organizationId },
            marketplace,
            asins: run.competitorAsins.slice(0, run.competitorsCount),
            locked: run.lockedAsins,
          },
          async (percentage, text) => {
            await step(run, { type: 'dive-progress', event: { percentage, text } });
            await publisher.publish(channel, 'progress', { percentage, text });
          },
        );
        const { limit } = await billing.quota(run.organizationId, 'DIVED_ASINS');
        const saved = await deps.db.transaction(async (tx) => {
          // A cancelled or timed-out run saves nothing and charges nothing; a cancel waits for this.
          const activeSince = run.scheduledFor === null ? idleSince() : null;
          if (!(await repo.lockRunning(tx, run.id, activeSince))) throw new RunEnded();
          const { nicheId } = await repo.saveDive(tx, { ...built, run });
          const { used } = await billing.charge(
            tx,
            diveQuotaKey(run.id),
            run.organizationId,
            'DIVED_ASINS',
            built.competitors.length,
          );
          // Usage is row-locked by the charge: past the limit, the whole dive rolls back.
          if (limit !== null && used > limit) throw new DiveError(DIVE_MESSAGES.divedAsinsLimit);
          const link = `/niche/${nicheId}/niche-analysis/mkl`;
          await advance(
            run,
            { type: 'dive-completed', event: { success: true, link } },
            { status: 'completed', link, nicheId },
            tx,
          );
          return { link, nicheId };
        });
        await publisher.publish(channel, 'v2-completed', { success: true, link: saved.link });
        // Every open tab of the organization refreshes the niche (a re-dive changes it in place).
        const changed: NicheChangedEvent = { nicheId: saved.nicheId };
        await publisher.publish(
          channels.organization(run.organizationId),
          ORG_EVENTS.nicheChanged,
          changed,
        );
      } catch (error) {
        if (error instanceof RunEnded) return;
        if (error instanceof DiveError) return failRun(run, error.message);
        deps.log.error({ err: error, diveRunId }, 'dive failed');
        if (!attempt.isLast) throw error;
        await failRun(run, DIVE_TEXT.diveFailed);
      }
    },

    /** Every attempt of the run's job was lost (its workers died): the run fails visibly. */
    async lost(diveRunId: string): Promise<void> {
      const run = await repo.run(diveRunId);
      if (run?.status !== 'running') return;
      const diving = Boolean(run.diveProgressBarId && run.competitorAsins);
      await failRun(run, diving ? DIVE_TEXT.diveFailed : DIVE_TEXT.discoveryFailed);
    },
  };
}

export type DivesService = ReturnType<typeof createDivesService>;
