import {
  SCORECARD_QUESTIONS,
  type ScorecardFacts,
  type ScorecardSection,
  type Verdict,
} from './questions';

/** The user's answer to a question they answer; the favourable answer is always Yes. */
export type UserAnswer = 'yes' | 'no';
export type ScorecardAnswers = Partial<Record<string, UserAnswer>>;

export const EVALUATION_STATUSES = ['INCOMPLETE', 'IN_PROGRESS', 'COMPLETE'] as const;
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

export interface ScoredQuestion {
  id: string;
  section: ScorecardSection;
  source: 'user' | 'data';
  /** The figure a data question read; null for user questions and missing data. */
  figure: number | null;
  answer: UserAnswer | null;
  /** Null while unanswered. */
  verdict: Verdict | null;
  /** What the answer adds to the score. */
  points: number;
}

export interface Evaluation {
  questions: ScoredQuestion[];
  evaluationScore: number;
  evaluationStatus: EvaluationStatus;
  /** Important questions without an answer, in the questionnaire's order. */
  evaluationQuestionsNeedAnswer: string[];
}

const POINTS: Record<Verdict, number> = { favorable: 1, neutral: 0, unfavorable: -1 };

/**
 * The scorecard's rules (docs/metrics.md "Product scorecard"). Each answered question adds its
 * weight when favourable, nothing when neutral and takes its weight away when unfavourable. The
 * evaluation is INCOMPLETE until the user answers a question, COMPLETE once every user question is
 * answered or the user finished it, IN_PROGRESS between.
 */
export function evaluate(
  facts: ScorecardFacts,
  answers: ScorecardAnswers,
  finished: boolean,
): Evaluation {
  const questions = SCORECARD_QUESTIONS.map((q): ScoredQuestion => {
    if (q.source === 'data') {
      const figure = q.figure(facts);
      const verdict = figure === null ? null : q.verdict(figure);
      return {
        id: q.id,
        section: q.section,
        source: 'data',
        figure,
        answer: null,
        verdict,
        points: verdict === null ? 0 : POINTS[verdict] * q.weight,
      };
    }
    const answer = answers[q.id] ?? null;
    const verdict = answer === null ? null : answer === 'yes' ? 'favorable' : 'unfavorable';
    return {
      id: q.id,
      section: q.section,
      source: 'user',
      figure: null,
      answer,
      verdict,
      points: verdict === null ? 0 : POINTS[verdict] * q.weight,
    };
  });
  const userQuestions = questions.filter((q) => q.source === 'user');
  const answered = userQuestions.filter((q) => q.answer !== null).length;
  const status: EvaluationStatus =
    answered === 0 && !finished
      ? 'INCOMPLETE'
      : finished || answered === userQuestions.length
        ? 'COMPLETE'
        : 'IN_PROGRESS';
  return {
    questions,
    evaluationScore: questions.reduce((sum, q) => sum + q.points, 0),
    evaluationStatus: status,
    evaluationQuestionsNeedAnswer: questions
      .filter((q, i) => SCORECARD_QUESTIONS[i]!.important && q.verdict === null)
      .map((q) => q.id),
  };
}

export type EvaluationBadgeLabel = 'Incomplete' | 'In Progress' | 'Positive' | 'Negative';

/**
 * The pipeline's evaluation badge (spec §4): Incomplete, In Progress, and for a complete
 * evaluation Positive (score above 0) or Negative, starred when important questions are
 * unanswered.
 */
export function evaluationBadge(
  status: EvaluationStatus,
  score: number | null,
  needAnswer: readonly string[],
): { label: EvaluationBadgeLabel; starred: boolean } {
  if (status === 'INCOMPLETE') return { label: 'Incomplete', starred: false };
  if (status === 'IN_PROGRESS') return { label: 'In Progress', starred: false };
  return { label: (score ?? 0) > 0 ? 'Positive' : 'Negative', starred: needAnswer.length > 0 };
}
