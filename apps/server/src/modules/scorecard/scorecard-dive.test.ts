import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import type { PipelinePage, Scorecard } from '@fathom/contract';
import { niches } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { diveAndWait, nicheIdOf, startBody } from '../../test/dives';

let t: TestApp;
let owner: TestUser;
let nicheId: number;
const hero = KNOWN_ASINS.com.strongHero;

beforeAll(async () => {
  t = await startTestApp({ work: true });
  owner = await t.signUp('Eve');
  nicheId = nicheIdOf(await diveAndWait(t, owner, startBody(hero, 10)));
});
afterAll(() => t.close());

const evaluationOf = (e: Pick<Scorecard, 'evaluationStatus' | 'evaluationScore'>) => ({
  evaluationStatus: e.evaluationStatus,
  evaluationScore: e.evaluationScore,
  evaluationQuestionsNeedAnswer: (e as Scorecard).evaluationQuestionsNeedAnswer,
});

async function pipelineRow() {
  const res = await t.request({
    method: 'POST',
    url: `/api/orgs/${owner.orgId}/pipeline`,
    cookie: owner.cookie,
    payload: {},
  });
  return res.json<PipelinePage>().data.find((row) => row.id === nicheId)!;
}

describe('the pipeline evaluation after a dive', () => {
  it('follows the figures the dive wrote without the scorecard being opened', async () => {
    // An evaluation made on other figures than the niche has now (those of an older dive).
    await t.database.db
      .update(niches)
      .set({
        competitionStrength: 0.99,
        medianReviewCount: 9000,
        medianSales: 5,
        medianDaysListed: 10,
      })
      .where(eq(niches.id, nicheId));
    const saved = await t.request({
      method: 'PATCH',
      url: `/api/niches/${nicheId}/scorecard`,
      cookie: owner.cookie,
      payload: { answers: { riskCompliance: 'yes' }, finished: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = evaluationOf(saved.json<Scorecard>());

    const again = await diveAndWait(t, owner, startBody(hero, 10, { nicheId }));
    expect(again.status).toBe('completed');

    const row = await pipelineRow();
    const card = await t.request({
      method: 'GET',
      url: `/api/niches/${nicheId}/scorecard`,
      cookie: owner.cookie,
    });
    const current = evaluationOf(card.json<Scorecard>());
    expect(current).not.toEqual(before);
    expect(evaluationOf(row as unknown as Scorecard)).toEqual(current);
  });
});
