import { DIVE_MESSAGES, explicitNiche, type StartDiveBody } from '@fathom/contract';
import type { z } from 'zod';
import { conflict } from '../../lib/errors';
import type { DiveRun, DivesRepository } from './dives.repository';
import type { RunRequest } from './launch';

export type StartBody = z.output<typeof StartDiveBody>;

/** The niche's size a start asks for: its named competitors and hero, or the count it names. */
export function startCount(body: StartBody): number {
  if (body.competitorAsins) return explicitNiche(body.asin, body.competitorAsins).length;
  return body.triggerDive?.numberOfCompetitors ?? body.competitorsCount;
}

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

/** The run a user's start asks for. */
export function startRunValues(
  organizationId: number,
  userId: string,
  body: StartBody,
  count: number,
): RunRequest {
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
    // Named competitors: no discovery, the dive builds the niche of exactly these.
    ...(body.competitorAsins && {
      competitorAsins: explicitNiche(body.asin, body.competitorAsins),
    }),
  };
}
