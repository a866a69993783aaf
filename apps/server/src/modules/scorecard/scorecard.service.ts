import {
  evaluate,
  type Evaluation,
  type Scorecard,
  type ScorecardAnswers,
  type ScorecardBody,
  type ScorecardFacts,
} from '@fathom/contract';
import type { Niche } from '../niches/niches.service';
import type { ProfitsService } from '../profits/profits.service';
import type { UnitOfWork } from '../unit-of-work';
import type { SavedScorecard, ScorecardRepository } from './scorecard.repository';

/**
 * The product scorecard (docs/metrics.md "Product scorecard"): the user's answers, the answers the
 * niche's data and PROFITS give, and the evaluation the pipeline's badge shows. The stored
 * evaluation is brought up to date on every save, on a PROFITS save and when the scorecard is read
 * after the data moved (a new dive).
 */
export function createScorecardService({
  repo,
  work,
  profits,
}: {
  repo: ScorecardRepository;
  work: UnitOfWork;
  profits: Pick<ProfitsService, 'shares' | 'onSaved'>;
}) {
  async function facts(niche: Niche): Promise<ScorecardFacts> {
    const shares = await profits.shares(niche.id);
    return {
      totalSvOfVisibleKeywords: niche.totalSvOfVisibleKeywords,
      medianSales: niche.medianSales,
      competitionStrength: niche.competitionStrength,
      medianReviewCount: niche.medianReviewCount,
      medianDaysListed: niche.medianDaysListed,
      numLaunchKeywords: niche.numLaunchKeywords,
      numRelevantKeywords: niche.numRelevantKeywords,
      percentVeryStrongCompetitors: niche.percentVeryStrongCompetitors,
      netRevenuePercentPerOrder: shares?.netRevenueShare ?? null,
      roiPercentPerOrder: shares?.roiPerOrder ?? null,
    };
  }

  const answer = (e: Evaluation, saved: SavedScorecard | null): Scorecard => ({
    ...e,
    finished: saved?.finished ?? false,
    updatedAt: saved?.updatedAt.toISOString() ?? null,
  });

  const moved = (e: Evaluation, saved: SavedScorecard) =>
    e.evaluationScore !== saved.score ||
    e.evaluationStatus !== saved.status ||
    e.evaluationQuestionsNeedAnswer.join() !== saved.needAnswer.join();

  async function get(niche: Niche): Promise<Scorecard> {
    const [saved, f] = await Promise.all([repo.saved(niche), facts(niche)]);
    const e = evaluate(f, saved?.answers ?? {}, saved?.finished ?? false);
    if (saved && moved(e, saved)) await repo.restate(niche, e);
    return answer(e, saved);
  }

  profits.onSaved(async (niche) => {
    await get(niche);
  });

  return {
    get,

    async save(niche: Niche, userId: string, body: ScorecardBody): Promise<Scorecard> {
      const f = await facts(niche);
      // The change is merged into the answers as they stand once the niche row is locked.
      const { evaluation, saved } = await work.run(async ({ scorecard: tx }) => {
        await tx.lock(niche);
        const before = await tx.saved(niche);
        const answers: ScorecardAnswers = { ...before?.answers };
        for (const [id, value] of Object.entries(body.answers)) {
          if (value === null || value === undefined) delete answers[id];
          else answers[id] = value;
        }
        const finished = body.finished ?? before?.finished ?? false;
        const e = evaluate(f, answers, finished);
        return {
          evaluation: e,
          saved: await tx.store(niche, userId, { answers, finished, evaluation: e }),
        };
      });
      return answer(evaluation, saved);
    },
  };
}

export type ScorecardService = ReturnType<typeof createScorecardService>;
