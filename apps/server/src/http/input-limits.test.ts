import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingEndpoints,
  buildPath,
  diveEndpoints,
  orgEndpoints,
  scheduleEndpoints,
  type Endpoint,
} from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../test/harness';
import { startBody } from '../test/dives';
import { rowCounts } from '../test/row-counts';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Olga');
});
afterAll(() => t.close());

const TOO_BIG = 2 ** 31;

const sampleBody: Record<string, unknown> = {
  createSpace: { name: 'Space' },
  renameSpace: { name: 'Space' },
  createLabel: { name: 'Label' },
  renameLabel: { name: 'Label' },
  saveSchedule: {
    interval: 'Weekly',
    dayOfWeek: 1,
    type: 'SameCompetitors',
    numberOfCompetitors: 5,
  },
};

const withIds = Object.entries({
  ...orgEndpoints,
  ...billingEndpoints,
  ...diveEndpoints,
  ...scheduleEndpoints,
}).filter(([, e]) => /:(orgId|spaceId|labelId|nicheId)/.test(e.path));

const counts = () => rowCounts(t.database);

function call(endpoint: Endpoint, params: Record<string, string | number>, payload?: unknown) {
  return t.request({
    method: endpoint.method,
    url: buildPath(endpoint.path, { userId: owner.id, ...params }),
    cookie: owner.cookie,
    ...(payload !== undefined && { payload: payload as object }),
  });
}

describe('ids beyond 32 bits', () => {
  it.each(withIds)('%s answers 4xx with a message for every id at 2^31', async (name, e) => {
    const ids = [...e.path.matchAll(/:(orgId|spaceId|labelId|nicheId)/g)].map((m) => m[1]!);
    for (const id of ids) {
      const params = {
        orgId: owner.orgId,
        spaceId: 1,
        labelId: 1,
        nicheId: 1,
        sndId: '00000000-0000-4000-8000-000000000000',
        researchId: 1,
        krtId: 1,
        invoiceId: 1,
        [id]: TOO_BIG,
      };
      const query = 'query' in e ? '?features=DIVED_ASINS' : '';
      const res = await t.request({
        method: e.method,
        url: buildPath(e.path, { userId: owner.id, ...params }) + query,
        cookie: owner.cookie,
        ...(sampleBody[name] !== undefined && { payload: sampleBody[name] as object }),
      });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json().message).toMatch(/not found|must be a whole number from 1 to 2147483647/);
    }
  });

  it('a Dive Again of niche 2^31 is refused', async () => {
    const res = await call(
      diveEndpoints.startDive,
      { orgId: owner.orgId },
      startBody('B0ABCDEFGH', 15, { nicheId: TOO_BIG }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('nicheId: must be a whole number from 1 to 2147483647');
  });
});

describe('control characters', () => {
  it.each([
    ['organization', orgEndpoints.createOrganization, 'Organization'],
    ['space', orgEndpoints.createSpace, 'Space'],
    ['label', orgEndpoints.createLabel, 'Label'],
  ])('a NUL in a %s name is refused and nothing is stored', async (_, endpoint, thing) => {
    const before = await counts();
    const res = await call(endpoint, { orgId: owner.orgId }, { name: 'Kitchen\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`name: ${thing} name cannot contain control characters`);
    expect(await counts()).toEqual(before);
  });

  it('a NUL in a dive origin is refused', async () => {
    const before = await counts();
    const res = await call(
      diveEndpoints.startDive,
      { orgId: owner.orgId },
      startBody('B0ABCDEFGH', 15, { origin: 'modal\u0000' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'origin: must be a short name of lower-case letters, digits and hyphens',
    );
    expect(await counts()).toEqual(before);
  });

  it('a NUL in a user id is refused', async () => {
    const res = await call(orgEndpoints.grantSpaceAccess, {
      orgId: owner.orgId,
      spaceId: 1,
      userId: `${owner.id}\u0000`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('userId: must be a user id');
  });
});

describe('sign-up name', () => {
  const signUp = (name: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name,
        email: `n${Math.random().toString(36).slice(2)}@example.com`,
        password: 'correct-horse',
      },
    });

  it('a 200,000-character name is refused and no user or organization is made', async () => {
    const before = await counts();
    const res = await signUp('x'.repeat(200_000));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Name should be at most 100 characters');
    expect(await counts()).toEqual(before);
  });

  it('a name with a NUL is refused', async () => {
    const res = await signUp('Ada\u0000');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Name cannot contain control characters');
  });

  it('the longest name makes an organization name within its bound', async () => {
    const user = await t.signUp('y'.repeat(100));
    const me = await t.request({ method: 'GET', url: '/api/me', cookie: user.cookie });
    expect(me.json().organizations[0].name).toBe(`${'y'.repeat(100)}'s organization`);
  });

  it('a name cannot grow past the bound afterwards either', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/update-user',
      cookie: owner.cookie,
      payload: { name: 'z'.repeat(5_000) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Name should be at most 100 characters');
  });
});

describe('schedule input', () => {
  const base = {
    interval: 'Weekly',
    dayOfWeek: 1,
    type: 'NicheDive',
    heroAsin: 'B0ABCDEFGH',
    numberOfCompetitors: 5,
  };
  const save = (body: object) => call(scheduleEndpoints.saveSchedule, { nicheId: 1 }, body);

  it('a megabyte hero ASIN is refused', async () => {
    const res = await save({ ...base, heroAsin: 'B'.repeat(1_000_000) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'heroAsin: must be an ASIN: B and 9 letters or digits, or 10 digits',
    );
  });

  it('locked and excluded lists take ASINs only, and a bounded number of them', async () => {
    const locked = await save({ ...base, lockedAsins: ['x'.repeat(100_000)] });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toContain('lockedAsins.0: must be an ASIN');
    const excluded = await save({
      ...base,
      excludedAsins: Array.from({ length: 501 }, (_, i) => `B${String(i).padStart(9, '0')}`),
    });
    expect(excluded.statusCode).toBe(400);
    expect(excluded.json().message).toBe('excludedAsins: At most 500 ASINs');
  });
});
