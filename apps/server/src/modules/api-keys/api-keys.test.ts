import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES, type CreatedApiKey } from '@fathom/contract';
import { apiKeys } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { insertNiche } from '../../test/niche-fixture';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

const create = async (user: TestUser, payload: object, orgId = user.orgId) =>
  t.request({ method: 'POST', url: `/api/orgs/${orgId}/api-keys`, cookie: user.cookie, payload });
const newKey = async (user: TestUser, scopes: string[], name = 'Script') =>
  (await create(user, { name, scopes })).json<CreatedApiKey>();
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const keyedGet = (key: string, url: string) =>
  t.request({ method: 'GET', url, headers: bearer(key) });
const storedKeys = async () => t.database.db.select().from(apiKeys);

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.signUp('Alice');
  bob = await t.signUp('Bob');
  // Alice is also a member of Bob's organization: her keys of her own must not reach it.
  await t.services.orgs.addMember(bob.orgId, alice.id, 'member');
});
afterAll(() => t.close());

describe('API keys', () => {
  it('are created once, listed by prefix only, and revoked', async () => {
    const res = await create(alice, { name: ' CI script ', scopes: ['edit', 'read'] });
    expect(res.statusCode).toBe(200);
    const created = res.json<CreatedApiKey>();
    expect(created.key).toMatch(/^fk_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'CI script',
      prefix: created.key.slice(0, 11),
      scopes: ['read', 'edit'],
      lastUsedAt: null,
      expiresAt: null,
    });
    const list = await t.request({
      method: 'GET',
      url: `/api/orgs/${alice.orgId}/api-keys`,
      cookie: alice.cookie,
    });
    const listed = list.json<object[]>().find((k) => 'id' in k && k.id === created.id);
    expect(Object.keys(listed!).sort()).toEqual(
      ['createdAt', 'expiresAt', 'id', 'lastUsedAt', 'name', 'prefix', 'scopes'].sort(),
    );
    expect(list.body).not.toContain(created.key);
    const [stored] = (await storedKeys()).filter((k) => k.id === created.id);
    expect(stored!.secretHash).not.toContain(created.key.slice(3));
    expect(list.body).not.toContain(stored!.secretHash);

    // Bob cannot see or revoke Alice's key, even in the organization they share.
    const bobs = await t.request({
      method: 'DELETE',
      url: `/api/orgs/${alice.orgId}/api-keys/${created.id}`,
      cookie: bob.cookie,
    });
    expect(bobs.statusCode).toBe(404);

    const revoked = await t.request({
      method: 'DELETE',
      url: `/api/orgs/${alice.orgId}/api-keys/${created.id}`,
      cookie: alice.cookie,
    });
    expect(revoked.json()).toEqual({ ok: true });
    const after = await t.request({
      method: 'GET',
      url: `/api/orgs/${alice.orgId}/api-keys`,
      cookie: alice.cookie,
    });
    expect(after.json<{ id: number }[]>().map((k) => k.id)).not.toContain(created.id);
    const again = await keyedGet(created.key, `/api/orgs/${alice.orgId}/spaces`);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Please sign in');
  });

  it.each([
    [{ name: '', scopes: ['read'] }, API_KEY_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101), scopes: ['read'] }, API_KEY_MESSAGES.nameTooLong],
    [{ name: 'K', scopes: [] }, API_KEY_MESSAGES.scopesRequired],
    [{ name: 'K', scopes: ['admin'] }, 'scopes'],
    [
      { name: 'K', scopes: ['read'], expiresAt: '2020-01-01T00:00:00Z' },
      API_KEY_MESSAGES.expiryPast,
    ],
    [
      {
        name: 'K',
        scopes: ['read'],
        expiresAt: new Date(Date.now() + 400 * 86_400_000).toISOString(),
      },
      API_KEY_MESSAGES.expiryTooFar,
    ],
  ])('refuses %j with a clear message and stores nothing', async (payload, message) => {
    const before = (await storedKeys()).length;
    const res = await create(alice, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await storedKeys()).length).toBe(before);
  });

  it('reads as its user in its own organization, and records its use', async () => {
    const { key, id } = await newKey(alice, ['read']);
    const res = await keyedGet(key, `/api/orgs/${alice.orgId}/spaces`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const me = await keyedGet(key, '/api/me');
    const body = me.json<{ user: { email: string }; organizations: { id: number }[] }>();
    expect(body.user.email).toBe(alice.email);
    expect(body.organizations.map((o) => o.id)).toEqual([alice.orgId]);
    const [stored] = (await storedKeys()).filter((k) => k.id === id);
    expect(stored!.lastUsedAt).not.toBeNull();
  });

  it("answers 404 for another organization's data, its user's other organizations included", async () => {
    const { key } = await newKey(alice, ['read', 'edit']);
    const org = await keyedGet(key, `/api/orgs/${bob.orgId}/spaces`);
    expect(org.statusCode).toBe(404);
    expect(org.json().message).toBe('Organization not found');
    const nicheId = await insertNiche(t.database.db, {
      organizationId: bob.orgId,
      label: 'Bob niche',
      createdBy: bob.id,
      asins: ['B0ABCDEFGH'],
      researches: [[]],
    });
    const niche = await keyedGet(key, `/api/niches/${nicheId}`);
    expect(niche.statusCode).toBe(404);
    expect(niche.json().message).toBe('Niche not found');
    // The same niche with Alice's session: she is a member there.
    const bySession = await t.request({
      method: 'GET',
      url: `/api/niches/${nicheId}`,
      cookie: alice.cookie,
    });
    expect(bySession.statusCode).toBe(200);
  });

  it('writes only with the scope of the area, and never manages keys', async () => {
    const url = `/api/orgs/${alice.orgId}/pipeline/filters`;
    const payload = { name: 'By key', filter: {} };
    const readOnly = await newKey(alice, ['read']);
    const refused = await t.request({
      method: 'POST',
      url,
      payload,
      headers: bearer(readOnly.key),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(API_KEY_MESSAGES.missingScope('edit'));
    const list = await keyedGet(readOnly.key, url);
    expect(list.json()).toEqual([]);

    const editor = await newKey(alice, ['edit']);
    // A script sends no Origin and no cookie: the Origin check is for cookies.
    const made = await t.request({
      method: 'POST',
      url,
      payload,
      headers: { ...bearer(editor.key), origin: 'https://elsewhere.example' },
    });
    expect(made.statusCode).toBe(200);
    // With a cookie as well, the Origin check still applies.
    const both = await t.request({
      method: 'POST',
      url,
      payload: { name: 'Both', filter: {} },
      cookie: alice.cookie,
      headers: { ...bearer(editor.key), origin: 'https://elsewhere.example' },
    });
    expect(both.statusCode).toBe(403);

    const keys = await keyedGet(editor.key, `/api/orgs/${alice.orgId}/api-keys`);
    expect(keys.statusCode).toBe(403);
    expect(keys.json().message).toBe(API_KEY_MESSAGES.notWithKey);
  });

  it('answers 401 and nothing more to an unknown, expired or malformed key', async () => {
    const { key, id } = await newKey(alice, ['read']);
    await t.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, id));
    for (const sent of [key, `fk_${'A'.repeat(43)}`, 'not-a-key']) {
      const res = await keyedGet(sent, `/api/orgs/${alice.orgId}/spaces`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Please sign in',
      });
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
  });
});

