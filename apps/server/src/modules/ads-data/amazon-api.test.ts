import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, marketplaceDate, type Tracker } from '@fathom/contract';
import { startFakeAmazon, FAKE_CLIENT, type FakeAmazon } from '@fathom/market/amazon/testing';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { column, parseRows } from '../../db/rows';
import { amazonConnections } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { radarNiche, trackHero } from '../../test/rank-radar-fixture';
import { encryptToken } from '../amazon-connections/lwa-crypto';

const tokenKey = randomBytes(32);
const day = addDays(marketplaceDate('com'), -1);
const lastTry = { retryCount: 2, isLast: true };
let fake: FakeAmazon;
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let tracker: Tracker;

const connect = (
  user: TestUser,
  kind: 'amazon-ads' | 'sp-api',
  provider: 'lwa' | 'simulated',
  token: string,
  externalId: string,
) =>
  t.database.db
    .insert(amazonConnections)
    .values({
      organizationId: user.orgId,
      kind,
      marketplace: 'com',
      provider,
      status: 'CONNECTED',
      accountName: `Account ${user.orgId} ${kind}`,
      externalId,
      refreshTokenEncrypted: provider === 'lwa' ? encryptToken(tokenKey, token) : null,
    })
    .returning()
    .then((rows) => rows[0]!.id);

const rows = async <S extends z.ZodType>(shape: S, q: ReturnType<typeof sql>) =>
  parseRows(shape, await t.database.db.execute(q));

beforeAll(async () => {
  fake = await startFakeAmazon();
  fake.state.pollsBeforeDone = 0;
  t = await startTestApp({
    lwa: {
      ...FAKE_CLIENT,
      spApiAppId: 'amzn1.sp.solution.fake',
      tokenKey,
      tokenOrigin: fake.origin,
      adsApiOrigin: fake.origin,
      spApiOrigin: fake.origin,
    },
  });
  owner = await t.signUp('Ada');
  other = await t.signUp('Bo');
  const asin = KNOWN_ASINS.com.strongHero;
  const nicheId = await radarNiche(t, owner, 'amazon api', 12, asin);
  tracker = (await trackHero(t, owner, nicheId, 12, asin)).json<Tracker>();
  fake.advertise(tracker.asins[0]!);
}, 240_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

describe('report imports through Amazon APIs for connections made with Login with Amazon', () => {
  it("imports a day's Sponsored Products search terms through the Ads API", async () => {
    const connectionId = await connect(
      owner,
      'amazon-ads',
      'lwa',
      'Atzr|ada-ads',
      '3675819250183917',
    );
    const result = await t.services.ppcImport.importDay({ connectionId, day });
    expect(result).toEqual({ stored: 2, status: 'COMPLETED' });
    const facts = await rows(
      z.object({ search_term: column.text, match_type: column.text, spend: column.int }),
      sql`select search_term, match_type, spend from ppc_facts where connection_id = ${connectionId}
        order by search_term`,
    );
    expect(facts).toEqual([
      { search_term: 'qled tv 82 inch', match_type: 'EXACT', spend: 1450 },
      { search_term: 'smart tv', match_type: 'AUTO', spend: 945 },
    ]);
    const created = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/reporting/reports',
    );
    expect(created).toHaveLength(2);
    expect(created[0]!.headers['amazon-advertising-api-scope']).toBe('3675819250183917');
    const form = new URLSearchParams(fake.requests.find((r) => r.path === '/auth/o2/token')!.body);
    expect(form.get('refresh_token')).toBe('Atzr|ada-ads');
  });

  it('marks the connection in error when the seller revoked access', async () => {
    // The access token in hand expires and its refresh token is refused.
    fake.revoke('Atzr|ada-ads');
    fake.fail(/^\/reporting\//, { expireTokens: true });
    try {
      const [connection] = await rows(
        z.object({ id: column.int }),
        sql`select id from amazon_connections where organization_id = ${owner.orgId} and kind = 'amazon-ads'`,
      );
      const result = await t.services.ppcImport.importDay({
        connectionId: connection!.id,
        day: addDays(day, -1),
      });
      expect(result.status).toBe('CONNECTION_ERROR');
      const [row] = await rows(
        z.object({ status: column.text }),
        sql`select status from amazon_connections where id = ${connection!.id}`,
      );
      expect(row!.status).toBe('CONNECTION_ERROR');
    } finally {
      fake.unrevoke();
    }
  });

  it('imports Search Query Performance weeks through the Reports API', async () => {
    await connect(owner, 'sp-api', 'lwa', 'Atzr|ada-seller', 'A3ADASELLER');
    await t.services.sqpImport.run({ trackerId: tracker.id }, lastTry);
    const created = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/reports/2021-06-30/reports',
    );
    expect(created.length).toBeGreaterThanOrEqual(12);
    expect(created.length).toBeLessThanOrEqual(13);
    const [stored] = await rows(
      z.object({ queries: column.int, completed: column.int }),
      sql`select (select count(distinct search_query)::int from sqp_rows where tracker_id = ${tracker.id}) as queries,
        (select count(*)::int from sqp_weeks where tracker_id = ${tracker.id} and status = 'COMPLETED') as completed`,
    );
    expect(stored).toEqual({ queries: 1, completed: created.length * tracker.asins.length });

    // The completed weeks are final: the next run asks Amazon for none of them again.
    fake.requests.length = 0;
    await t.services.sqpImport.run({ trackerId: tracker.id }, lastTry);
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('keeps reading a simulated connection from the simulated marketplace', async () => {
    const nicheId = await radarNiche(t, other, 'simulated', 12, KNOWN_ASINS.com.strongHero);
    await trackHero(t, other, nicheId, 12, KNOWN_ASINS.com.strongHero);
    const connectionId = await connect(other, 'amazon-ads', 'simulated', '', 'simulated-1');
    const result = await t.services.ppcImport.importDay({ connectionId, day });
    expect(result.status).toBe('COMPLETED');
    expect(result.stored).toBeGreaterThan(0);
    expect(fake.requests).toEqual([]);
  });
});
