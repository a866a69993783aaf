import { eq, sql } from 'drizzle-orm';
import type { Evaluation, ScorecardAnswers } from '@fathom/contract';
import type { Db } from '../../db/client';
import { nicheEvaluations, niches } from '../../db/schema';

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

/** Statements of the product scorecard; every one names a niche the route has already checked. */
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
    async saved(nicheId: number): Promise<SavedScorecard | null> {
      const [row] = await db
        .select(columns)
        .from(nicheEvaluations)
        .where(eq(nicheEvaluations.nicheId, nicheId));
      return row ?? null;
    },

    /**
     * Answers and finishes under a lock of the niche row: the change is merged into the answers
     * as they stand, and the evaluation `evaluate` makes of them is stored with them.
     */
    change: (
      nicheId: number,
      userId: string,
      change: (saved: SavedScorecard | null) => {
        answers: ScorecardAnswers;
        finished: boolean;
        evaluation: Stored;
      },
    ): Promise<SavedScorecard> =>
      db.transaction(async (tx) => {
        await tx.select({ id: niches.id }).from(niches).where(eq(niches.id, nicheId)).for('update');
        const [before] = await tx
          .select(columns)
          .from(nicheEvaluations)
          .where(eq(nicheEvaluations.nicheId, nicheId));
        const next = change(before ?? null);
        const values = {
          answers: next.answers,
          finished: next.finished,
          score: next.evaluation.evaluationScore,
          status: next.evaluation.evaluationStatus,
          needAnswer: next.evaluation.evaluationQuestionsNeedAnswer,
          updatedBy: userId,
        };
        const [row] = await tx
          .insert(nicheEvaluations)
          .values({ nicheId, ...values })
          .onConflictDoUpdate({
            target: nicheEvaluations.nicheId,
            set: { ...values, updatedAt: sql`now()` },
          })
          .returning(columns);
        return row!;
      }),

    /** Stores the evaluation again when the data moved it (answers and their time unchanged). */
    async restate(nicheId: number, e: Stored): Promise<void> {
      await db
        .update(nicheEvaluations)
        .set({
          score: e.evaluationScore,
          status: e.evaluationStatus,
          needAnswer: e.evaluationQuestionsNeedAnswer,
        })
        .where(eq(nicheEvaluations.nicheId, nicheId));
    },
  };
}

export type ScorecardRepository = ReturnType<typeof createScorecardRepository>;
