import {
  channels,
  DIVE_MESSAGES,
  isExhausted,
  isOfferedCount,
  reduceDiveProgress,
  startingProgress,
  takenPlaces,
  wouldExceed,
  type DiveProgress,
  type JOBS,
} from '@fathom/contract';
import type { JobQueue } from '../../jobs/registry';
import { conflict, DomainError, forbidden, invalid } from '../../lib/errors';
import type { BillingService } from '../billing/billing.service';
import type { ProductsService } from '../products/products.service';
import type { Repositories, UnitOfWork } from '../unit-of-work';
import type { DiveRun, NewDiveRun } from './dives.repository';
import { failedRun, progressColumns } from './run-progress';

export const PROGRESS_BAR_USED = 'This progressBarId was used before; start with a new one';

/** The key a dive run's quota is reserved and charged under (and released by a cancel). */
export const diveQuotaKey = (runId: string) => `dive:${runId}`;

/** The key the niche a new niche's run will make is reserved under, until the niche exists. */
export const nicheQuotaKey = (runId: string) => `niche:${runId}`;

/** Gives back what a run that failed or was cancelled reserved: its Dive ASINs and its niche. */
export async function releaseRun(billing: Pick<BillingService, 'release'>, runId: string) {
  await billing.release(diveQuotaKey(runId));
  await billing.release(nicheQuotaKey(runId));
}

/** What a run is asked to do; `launch` sets its state. */
export type RunRequest = Omit<NewDiveRun, 'status' | 'step' | 'progress' | 'text' | 'errorMessage'>;

/** Work of the caller that belongs to the start of a run. */
export interface LaunchSteps {
  /** In the run's unit of work, before the run exists: false leaves everything as it was. */
  claim?: (repos: Repositories) => Promise<boolean>;
  /** In the run's unit of work, once the run exists. */
  created?: (run: DiveRun, repos: Repositories) => Promise<void>;
  /** After the run is stored, before its job is queued. */
  beforeDispatch?: (run: DiveRun) => Promise<void>;
}

export interface LauncherDeps {
  work: UnitOfWork;
  billing: BillingService;
  products: Pick<ProductsService, 'hero' | 'checkDiveData'>;
  queue: Pick<JobQueue<typeof JOBS>, 'send'>;
}

/**
 * The state a run starts in: the first step or, when its competitors are known already (a
 * scheduled run that keeps the niche's), discovery done.
 */
function initialProgress(request: RunRequest): DiveProgress {
  const start = startingProgress();
  if (!request.competitorAsins) return start;
  const discovered = { type: 'discovery-completed', event: { success: true } } as const;
  return reduceDiveProgress(start, discovered, request.chained);
}

