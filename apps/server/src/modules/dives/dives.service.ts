import {
  channels,
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
import type { MarketDataProvider } from '@fathom/market';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import type { Attempt, JobQueue } from '../../jobs/registry';
import type { Publisher } from '../../realtime/publisher';
import type { BillingService } from '../billing/billing.service';
import type { NichesService } from '../niches/niches.service';
import { buildNiche } from './build-niche';
import { discoverCompetitors, DiveError } from './discovery';
import {
  createReservedRun,
  diveQuotaKey,
  earlierStart,
  startRunValues,
  type StartBody,
} from './start-run';
import type { DiveRun, DivesRepository } from './dives.repository';

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

/** Niche Dive: discovery of the best competitors, then the dive that builds the niche (spec: niche-dive §4, §7). */
export function createDivesService(deps: DivesDeps) {
  const { repo, market, billing, publisher, queue } = deps;

  /**
   * Applies a progress step to the stored state, so a reload shows what the stream showed. It also
   * yields to the event loop: in one process with the API, a dive must not hold up other requests.
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
    await repo.updateRun(
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

  async function heroProduct(marketplace: MarketplaceTld, asin: string) {
    const date = await market.latestDate(marketplace);
    const [hero] = await market.getProducts(marketplace, { asins: [asin], date });
    return hero?.title ? { hero, date } : null;
  }

  async function failRun(run: DiveRun, message: string) {
    await billing.release(diveQuotaKey(run.id));
    if (run.diveProgressBarId && run.competitorAsins) {
      await advance(
        run,
        { type: 'dive-completed', event: { success: false } },
        { status: 'failed', errorMessage: message },
      );
      await publisher.publish(channels.dive(run.diveProgressBarId), 'v2-completed', {
        success: false,
      });
    } else {
      await advance(
        run,
        { type: 'discovery-completed', event: { success: false, errorMessage: message } },
        { status: 'failed' },
      );
      await publisher.publish(channels.nicheDiscovery(run.progressBarId), 'completed', {
        success: false,
        errorMessage: message,
      });
    }
  }

  /** Opens a run's progress channels to its organization and queues its next job. */
  async function dispatch(run: DiveRun): Promise<void> {
    await publisher.registerChannel(channels.nicheDiscovery(run.progressBarId), run.organizationId);
    if (run.diveProgressBarId) {
      await publisher.registerChannel(channels.dive(run.diveProgressBarId), run.organizationId);
    }
    await queue.send(run.competitorAsins ? 'dives.dive' : 'dives.discover', { diveRunId: run.id });
  }

  return {
    dispatch,

    async start(
      organizationId: number,
      userId: string,
      body: StartBody,
    ): Promise<{ sndId: string }> {
      if (body.shouldCreateRankRadar) throw new HttpError(400, DIVE_MESSAGES.rankRadarUnavailable);
      const count = body.triggerDive?.numberOfCompetitors ?? body.competitorsCount;
      const repeated = () => earlierStart(repo, organizationId, body, count);
      const before = await repeated();
      if (before) return before;
      if (body.nicheId !== undefined) {
        const niche = await deps.niches.manageable(userId, body.nicheId);
        if (niche.organizationId !== organizationId) throw notFound('Niche');
        if (niche.marketplace !== body.marketplace) {
          throw new HttpError(
            400,
            `This niche is in the ${niche.marketplace} marketplace: dive it again there`,
          );
        }
        if (!body.triggerDive)
          throw new HttpError(400, 'Dive Again needs triggerDive to rebuild the niche');
      }
      await checkQuotas(
        organizationId,
        count,
        Boolean(body.triggerDive) && body.nicheId === undefined,
      );
      if (!(await heroProduct(body.marketplace, body.asin)))
        throw new HttpError(400, DIVE_MESSAGES.heroNotFound);
      const run = await createReservedRun(
        deps,
        startRunValues(organizationId, userId, body, count),
      );
      if (!run) {
        // A start with the same key won the race: answer its run.
        const raced = await repeated();
        if (raced) return raced;
        throw conflict('This progressBarId was used before; start with a new one');
      }
      // The exclusions the user confirmed become the niche's own, for every later dive.
      if (body.nicheId !== undefined)
        await deps.niches.setExclusions(body.nicheId, body.excludedAsins);
      await dispatch(run);
      return { sndId: run.id };
    },

    async status(organizationId: number, sndId: string): Promise<DiveStatus> {
      const run = await repo.runInOrganization(organizationId, sndId);
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
      if (run.competitorAsins) {
        if (run.chained) await queue.send('dives.dive', { diveRunId });
        return;
      }
      const channel = channels.nicheDiscovery(run.progressBarId);
      try {
        const resolved = await heroProduct(run.marketplace as MarketplaceTld, run.asin);
        if (!resolved) throw new DiveError(DIVE_MESSAGES.heroNotFound);
        const asins = await discoverCompetitors(
          {
            market,
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
            await advance(run, { type: 'discovery-progress', event: { percentage, text } });
            await publisher.publish(channel, 'progress', { percentage, text });
          },
        );
        await advance(
          run,
          { type: 'discovery-completed', event: { success: true } },
          {
            competitorAsins: asins,
            status: run.chained ? 'running' : 'completed',
          },
        );
        await publisher.publish(channel, 'completed', { success: true });
        if (run.chained) await queue.send('dives.dive', { diveRunId });
      } catch (error) {
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
      try {
        const marketplace = run.marketplace as MarketplaceTld;
        const built = await buildNiche(
          {
            market,
            marketplace,
            asins: run.competitorAsins.slice(0, run.competitorsCount),
            locked: run.lockedAsins,
          },
          async (percentage, text) => {
            await advance(run, { type: 'dive-progress', event: { percentage, text } });
            await publisher.publish(channel, 'progress', { percentage, text });
          },
        );
        const { limit } = await billing.quota(run.organizationId, 'DIVED_ASINS');
        const link = await deps.db.transaction(async (tx) => {
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
          return link;
        });
        await publisher.publish(channel, 'v2-completed', { success: true, link });
      } catch (error) {
        if (error instanceof DiveError) return failRun(run, error.message);
        deps.log.error({ err: error, diveRunId }, 'dive failed');
        if (!attempt.isLast) throw error;
        await failRun(run, DIVE_TEXT.diveFailed);
      }
    },
  };
}

export type DivesService = ReturnType<typeof createDivesService>;
