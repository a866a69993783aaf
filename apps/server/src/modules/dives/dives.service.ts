import { type DiveStatus, type JOBS, type MarketplaceTld } from '@fathom/contract';
import type { MarketDataProvider } from '@fathom/market';
import type { FastifyBaseLogger } from 'fastify';
import { conflict, invalid, notFound } from '../../lib/errors';
import type { JobQueue } from '../../jobs/registry';
import type { Publisher } from '../../realtime/publisher';
import type { BillingService } from '../billing/billing.service';
import type { NichesService } from '../niches/niches.service';
import type { ProductsService } from '../products/products.service';
import type { UnitOfWork } from '../unit-of-work';
import { createDiveJobs } from './dive-jobs';
import { createDiveTimeouts, isIdle } from './dive-timeouts';
import type { DivesRepository } from './dives.repository';
import { createLauncher, PROGRESS_BAR_USED } from './launch';
import { earlierStart, startCount, startRunValues, type StartBody } from './start-run';

export interface DivesDeps {
  work: UnitOfWork;
  repo: DivesRepository;
  market: MarketDataProvider;
  products: Pick<ProductsService, 'hero' | 'checkDiveData'>;
  billing: BillingService;
  publisher: Publisher;
  queue: Pick<JobQueue<typeof JOBS>, 'send'>;
  niches: Pick<NichesService, 'resolve' | 'find' | 'setExclusions' | 'storedExclusions'>;
  log: FastifyBaseLogger;
  /**
   * Tracks the hero of a finished dive in its new niche (a start with shouldCreateRankRadar):
   * answers the tracker's id.
   */
  trackHero?: (hero: {
    organizationId: number;
    asin: string;
    marketplace: MarketplaceTld;
    nicheId: number;
    keywords: number | null;
  }) => Promise<number>;
}

/** Told of a niche a finished dive wrote (new, or dived again), after its work is committed. */
export type DivedListener = (nicheId: number, userId: string) => Promise<void>;

/** Niche Dive: a user's start, its status and cancel, and the jobs that run it (spec: niche-dive §4, §7). */
export function createDivesService(deps: DivesDeps) {
  const { repo } = deps;
  const timeouts = createDiveTimeouts(deps);
  const launcher = createLauncher(deps);
  const dived: DivedListener[] = [];

  return {
    ...launcher,
    ...createDiveJobs({ ...deps, dived }, timeouts),
    /** Another module follows finished dives (the scorecard restates its evaluation). */
    onDived(listener: DivedListener): void {
      dived.push(listener);
    },
    cancel: timeouts.cancel,
    endIdleRuns: timeouts.endIdleRuns,

    async start(
      organizationId: number,
      userId: string,
      body: StartBody,
    ): Promise<{ sndId: string }> {
      const count = startCount(body);
      const repeated = () => earlierStart(repo, organizationId, body, count);
      const before = await repeated();
      if (before) return before;
      const again =
        body.nicheId === undefined ? null : await deps.niches.resolve(userId, body.nicheId, true);
      if (again) {
        const { niche } = again;
        if (niche.organizationId !== organizationId) throw notFound('Niche');
        if (niche.marketplace !== body.marketplace) {
          throw invalid(
            `This niche is in the ${niche.marketplace} marketplace: dive it again there`,
          );
        }
        if (!body.triggerDive) throw invalid('Dive Again needs triggerDive to rebuild the niche');
      }
      const run = await launcher.launch(startRunValues(organizationId, userId, body, count), {
        // The exclusions the user confirmed become the niche's own, for every later dive.
        ...(again && {
          beforeDispatch: () =>
            deps.niches.setExclusions(again.member, again.niche, body.excludedAsins),
        }),
      });
      if (run) return { sndId: run.id };
      // A start with the same key won the race: answer its run.
      const raced = await repeated();
      if (raced) return raced;
      throw conflict(PROGRESS_BAR_USED);
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
  };
}

export type DivesService = ReturnType<typeof createDivesService>;
