import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NicheSummary } from '@fathom/contract';
import { diveSchedules, nicheSpaces, niches } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { insertNiche } from '../../test/niche-fixture';

let t: TestApp;
let owner: TestUser;
let member: TestUser;
const ids: Record<string, number> = {};

const get = (url: string, user: TestUser) => t.request({ method: 'GET', url, cookie: user.cookie });
const keyword = (k: string) => ({
  keyword: k,
  list: 'mkl' as const,
  searchVolume: 10,
  relevancy: 0.5,
  wordCount: 1,
  organicRanks: {},
  sponsoredRanks: {},
});

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Nora');
  member = await t.signUp('Mo');
  await t.services.orgs.addMember(owner.orgId, member.id, 'member');
  const granted = await t.services.orgs.createSpace(owner.orgId, 'Granted');
  const hidden = await t.services.orgs.createSpace(owner.orgId, 'Hidden');
  await t.services.orgs.setSpaceAccess(owner.orgId, granted.id, member.id, true);
  const base = { organizationId: owner.orgId, asins: ['B0A'] };
  ids.never = await insertNiche(t.database.db, { ...base, label: 'never dived', researches: [] });
  ids.twice = await insertNiche(t.database.db, {
    ...base,
    label: 'dived twice',
    createdBy: owner.id,
    researches: [[keyword('a')], [keyword('b')]],
  });
  ids.mine = await insertNiche(t.database.db, {
    ...base,
    label: 'the member’s',
    createdBy: member.id,
    researches: [[keyword('c')]],
  });
  ids.granted = await insertNiche(t.database.db, { ...base, label: 'granted', researches: [[]] });
  ids.hidden = await insertNiche(t.database.db, { ...base, label: 'hidden', researches: [[]] });
  await t.database.db.insert(nicheSpaces).values({ nicheId: ids.granted, spaceId: granted.id });
  await t.database.db.insert(nicheSpaces).values({ nicheId: ids.hidden, spaceId: hidden.id });
  await t.database.db.update(niches).set({ medianRating: 4.35, competitionStrength: 0.1 + 0.2 });
  await t.database.db.insert(diveSchedules).values({
    nicheId: ids.twice,
    interval: 'Weekly',
    dayOfWeek: 1,
    type: 'NicheDive',
    numberOfCompetitors: 10,
    nextRunDate: '2030-01-07',
  });
});
afterAll(() => t.close());

describe('the niche list', () => {
  it.each([
    ['an owner', () => owner, ['hidden', 'granted', 'mine', 'twice', 'never']],
    ['a member', () => member, ['granted', 'mine', 'twice', 'never']],
  ])(
    'shows %s the niches they may see, newest first, each as the niche page shows it',
    async (_who, user, expected) => {
      const res = await get(`/api/orgs/${owner.orgId}/niches`, user());
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const list = res.json<NicheSummary[]>();
      expect(list.map((n) => n.id)).toEqual(expected.map((name) => ids[name]));
      for (const niche of list) {
        expect(NicheSummary.strict().parse(niche)).toEqual(niche);
        const page = await get(`/api/niches/${niche.id}`, user());
        expect(niche).toEqual(page.json());
      }
      const twice = list.find((n) => n.id === ids.twice)!;
      expect(twice).toMatchObject({ jobCount: 2, hasSchedule: true, medianRating: 4.35 });
      expect(twice.oldestResearchDate! < twice.newestResearchDate!).toBe(true);
      expect(list.find((n) => n.id === ids.never)).toMatchObject({
        jobCount: 0,
        oldestResearchDate: null,
        hasSchedule: false,
      });
    },
  );

  it('lets a member manage the niches they created and those of granted spaces only', async () => {
    const list = (await get(`/api/orgs/${owner.orgId}/niches`, member)).json<NicheSummary[]>();
    const manageable = list.filter((n) => n.canManage).map((n) => n.id);
    expect(manageable.sort()).toEqual([ids.granted, ids.mine].sort());
  });

  it('checks many niches at once: those a member may see, and which they may change', async () => {
    const scope = { organizationId: owner.orgId, userId: member.id, role: 'member' as const };
    const outsider = await t.signUp('Otto');
    const foreign = await insertNiche(t.database.db, {
      organizationId: outsider.orgId,
      label: 'foreign',
      asins: ['B0A'],
      researches: [],
    });
    const found = await t.services.niches.accessible(scope, [...Object.values(ids), foreign]);
    expect(found).toEqual(
      [
        { id: ids.never, canManage: false },
        { id: ids.twice, canManage: false },
        { id: ids.mine, canManage: true },
        { id: ids.granted, canManage: true },
      ].sort((a, b) => a.id! - b.id!),
    );
  });

  it('is an empty list for an organization without niches', async () => {
    const other = await t.signUp('Eve');
    const res = await get(`/api/orgs/${other.orgId}/niches`, other);
    expect(res.json()).toEqual([]);
  });

  it('is served from cache until something it shows changes, then shows the change at once', async () => {
    const other = await t.signUp('Cleo');
    const helper = await t.signUp('Hal');
    await t.services.orgs.addMember(other.orgId, helper.id, 'member');
    const space = await t.services.orgs.createSpace(other.orgId, 'Later');
    const nicheId = await insertNiche(t.database.db, {
      organizationId: other.orgId,
      label: 'cached',
      asins: ['B0A'],
      researches: [[keyword('a')]],
    });
    await t.database.db.insert(nicheSpaces).values({ nicheId, spaceId: space.id });
    const url = `/api/orgs/${other.orgId}/niches`;
    const read = async (user: TestUser) => {
      const res = await get(url, user);
      expect(res.statusCode).toBe(200);
      return { etag: res.headers.etag, list: res.json<NicheSummary[]>() };
    };
    const first = await read(other);
    const again = await get(url, other);
    expect(again.headers.etag).toBe(first.etag);
    const unchanged = await t.request({
      method: 'GET',
      url,
      cookie: other.cookie,
      headers: { 'if-none-match': String(first.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect((await read(helper)).list).toEqual([]);

    const changes: [string, () => Promise<unknown>, (list: NicheSummary[]) => void][] = [
      [
        'a rename',
        () => t.database.db.update(niches).set({ label: 'renamed' }).where(eq(niches.id, nicheId)),
        (list) => expect(list[0]!.label).toBe('renamed'),
      ],
      [
        'a schedule',
        () =>
          t.database.db.insert(diveSchedules).values({
            nicheId,
            interval: 'Weekly',
            dayOfWeek: 2,
            type: 'NicheDive',
            numberOfCompetitors: 10,
            nextRunDate: '2030-01-08',
          }),
        (list) => expect(list[0]!.hasSchedule).toBe(true),
      ],
      [
        'a new niche',
        () =>
          insertNiche(t.database.db, {
            organizationId: other.orgId,
            label: 'second',
            asins: ['B0A'],
            researches: [[keyword('b')], [keyword('c')]],
          }),
        (list) => expect(list.map((n) => n.jobCount)).toEqual([2, 1]),
      ],
    ];
    let etag = first.etag;
    for (const [, change, shows] of changes) {
      await change();
      const now = await read(other);
      expect(now.etag).not.toBe(etag);
      shows(now.list);
      etag = now.etag;
    }
    await t.services.orgs.setSpaceAccess(other.orgId, space.id, helper.id, true);
    expect((await read(helper)).list.map((n) => n.label)).toContain('renamed');
  });
});