describe('API key rate limits', () => {
  let limited: TestApp;
  afterAll(() => limited.close());

  it('counts requests per key with RateLimit headers, then 429 with Retry-After', async () => {
    limited = await startTestApp({ apiKeyRateLimit: { requests: 2, windowSeconds: 60 } });
    const carol = await limited.signUp('Carol');
    const made = await limited.request({
      method: 'POST',
      url: `/api/orgs/${carol.orgId}/api-keys`,
      cookie: carol.cookie,
      payload: { name: 'Busy', scopes: ['read'] },
    });
    const { key } = made.json<CreatedApiKey>();
    const url = `/api/orgs/${carol.orgId}/spaces`;
    const get = () => limited.request({ method: 'GET', url, headers: bearer(key) });
    const first = await get();
    expect(first.headers).toMatchObject({ 'ratelimit-limit': '2', 'ratelimit-remaining': '1' });
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect((await get()).headers['ratelimit-remaining']).toBe('0');
    const third = await get();
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.json().message).toMatch(/Too many requests with this API key/);
    // A session is not counted against the key.
    const session = await limited.request({ method: 'GET', url, cookie: carol.cookie });
    expect(session.statusCode).toBe(200);
    expect(session.headers['ratelimit-limit']).toBeUndefined();
  });
});

describe('API keys in the log and the API document', () => {
  let logged: TestApp;
  afterAll(() => logged.close());

  it('never writes a key to the log, whatever the answer', async () => {
    const lines: string[] = [];
    logged = await startTestApp({ logStream: { write: (line) => void lines.push(line) } });
    const dave = await logged.signUp('Dave');
    const made = await logged.request({
      method: 'POST',
      url: `/api/orgs/${dave.orgId}/api-keys`,
      cookie: dave.cookie,
      payload: { name: 'Logged', scopes: ['read'] },
    });
    const { key } = made.json<CreatedApiKey>();
    const headers = bearer(key);
    const answers = await Promise.all([
      logged.request({ method: 'GET', url: `/api/orgs/${dave.orgId}/spaces`, headers }),
      logged.request({
        method: 'POST',
        url: `/api/orgs/${dave.orgId}/spaces`,
        headers,
        payload: {},
      }),
      logged.request({ method: 'GET', url: `/api/orgs/${dave.orgId + 1000}/spaces`, headers }),
      logged.request({ method: 'GET', url: '/api/me', headers: bearer(`${key}x`) }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 403, 404, 401]);
    const log = lines.join('');
    expect(log).toContain('request answered');
    expect(log).not.toContain(key.slice(3));
    expect(log.toLowerCase()).not.toContain('bearer');
  });

  it('documents the bearer scheme beside the session cookie', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ session: [] }, { bearer: [] }]);
    const list = doc.paths['/api/orgs/{orgId}/api-keys'].get;
    expect(list.operationId).toBe('listApiKeys');
    expect(Object.keys(list.responses)).toContain('429');
  });
});
