import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let nora: TestUser;

const call = (method: string, url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    cookie: nora.cookie,
    ...(payload === undefined
      ? {}
      : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
  });

/** Migration 0046, run again over views stored as they were before it. */
async function migrate() {
  const file = new URL('../../../drizzle/0046_score_filters_as_shown.sql', import.meta.url);
  for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
    await t.database.db.execute(sql.raw(statement));
}

beforeAll(async () => {
  t = await startTestApp();
  nora = await t.signUp('Nora');
});
afterAll(() => t.close());

describe('migration of stored views to scores as shown', () => {
  it('turns percents typed on relevancy and strengths into scores, and leaves the rest', async () => {
    const filters = [
      { field: 'competitionStrength', condition: 'lessThanOrEqual', value: '60' },
      { field: 'minRelevancy', condition: 'greaterOrEqual', value: '79.68' },
      { field: 'keywordStrength', condition: 'empty' },
      { field: 'percentVeryStrongCompetitors', condition: 'equals', value: '40' },
      { field: 'numKeywords', condition: 'equals', value: '60' },
    ];
    const view = { tags: {}, filters, sort: [{ field: 'competitionStrength', desc: false }] };
    const saved = await call('POST', `/api/orgs/${nora.orgId}/pipeline/filters`, {
      name: 'Weak competition',
      filter: view,
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const kept = await call('PUT', '/api/preferences/grid.pipeline', {
      columnOrder: [],
      columnVisibility: {},
      columnSizing: {},
      filters,
      sort: [],
    });
    expect(kept.statusCode, kept.body).toBe(200);

    await migrate();

    const expected = [
      { field: 'competitionStrength', condition: 'lessThanOrEqual', value: '0.6' },
      { field: 'minRelevancy', condition: 'greaterOrEqual', value: '0.7968' },
      { field: 'keywordStrength', condition: 'empty' },
      { field: 'percentVeryStrongCompetitors', condition: 'equals', value: '40' },
      { field: 'numKeywords', condition: 'equals', value: '60' },
    ];
    const list = await call('GET', `/api/orgs/${nora.orgId}/pipeline/filters`);
    expect(JSON.stringify(list.json())).toContain(JSON.stringify(expected));
    const preferences = await call('GET', '/api/preferences');
    expect(preferences.json()).toMatchObject({ 'grid.pipeline': { filters: expected } });
  });
});
