import { randomBytes } from 'node:crypto';
import {
  DIVE_MESSAGES,
  followingRunDate,
  marketplaceDate,
  MARKETPLACES,
  nextRunDate,
  takenPlaces,
  type Schedule,
  type ScheduleBody,
} from '@fathom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { invalid, notFound } from '../../lib/errors';
import type { Membership } from '../../lib/identity';
import type { Scope } from '../../lib/scope';
import type { BillingService } from '../billing/billing.service';
import type { NicheRef } from '../niches/niches.repository';
import type { Niche, NichesService } from '../niches/niches.service';
import type { DivesService } from '../dives/dives.service';
import type { ProductsService } from '../products/products.service';
import type { ScheduleRow, SchedulesRepository } from './schedules.repository';

/** Progress channels of a scheduled run are named by the server, unguessably. */
const progressBarId = () => randomBytes(16).toString('hex');

/** A scheduled run whose job shows no progress for this long is sent again. */
const STALLED_MS = 10 * 60_000;

export interface SchedulesDeps {
  repo: SchedulesRepository;
  niches: Pick<NichesService, 'find' | 'storedExclusions'>;
  products: Pick<ProductsService, 'hero'>;
  billing: BillingService;
  dives: Pick<DivesService, 'launch' | 'dispatch'>;
  log: FastifyBaseLogger;
}

/** The date that is furthest ahead among the marketplaces, so no due schedule is missed. */
function latestMarketplaceDate(now: Date): string {
  return MARKETPLACES.map((m) => marketplaceDate(m.tld, now))
    .sort()
    .at(-1)!;
}

