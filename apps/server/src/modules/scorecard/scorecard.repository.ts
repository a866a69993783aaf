import { eq, sql } from 'drizzle-orm';
import type { Evaluation, ScorecardAnswers } from '@fathom/contract';
import type { Db } from '../../db/client';
import { nicheEvaluations, niches } from '../../db/schema';
import type { Niche } from '../niches/niches.service';

export interface SavedScorecard {
  answers: ScorecardAnswers;
  finished: boolean;
  score: number;
  status: Evaluation['evaluationStatus'];
  needAnswer: string[];
  updatedAt: Date;
}

type Stored = Pick<
  Evaluation,
  'evaluationScore' | 'evaluationStatus' | 'evaluationQuestionsNeedAnswer'
>;

/**
 * Statements of the product scorecard; every one names a niche the route has already checked (or
 * the niche a dive or a PROFITS save just changed). The evaluation is made by the service: the
 * repository stores it.
 */
export function createScorecardRepository(db: Db) {
  const columns = {
    answers: nicheEvaluations.answers,
    finished: nicheEvaluations.finished,
    score: nicheEvaluations.score,
    status: nicheEvaluations.status,
    needAnswer: nicheEvaluations.needAnswer,
    updatedAt: nicheEvaluations.updatedAt,
  };
  return {
    async saved(niche: Niche): Promise<SavedScorecard | null> {
      const [row] = await db
        .select(columns)
        .from(nicheEvaluations)
        .where(eq(nicheEvaluations.nicheId, niche.id));
      return row ?? null;
    },

    /** Locks the niche row, so of two saves the later one merges into what the first stored. */
    async lock(niche: Niche): Promise<void> {
      await db.select({ id: niches.id }).from(niches).where(eq(niches.id, niche.id)).for('update');
    },

    /** Stores the answers and the evaluation made of them. */
    async store(
      niche: Niche,
      userId: string,
      next: { answers: ScorecardAnswers; finished: boolean; evaluation: Stored },
    ): Promise<SavedScorecard> {
      const values = {
        answers: next.answers,
        finished: next.finished,
        score: next.evaluation.evaluationScore,
        status: next.evaluation.evaluationStatus,
        needAnswer: next.evaluation.evaluationQuestionsNeedAnswer,
        updatedBy: userId,
      };
      const [row] = await db
        .insert(nicheEvaluations)
        .values({ nicheId: niche.id, ...values })
        .onConflictDoUpdate({
          target: nicheEvaluations.nicheId,
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning(columns);
      return row!;
    },

    /** Stores the evaluation again when the data moved it (answers and their time unchanged). */
    async restate(niche: Niche, e: Stored): Promise<void> {
      await db
        .update(nicheEvaluations)
        .set({
          score: e.evaluationScore,
          status: e.evaluationStatus,
          needAnswer: e.evaluationQuestionsNeedAnswer,
        })
        .where(eq(nicheEvaluations.nicheId, niche.id));
    },
  };
}

export type ScorecardRepository = ReturnType<typeof createScorecardRepository>;
