import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  pipelineEndpoints,
  profitEndpoints,
  scorecardEndpoints as e,
  USER_QUESTION_IDS,
  type Endpoint,
  type NicheProfits,
  type PipelinePage,
  type Scorecard,
} from '@fathom/contract';
import { niches } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { insertNiche } from '../../test/niche-fixture';
import { signUpTeam } from '../../test/team';

let t: TestApp;
let owner: TestUser;
let reader: TestUser;
let outsider: TestUser;
let nicheId: number;

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, reader, outsider } = await signUpTeam(t, ['Sam', 'Ray', 'Ozzy']));
  nicheId = await insertNiche(t.database.db, {
    organizationId: owner.orgId,
    label: 'silicone baking mat',
    createdBy: owner.id,
    asins: ['B0S1', 'B0S2'],
    researches: [[]],
  });
  await t.database.db
    .update(niches)
    .set({
      medianPriceCents: 2499,
      totalSvOfVisibleKeywords: 30_000,
      medianSales: 400,
      competitionStrength: 0.5,
      medianReviewCount: 900,
      medianDaysListed: 500,
      numLaunchKeywords: 25,
      numRelevantKeywords: 40,
      percentVeryStrongCompetitors: 0.3,
    })
    .where(eq(niches.id, nicheId));
});
afterAll(() => t.close());

function call(endpoint: Endpoint, user: TestUser, payload?: unknown) {
  return t.request({
    method: endpoint.method,
    url: buildPath(endpoint.path, { nicheId }),
    cookie: user.cookie,
    ...(payload !== undefined && { payload: payload as object }),
  });
}

const row = async () => {
  const res = await t.request({
    method: 'POST',
    url: buildPath(pipelineEndpoints.pipeline.path, { orgId: owner.orgId }),
    cookie: owner.cookie,
    payload: {},
  });
  return res.json<PipelinePage>().data.find((r) => r.id === nicheId)!;
};

// Data answers: SV +2, sales +3, strength +3, reviews 0, days listed +1, launch +2,
// relevant 0, very strong 0; the margin and ROI wait for PROFITS.
const DATA_SCORE = 11;

describe('product scorecard', () => {
  it('answers the data questions and starts Incomplete in the pipeline', async () => {
    const res = await call(e.scorecard, reader);
    expect(res.statusCode).toBe(200);
    const card = res.json<Scorecard>();
    expect(card.evaluationStatus).toBe('INCOMPLETE');
    expect(card.evaluationScore).toBe(DATA_SCORE);
    expect(card.questions.find((q) => q.id === 'demandMedianSales')).toMatchObject({
      source: 'data',
      figure: 400,
      verdict: 'favorable',
      points: 3,
    });
    expect(await row()).toMatchObject({ evaluationStatus: 'INCOMPLETE', evaluationScore: null });
  });

  it('an answer puts the evaluation In Progress and the pipeline follows', async () => {
    const res = await call(e.saveScorecard, owner, { answers: { riskCompliance: 'no' } });
    expect(res.statusCode).toBe(200);
    const card = res.json<Scorecard>();
    expect(card.evaluationStatus).toBe('IN_PROGRESS');
    expect(card.evaluationScore).toBe(DATA_SCORE - 3);
    expect(await row()).toMatchObject({
      evaluationStatus: 'IN_PROGRESS',
      evaluationScore: DATA_SCORE - 3,
      evaluationQuestionsNeedAnswer: ['differentiationComplaints', 'profitabilityMargin'],
    });
  });

  it('all user questions answered: COMPLETE, with the unanswered important margin listed', async () => {
    const answers = Object.fromEntries(USER_QUESTION_IDS.map((id) => [id, 'yes']));
    const card = (await call(e.saveScorecard, owner, { answers })).json<Scorecard>();
    expect(card.evaluationStatus).toBe('COMPLETE');
    expect(card.evaluationQuestionsNeedAnswer).toEqual(['profitabilityMargin']);
    expect(await row()).toMatchObject({
      evaluationStatus: 'COMPLETE',
      evaluationQuestionsNeedAnswer: ['profitabilityMargin'],
    });
  });

  it('saving PROFITS answers the profitability questions and restates the badge', async () => {
    const defaults = (await call(profitEndpoints.nicheProfits, owner)).json<NicheProfits>();
    const saved = await call(profitEndpoints.saveNicheProfits, owner, defaults.settings);
    expect(saved.statusCode).toBe(200);
    const r = await row();
    expect(r.evaluationQuestionsNeedAnswer).toEqual([]);
    const card = (await call(e.scorecard, owner)).json<Scorecard>();
    expect(card.questions.find((q) => q.id === 'profitabilityMargin')?.figure).toBe(
      defaults.results!.netRevenuePercentPerOrder,
    );
    expect(r.evaluationScore).toBe(card.evaluationScore);
  });

  it('clears an answer with null and reopens with finished false', async () => {
    const card = (
      await call(e.saveScorecard, owner, {
        answers: { riskSturdy: null },
        finished: false,
      })
    ).json<Scorecard>();
    expect(card.questions.find((q) => q.id === 'riskSturdy')?.answer).toBeNull();
    expect(card.evaluationStatus).toBe('IN_PROGRESS');
    const done = (await call(e.saveScorecard, owner, { answers: {}, finished: true })).json();
    expect(done.evaluationStatus).toBe('COMPLETE');
  });

  it.each([
    [{ answers: { noSuchQuestion: 'yes' } }, 'Unknown question'],
    [{ answers: { demandMedianSales: 'yes' } }, 'This question is answered from the data'],
    [{ answers: { riskSturdy: 'maybe' } }, "An answer must be 'yes', 'no' or null"],
  ])('refuses %j with a 400', async (body, message) => {
    const res = await call(e.saveScorecard, owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('lets who may only see the niche read it, not answer; others get 404', async () => {
    expect((await call(e.saveScorecard, reader, { answers: {} })).statusCode).toBe(403);
    expect((await call(e.scorecard, outsider)).statusCode).toBe(404);
  });
});