/** Scheduled AutoDive: the schedule of a niche, and the tick that starts due dives exactly once. */
export function createSchedulesService(deps: SchedulesDeps) {
  const { repo, billing } = deps;

  async function view(scope: Scope, row: ScheduleRow): Promise<Schedule> {
    const last = row.lastDiveRunId ? await repo.lastRun(scope, row.lastDiveRunId) : null;
    return {
      nicheId: row.nicheId,
      interval: row.interval,
      dayOfWeek: row.dayOfWeek,
      dayOfMonth: row.dayOfMonth,
      type: row.type,
      heroAsin: row.heroAsin,
      numberOfCompetitors: row.numberOfCompetitors,
      lockedAsins: row.lockedAsins,
      excludedAsins: row.excludedAsins,
      nextRunDate: row.nextRunDate,
      lastRun: last?.date
        ? { date: last.date, status: last.status, errorMessage: last.errorMessage }
        : null,
    };
  }

  type Due = Awaited<ReturnType<SchedulesRepository['due']>>[number];

  /**
   * What a scheduled run dives. Regular (same competitors): the niche's current products without
   * the excluded ones, keeping their locks. Niche: discovery from the schedule's hero, keeping the
   * niche's locked competitors (as Dive Again does) and the schedule's own locks; the count grows
   * to hold them. Either way within the tier's cap; without a plan, what the schedule asks (the
   * launch then records why the run cannot start).
   */
  async function plan({ schedule, organizationId, latestResearchId, nicheHero }: Due) {
    const scope = { organizationId };
    const cap = await billing.competitorCap(organizationId);
    const limit = cap ?? Number.POSITIVE_INFINITY;
    const niche = await deps.niches.find(scope, schedule.nicheId);
    const excluded = new Set([
      ...schedule.excludedAsins,
      ...(niche ? await deps.niches.storedExclusions(scope, niche) : []),
    ]);
    const products = (
      latestResearchId === null || !niche ? [] : await repo.competitors(scope, niche)
    ).filter((p) => !excluded.has(p.asin));
    if (cap === null || schedule.type !== 'SameCompetitors' || latestResearchId === null) {
      const hero = schedule.heroAsin ?? nicheHero;
      const locked = [
        ...new Set([
          // As in Dive Again: the niche's locked competitors, its current hero aside.
          ...products.filter((p) => p.locked && p.asin !== nicheHero).map((p) => p.asin),
          ...schedule.lockedAsins.filter((asin) => !excluded.has(asin)),
        ]),
      ].slice(0, Math.max(0, limit - 1));
      const count = Math.max(schedule.numberOfCompetitors, takenPlaces(hero, locked));
      return { count: Math.min(count, limit), current: null, locked };
    }
    const kept = products.slice(0, cap);
    const current = kept.map((p) => p.asin);
    const locked = new Set([
      ...kept.filter((p) => p.locked).map((p) => p.asin),
      ...schedule.lockedAsins.filter((asin) => current.includes(asin)),
    ]);
    return { count: current.length, current, locked: [...locked] };
  }

  /** Starts the dive a schedule owes for `due`; a second worker or a second tick finds it claimed. */
  async function startDue(due: Due, dueDate: string): Promise<void> {
    const { schedule, marketplace, organizationId, nicheHero } = due;
    const { count, current, locked } = await plan(due);
    await deps.dives.launch(
      {
        organizationId,
        userId: schedule.createdBy,
        asin: current?.[0] ?? schedule.heroAsin ?? nicheHero,
        marketplace,
        competitorsCount: count,
        origin: 'scheduled-autodive',
        progressBarId: progressBarId(),
        diveProgressBarId: progressBarId(),
        chained: true,
        nicheId: schedule.nicheId,
        lockedAsins: locked,
        excludedAsins: schedule.excludedAsins,
        scheduledFor: dueDate,
        competitorAsins: current,
      },
      {
        claim: (repos) =>
          repos.schedules.claim(schedule.nicheId, dueDate, followingRunDate(schedule, dueDate)),
        created: (run, repos) => repos.schedules.setLastRun(schedule.nicheId, run.id),
      },
    );
  }

  return {
    async get(scope: Scope, niche: NicheRef): Promise<Schedule | null> {
      const row = await repo.byNiche(scope, niche);
      return row ? view(scope, row) : null;
    },

    /** Creates or changes the schedule of a niche the member may change. */
    async save(
      member: Membership,
      niche: Niche,
      body: z.output<typeof ScheduleBody>,
      now = new Date(),
    ): Promise<Schedule> {
      if (niche.numCompetitors < 2)
        throw invalid('Scheduling needs a niche with at least 2 competitors');
      await billing.checkCompetitorCount(niche.organizationId, body.numberOfCompetitors);
      // A Niche type's hero must be a product of the niche's marketplace, or every run would fail.
      const tld = niche.marketplace;
      const ctx = { orgId: niche.organizationId };
      if (body.type === 'NicheDive' && body.heroAsin)
        if (!(await deps.products.hero(ctx, tld, body.heroAsin)))
          throw invalid(DIVE_MESSAGES.heroNotFound);
      const timing = {
        interval: body.interval,
        dayOfWeek: body.interval === 'Monthly' ? null : body.dayOfWeek,
        dayOfMonth: body.interval === 'Monthly' ? body.dayOfMonth : null,
      };
      const today = marketplaceDate(niche.marketplace, now);
      const saved = await repo.upsert(member, niche, {
        ...timing,
        type: body.type,
        heroAsin: body.type === 'NicheDive' ? body.heroAsin : null,
        numberOfCompetitors: body.numberOfCompetitors,
        lockedAsins: body.lockedAsins,
        excludedAsins: body.excludedAsins,
        nextRunDate: nextRunDate(timing, today),
        createdBy: member.userId,
      });
      const row = saved && (await repo.byNiche(member, niche));
      if (!row) throw notFound('Niche');
      return view(member, row);
    },

    async cancel(member: Membership, niche: NicheRef): Promise<void> {
      if (!(await repo.remove(member, niche))) throw notFound('Scheduled dive');
    },

    /** The periodic job: every due schedule starts one dive for its due date. */
    async tick(now = new Date()): Promise<void> {
      for (const due of await repo.due(latestMarketplaceDate(now))) {
        const today = marketplaceDate(due.marketplace, now);
        if (due.schedule.nextRunDate > today) continue;
        try {
          await startDue(due, due.schedule.nextRunDate);
        } catch (error) {
          deps.log.error(
            { err: error, nicheId: due.schedule.nicheId },
            'scheduled dive did not start',
          );
        }
      }
      for (const run of await repo.stalledRuns(new Date(now.getTime() - STALLED_MS)))
        await deps.dives.dispatch(run);
    },
  };
}

export type SchedulesService = ReturnType<typeof createSchedulesService>;