/** The one way a dive run starts, for a user's start and for a schedule alike. */
export function createLauncher(deps: LauncherDeps) {
  const { work, billing, queue } = deps;

  /**
   * Creates a run and registers its progress channels to its organization, in the caller's
   * unit of work. Null when the run exists already (same progressBarId or scheduled date in the
   * organization); a conflict when a channel name is registered already, to this organization or
   * another.
   */
  async function createRun(repos: Repositories, values: NewDiveRun): Promise<DiveRun | null> {
    const run = await repos.runs.createRun(values);
    if (!run) return null;
    const names = [channels.nicheDiscovery.name({ progressBarId: run.progressBarId })];
    if (run.diveProgressBarId)
      names.push(channels.dive.name({ progressBarId: run.diveProgressBarId }));
    for (const name of names)
      if (!(await repos.claimChannel(name, run.organizationId))) throw conflict(PROGRESS_BAR_USED);
    return run;
  }

  /**
   * Refuses a run the plan does not allow now: no plan, too many competitors, no niche or Dive
   * ASINs left; and a user's start with a count no form offers (a scheduled run dives what its
   * schedule or the niche holds).
   */
  async function gate(request: RunRequest, waiting: boolean): Promise<void> {
    const { organizationId, competitorsCount: count } = request;
    await billing.checkCompetitorCount(organizationId, count);
    const createsNiche = request.chained && request.nicheId == null;
    if (createsNiche && isExhausted(await billing.quota(organizationId, 'NUMBER_OF_NICHES')))
      throw forbidden(DIVE_MESSAGES.nicheLimit);
    const dived = await billing.quota(organizationId, 'DIVED_ASINS');
    if (wouldExceed(dived, count)) throw forbidden(DIVE_MESSAGES.divedAsinsLimit);
    const offered = {
      competitorCap: await billing.competitorCap(organizationId),
      divedAsins: dived,
      minimum: takenPlaces(request.asin, request.lockedAsins ?? []),
    };
    // A niche of named competitors is as large as the list, within the plan's cap.
    const named = request.competitorAsins != null;
    if (waiting && !named && !isOfferedCount(count, offered))
      throw invalid(DIVE_MESSAGES.countNotOffered);
  }

  /** Queues a run's next job; its progress channels were registered when it was created. */
  async function dispatch(run: DiveRun): Promise<void> {
    await queue.send(run.competitorAsins ? 'dives.dive' : 'dives.discover', { diveRunId: run.id });
  }

  /**
   * Holds what a chained run will use: its Dive ASINs and, when it makes a new niche, one niche of
   * the plan's limit. The reason it cannot, or null when both are held.
   */
  async function reserve(repos: Repositories, run: DiveRun): Promise<string | null> {
    const { id, organizationId: org } = run;
    const { quota } = repos;
    if (!(await quota.reserve(diveQuotaKey(id), org, 'DIVED_ASINS', run.competitorsCount)))
      return DIVE_MESSAGES.divedAsinsLimit;
    const niche = run.nicheId === null ? nicheQuotaKey(id) : null;
    if (niche && !(await quota.reserve(niche, org, 'NUMBER_OF_NICHES', 1)))
      return DIVE_MESSAGES.nicheLimit;
    return null;
  }

  /**
   * Starts a run: checks the plan and the quotas, stores the run at its first step with its
   * progress channels and, when it chains a dive, its reserved Dive ASINs (and the niche it will
   * make), all in one transaction, then queues its job. A run a user waits for is refused with the reason and leaves nothing; a
   * scheduled run, which nobody waits for, is stored failed with the reason, so its schedule
   * shows it. Null when the run exists already or `claim` says no.
   */
  async function launch(request: RunRequest, steps: LaunchSteps = {}): Promise<DiveRun | null> {
    const waiting = !request.scheduledFor;
    let refusal: string | null = null;
    try {
      await gate(request, waiting);
    } catch (error) {
      if (waiting || !(error instanceof DomainError)) throw error;
      refusal = error.message;
    }
    // A user hears at once that the hero does not exist; a scheduled run's job finds out.
    if (waiting) {
      const ctx = { orgId: request.organizationId };
      const tld = request.marketplace;
      await deps.products.checkDiveData(ctx, tld);
      if (!(await deps.products.hero(ctx, tld, request.asin)))
        throw invalid(DIVE_MESSAGES.heroNotFound);
    }
    const run = await work.run(async (repos) => {
      if (steps.claim && !(await steps.claim(repos))) return null;
      const state = refusal ? failedRun(refusal) : progressColumns(initialProgress(request));
      const created = await createRun(repos, { ...request, ...state });
      if (!created) return null;
      await steps.created?.(created, repos);
      if (refusal || !created.chained) return created;
      const refused = await reserve(repos, created);
      if (!refused) return created;
      if (waiting) throw forbidden(refused);
      const overQuota = failedRun(refused);
      await repos.runs.updateRun(created.id, overQuota);
      return { ...created, ...overQuota };
    });
    if (run?.status !== 'running') return run;
    await steps.beforeDispatch?.(run);
    await dispatch(run);
    return run;
  }

  return { launch, dispatch };
}
