import { DIVE_MESSAGES, startingProgress, type StartDiveBody } from '@fathom/contract';
import type { z } from 'zod';
import { conflict, forbidden } from '../../lib/errors';
import type { Repositories, UnitOfWork } from '../unit-of-work';
import type { DiveRun, DivesRepository, NewDiveRun } from './dives.repository';

export type StartBody = z.output<typeof StartDiveBody>;

/** The key a dive run's quota is reserved and charged under (and released by a cancel). */
export const diveQuotaKey = (runId: string) => `dive:${runId}`;

/** A start repeated with its idempotency key must ask for the same dive. */
function sameStart(run: DiveRun, body: StartBody, count: number): boolean {
  return (
    run.asin === body.asin &&
    run.marketplace === body.marketplace &&
    run.competitorsCount === count &&
    // A finished first dive names the niche it created, so only a Dive Again's niche is compared.
    (body.nicheId === undefined || run.nicheId === body.nicheId)
  );
}

/** The answer to a start made before with the same idempotency key, or null for a new one. */
export async function earlierStart(
  repo: Pick<DivesRepository, 'runByKey'>,
  organizationId: number,
  body: StartBody,
  count: number,
): Promise<{ sndId: string } | null> {
  const first = body.idempotencyKey
    ? await repo.runByKey(organizationId, body.idempotencyKey)
    : null;
  if (first && !sameStart(first, body, count)) throw conflict(DIVE_MESSAGES.idempotencyKeyReused);
  return first ? { sndId: first.id } : null;
}

/** The run a start creates, at its first step. */
export function startRunValues(
  organizationId: number,
  userId: string,
  body: StartBody,
  count: number,
): NewDiveRun {
  const start = startingProgress();
  return {
    organizationId,
    userId,
    asin: body.asin,
    marketplace: body.marketplace,
    competitorsCount: count,
    origin: body.origin,
    progressBarId: body.progressBarId,
    idempotencyKey: body.idempotencyKey ?? null,
    diveProgressBarId: body.triggerDive?.progressBarId ?? null,
    chained: Boolean(body.triggerDive),
    shouldCreateRankRadar: body.shouldCreateRankRadar,
    numberOfRankRadarKeywords: body.numberOfRankRadarKeywords ?? null,
    nicheId: body.nicheId ?? null,
    lockedAsins: body.lockedAsins,
    excludedAsins: body.excludedAsins,
    step: start.step,
    progress: start.progress,
    text: start.text,
  };
}

/**
 * Creates the run and, when it chains a dive, reserves its Dive ASINs, in one transaction: a
 * start that cannot reserve is refused (403) and leaves nothing. Null when the run's progress
 * channel or idempotency key is taken.
 */
export async function createReservedRun(
  deps: {
    work: UnitOfWork;
    createRun: (repos: Repositories, values: NewDiveRun) => Promise<DiveRun | null>;
  },
  values: NewDiveRun,
): Promise<DiveRun | null> {
  return deps.work.run(async (repos) => {
    const created = await deps.createRun(repos, values);
    if (!created?.chained) return created;
    const held = await repos.quota.reserve(
      diveQuotaKey(created.id),
      created.organizationId,
      'DIVED_ASINS',
      created.competitorsCount,
    );
    if (!held) throw forbidden(DIVE_MESSAGES.divedAsinsLimit);
    return created;
  });
}
