import { describe, expect, it } from 'vitest';
import { SCORECARD_QUESTIONS, USER_QUESTION_IDS, type ScorecardFacts } from './questions';
import { evaluate, evaluationBadge } from './scorecard';

const facts: ScorecardFacts = {
  totalSvOfVisibleKeywords: 25_000, // favourable, weight 2
  medianSales: 150, // neutral, weight 3
  competitionStrength: 0.85, // red: unfavourable, weight 3
  medianReviewCount: 100, // green: favourable, weight 2
  medianDaysListed: 800, // green: favourable, weight 1
  numLaunchKeywords: 15, // orange: neutral, weight 2
  numRelevantKeywords: 200, // green: favourable, weight 1
  percentVeryStrongCompetitors: 0.5, // unfavourable, weight 2
  netRevenuePercentPerOrder: null, // no PROFITS yet
  roiPercentPerOrder: null,
};
const DATA_SCORE = 2 + 0 - 3 + 2 + 1 + 0 + 1 - 2;

describe('product scorecard', () => {
  it('answers data questions from the figures and is Incomplete until the user answers', () => {
    const e = evaluate(facts, {}, false);
    expect(e.evaluationStatus).toBe('INCOMPLETE');
    expect(e.evaluationScore).toBe(DATA_SCORE);
    expect(e.questions.find((q) => q.id === 'competitionStrength')).toMatchObject({
      figure: 0.85,
      verdict: 'unfavorable',
      points: -3,
    });
    // Important questions without an answer: the margin (no PROFITS) and the two user ones.
    expect(e.evaluationQuestionsNeedAnswer).toEqual([
      'differentiationComplaints',
      'profitabilityMargin',
      'riskCompliance',
    ]);
    expect(
      evaluationBadge(e.evaluationStatus, e.evaluationScore, e.evaluationQuestionsNeedAnswer),
    ).toEqual({ label: 'Incomplete', starred: false });
  });

  it('adds the weight of a Yes, takes it away for a No, and is In Progress meanwhile', () => {
    const e = evaluate(facts, { riskCompliance: 'yes', competitionNoBigBrand: 'no' }, false);
    expect(e.evaluationStatus).toBe('IN_PROGRESS');
    expect(e.evaluationScore).toBe(DATA_SCORE + 3 - 2);
    expect(e.evaluationQuestionsNeedAnswer).not.toContain('riskCompliance');
    expect(evaluationBadge(e.evaluationStatus, e.evaluationScore, [])).toEqual({
      label: 'In Progress',
      starred: false,
    });
  });

  it('is complete once every user question is answered: Positive above 0, Negative otherwise', () => {
    const yes = Object.fromEntries(USER_QUESTION_IDS.map((id) => [id, 'yes' as const]));
    const e = evaluate(facts, yes, false);
    expect(e.evaluationStatus).toBe('COMPLETE');
    expect(e.evaluationScore).toBeGreaterThan(0);
    // The margin is important and unanswered until PROFITS: the badge carries a '*'.
    expect(evaluationBadge('COMPLETE', e.evaluationScore, e.evaluationQuestionsNeedAnswer)).toEqual(
      { label: 'Positive', starred: true },
    );
    const no = Object.fromEntries(USER_QUESTION_IDS.map((id) => [id, 'no' as const]));
    const n = evaluate({ ...facts, netRevenuePercentPerOrder: 0.3 }, no, false);
    expect(n.evaluationQuestionsNeedAnswer).toEqual([]);
    expect(evaluationBadge(n.evaluationStatus, n.evaluationScore, [])).toEqual({
      label: 'Negative',
      starred: false,
    });
    expect(evaluationBadge('COMPLETE', 0, [])).toMatchObject({ label: 'Negative' });
  });

  it('is complete when the user finishes it early, with what is still unanswered', () => {
    const e = evaluate(facts, { demandYearRound: 'yes' }, true);
    expect(e.evaluationStatus).toBe('COMPLETE');
    expect(e.evaluationQuestionsNeedAnswer).toContain('riskCompliance');
  });

  it('covers five sections, each with a question, ids unique, weights 1 to 3', () => {
    const sections = new Set(SCORECARD_QUESTIONS.map((q) => q.section));
    expect([...sections]).toEqual([
      'demand',
      'competition',
      'differentiation',
      'profitability',
      'risk',
    ]);
    expect(new Set(SCORECARD_QUESTIONS.map((q) => q.id)).size).toBe(SCORECARD_QUESTIONS.length);
    expect(SCORECARD_QUESTIONS.some((q) => q.important)).toBe(true);
  });
});
