import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PipelinePage,
  type PipelineFilter,
  type PipelineQuery,
  type PipelineRow,
} from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { insertPipelineNiche } from '../../test/pipeline-fixture';

let t: TestApp;
let owner: TestUser;
let member: TestUser;
/** Niches a to f, created a day apart in that order: newest first is f, e, d, c, b, a. */
const ids: Record<string, number> = {};
/** Spaces and labels of the organization. */
const tag: Record<string, number> = {};
const name = (id: number) => Object.keys(ids).find((k) => ids[k] === id);
const day = (d: number, hour = 12) => new Date(Date.UTC(2026, 0, d, hour));

async function page(user: TestUser, query: PipelineQuery, orgId = owner.orgId) {
  return t.request({
    method: 'POST',
    url: `/api/orgs/${orgId}/pipeline`,
    cookie: user.cookie,
    payload: query,
  });
}

/** The names of the niches a query shows the user, in order. */
async function names(query: PipelineQuery, user = owner): Promise<string[]> {
  const res = await page(user, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PipelinePage>().data.map((r) => name(r.id)!);
}

const filtered = (...filters: PipelineFilter[]) => names({ filters });

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Nora');
  member = await t.signUp('Mo');
  const { orgs } = t.services;
  await orgs.addMember(owner.orgId, member.id, 'member');
  const granted = await orgs.createSpace(owner.orgId, 'Granted');
  const hidden = await orgs.createSpace(owner.orgId, 'Hidden');
  await orgs.setSpaceAccess(owner.orgId, granted.id, member.id, true);
  const red = await orgs.createLabel(owner.orgId, 'Red');
  const blue = await orgs.createLabel(owner.orgId, 'Blue');
  Object.assign(tag, { granted: granted.id, hidden: hidden.id, red: red.id, blue: blue.id });
  const base = { organizationId: owner.orgId, createdBy: owner.id };
  const specs = {
    a: {
      label: 'Garlic press 100%',
      heroKeyword: 'garlic press',
      labelIds: [red.id],
      numKeywords: 10,
      minRelevancy: 0.4,
      competitionStrength: 0.1 + 0.2,
      medianPriceCents: 1234,
      medianRating: 4.5,
      createdAt: day(1, 23),
      dives: [new Date('2026-02-01T10:00:00Z'), new Date('2026-03-01T10:00:00Z')],
    },
    b: {
      label: 'salad_spinner',
      heroKeyword: 'SALAD spinner',
      spaceIds: [granted.id],
      labelIds: [blue.id],
      numKeywords: 20,
      minRelevancy: 0.40004,
      medianPriceCents: 1235,
      createdAt: day(2),
    },
    c: {
      label: 'Back\\slash',
      heroKeyword: null,
      spaceIds: [hidden.id],
      assigneeIds: [member.id],
      numKeywords: 30,
      medianPriceCents: 999,
      medianRating: 3,
      createdAt: day(3),
    },
    d: {
      label: 'hidden one',
      heroKeyword: '',
      spaceIds: [hidden.id],
      schedule: 'Weekly' as const,
      numKeywords: 40,
      minRelevancy: 0.5,
      medianRating: 4.5,
      createdAt: day(4),
    },
    e: {
      label: 'Scheduled',
      heroKeyword: 'egg slicer',
      schedule: 'Monthly' as const,
      numKeywords: 50,
      minRelevancy: 0.3,
      createdAt: day(5),
    },
    f: {
      label: 'granted scheduled',
      heroKeyword: 'fish scaler',
      spaceIds: [granted.id],
      schedule: 'Biweekly' as const,
      numKeywords: 60,
      minRelevancy: 0.45,
      medianRating: 4,
      createdAt: day(6),
    },
  };
  for (const [key, spec] of Object.entries(specs))
    ids[key] = await insertPipelineNiche(t.database.db, { ...base, ...spec });
});
afterAll(() => t.close());

describe('the pipeline page', () => {
  it('shows every niche as a row of the contract, newest first', async () => {
    const res = await page(owner, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json<PipelinePage>();
    expect(PipelinePage.parse(body)).toEqual(body);
    expect(body.total).toBe(6);
    expect(body.data.map((r) => name(r.id))).toEqual(['f', 'e', 'd', 'c', 'b', 'a']);
    const a = body.data.find((r) => r.id === ids.a)!;
    expect(a).toMatchObject({
      label: 'Garlic press 100%',
      heroKeyword: 'garlic press',
      marketplace: 'com',
      organizationId: owner.orgId,
      notes: '',
      labels: [{ id: tag.red, name: 'Red' }],
      spaces: [],
      assignees: [],
      jobCount: 2,
      oldestResearchDate: '2026-02-01T10:00:00.000Z',
      newestResearchDate: '2026-03-01T10:00:00.000Z',
      createdAt: '2026-01-01T23:00:00.000Z',
      schedule: null,
      evaluationStatus: 'INCOMPLETE',
      hasRankIssue: false,
      canManage: true,
    });
    const c = body.data.find((r) => r.id === ids.c)!;
    expect(c.assignees).toEqual([{ id: member.id, name: 'Mo' }]);
    expect(c).toMatchObject({ jobCount: 0, oldestResearchDate: null, heroKeyword: null });
  });

  it('pages by 50 with the total of every matching niche, the newest first on ties', async () => {
    const other = await t.signUp('Pam');
    const sameTime = day(10);
    const made: number[] = [];
    for (let i = 0; i < 120; i++)
      made.push(
        await insertPipelineNiche(t.database.db, {
          organizationId: other.orgId,
          label: `niche ${i}`,
          createdAt: i < 60 ? sameTime : day(11 + i),
        }),
      );
    const expected = [...made.slice(60).reverse(), ...made.slice(0, 60).reverse()];
    const read = async (p: number) =>
      (await page(other, { page: p }, other.orgId)).json<PipelinePage>();
    const pages = await Promise.all([1, 2, 3, 4].map(read));
    expect(pages.map((p) => p.total)).toEqual([120, 120, 120, 120]);
    expect(pages.map((p) => p.data.length)).toEqual([50, 50, 20, 0]);
    expect(pages.flatMap((p) => p.data.map((r) => r.id))).toEqual(expected);
  });

  it('answers 404 for the organization to a member of another', async () => {
    const outsider = await t.signUp('Otto');
    const res = await page(outsider, {});
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Organization not found');
  });
});

describe('filters', () => {
  const f = (field: string, condition: string, value?: string) =>
    ({ field, condition, value }) as PipelineFilter;

  it('match text containing a value, ignoring case, with % _ and \\ as themselves', async () => {
    expect(await filtered(f('label', 'contains', '%'))).toEqual(['a']);
    expect(await filtered(f('label', 'contains', '_'))).toEqual(['b']);
    expect(await filtered(f('label', 'contains', '\\'))).toEqual(['c']);
    expect(await filtered(f('heroKeyword', 'contains', 'SALAD'))).toEqual(['b']);
    expect(await filtered(f('heroKeyword', 'notContains', 'e'))).toEqual(['d', 'c']);
  });

  it('match text equal or not, ignoring case, and empty text', async () => {
    expect(await filtered(f('heroKeyword', 'equals', 'salad SPINNER'))).toEqual(['b']);
    expect(await filtered(f('heroKeyword', 'notEqual', 'Garlic Press'))).toEqual([
      'f',
      'e',
      'd',
      'c',
      'b',
    ]);
    expect(await filtered(f('heroKeyword', 'empty'))).toEqual(['d', 'c']);
  });

  it('compare numbers, and find those with none', async () => {
    expect(await filtered(f('numKeywords', 'equals', '10'))).toEqual(['a']);
    expect(await filtered(f('numKeywords', 'notEqual', '10'))).toHaveLength(5);
    expect(await filtered(f('numKeywords', 'greaterOrEqual', '40'))).toEqual(['f', 'e', 'd']);
    expect(await filtered(f('numKeywords', 'lessThanOrEqual', '20.5'))).toEqual(['b', 'a']);
    expect(await filtered(f('medianRating', 'equals', '4.5'))).toEqual(['d', 'a']);
    expect(await filtered(f('medianRating', 'empty'))).toEqual(['e', 'b']);
    expect(await filtered(f('medianRating', 'notEqual', '4.5'))).toEqual(['f', 'e', 'c', 'b']);
  });

  it('take percents as typed (40 is 0.40) and compare them at 4 decimals', async () => {
    expect(await filtered(f('minRelevancy', 'equals', '40'))).toEqual(['b', 'a']);
    expect(await filtered(f('minRelevancy', 'greaterOrEqual', '45'))).toEqual(['f', 'd']);
    expect(await filtered(f('minRelevancy', 'lessThanOrEqual', '30'))).toEqual(['e']);
    expect(await filtered(f('competitionStrength', 'equals', '30'))).toEqual(['a']);
    expect(await filtered(f('minRelevancy', 'empty'))).toEqual(['c']);
  });

  it('take money in currency units and compare it in whole cents', async () => {
    expect(await filtered(f('medianPriceCents', 'equals', '12.34'))).toEqual(['a']);
    expect(await filtered(f('medianPriceCents', 'equals', '12.345'))).toEqual(['b']);
    expect(await filtered(f('medianPriceCents', 'greaterOrEqual', '12.34'))).toEqual(['b', 'a']);
    expect(await filtered(f('medianPriceCents', 'lessThanOrEqual', '10'))).toEqual(['c']);
  });

  it('compare dates by their day in UTC', async () => {
    expect(await filtered(f('createdAt', 'equals', '2026-01-01'))).toEqual(['a']);
    expect(await filtered(f('createdAt', 'greaterOrEqual', '2026-01-05'))).toEqual(['f', 'e']);
    expect(await filtered(f('createdAt', 'lessThanOrEqual', '2026-01-02'))).toEqual(['b', 'a']);
    expect(await filtered(f('newestResearchDate', 'equals', '2026-03-01'))).toEqual(['a']);
    expect(await filtered(f('oldestResearchDate', 'empty'))).toHaveLength(5);
  });

  it('all apply together', async () => {
    expect(
      await filtered(f('numKeywords', 'greaterOrEqual', '20'), f('label', 'contains', 'SCHED')),
    ).toEqual(['f', 'e']);
  });

  it.each([
    [f('nope', 'equals', '1'), "filters.0.field: Unknown field 'nope'"],
    [f('numKeywords', 'equals', 'ten'), 'numKeywords needs a number'],
    [f('createdAt', 'equals', '01/02/2026'), 'createdAt needs a date as yyyy-MM-dd'],
    [f('medianPriceCents', 'contains', '1'), 'medianPriceCents cannot be filtered by contains'],
    [f('label', 'greaterOrEqual', 'a'), 'label cannot be filtered by greaterOrEqual'],
    [f('label', 'equals', ' '), 'A value is needed to filter label'],
  ])('refuse %o with a 400 naming the field', async (filter, message) => {
    const res = await page(owner, { filters: [filter] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuse sorting by an unknown field, naming it', async () => {
    const res = await page(owner, { sort: [{ field: 'secret', desc: false }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Unknown field 'secret'");
  });
});

describe('sorting', () => {
  it('cycles ascending, descending and back to newest first', async () => {
    expect(await names({ sort: [{ field: 'numKeywords', desc: false }] })).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
    ]);
    expect(await names({ sort: [{ field: 'numKeywords', desc: true }] })).toEqual([
      'f',
      'e',
      'd',
      'c',
      'b',
      'a',
    ]);
    expect(await names({ sort: [] })).toEqual(['f', 'e', 'd', 'c', 'b', 'a']);
  });

  it('puts empty values last either way and breaks ties newest first', async () => {
    const rating = (desc: boolean) => names({ sort: [{ field: 'medianRating', desc }] });
    expect(await rating(false)).toEqual(['c', 'f', 'd', 'a', 'e', 'b']);
    expect(await rating(true)).toEqual(['d', 'a', 'f', 'c', 'e', 'b']);
  });

  it('sorts by every key in turn, and text ignoring case', async () => {
    const sort = [
      { field: 'medianRating', desc: true },
      { field: 'numKeywords', desc: false },
    ] as const;
    expect(await names({ sort: [...sort] })).toEqual(['a', 'd', 'f', 'c', 'b', 'e']);
    expect(await names({ sort: [{ field: 'label', desc: false }] })).toEqual([
      'c',
      'a',
      'f',
      'd',
      'b',
      'e',
    ]);
  });
});

describe('the tag scope', () => {
  const tags = (scope: Record<string, unknown>, user = owner) => names({ tags: scope }, user);

  it('keeps niches in any checked space, or in none with "No space"', async () => {
    expect(await tags({ spaceIds: [tag.granted] })).toEqual(['f', 'b']);
    expect(await tags({ spaceIds: [tag.granted, tag.hidden] })).toEqual(['f', 'd', 'c', 'b']);
    expect(await tags({ noSpace: true })).toEqual(['e', 'a']);
    expect(await tags({ spaceIds: [tag.granted], noSpace: true })).toEqual(['f', 'e', 'b', 'a']);
  });

  it('ANDs the kinds: spaces, labels, assignees and AutoDive', async () => {
    expect(await tags({ labelIds: [tag.red] })).toEqual(['a']);
    expect(await tags({ noLabel: true })).toEqual(['f', 'e', 'd', 'c']);
    expect(await tags({ labelIds: [tag.blue], noLabel: true })).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(await tags({ spaceIds: [tag.granted], labelIds: [tag.blue] })).toEqual(['b']);
    expect(await tags({ assigneeIds: [member.id] })).toEqual(['c']);
    expect(await tags({ noAssignee: true })).toEqual(['f', 'e', 'd', 'b', 'a']);
    expect(await tags({ autoDive: true })).toEqual(['f', 'e', 'd']);
    expect(await tags({ autoDive: true, noSpace: true })).toEqual(['e']);
    expect(await tags({})).toHaveLength(6);
  });
});

describe('access', () => {
  it('shows a member the niches in no space, in granted spaces and assigned to them', async () => {
    const res = await page(member, {});
    const rows = res.json<PipelinePage>().data;
    expect(res.json<PipelinePage>().total).toBe(5);
    const seen = Object.fromEntries(rows.map((r) => [name(r.id), r] as [string, PipelineRow]));
    expect(Object.keys(seen)).toEqual(['f', 'e', 'c', 'b', 'a']);
    const manage = Object.entries(seen).map(([k, r]) => [k, r.canManage, r.schedule]);
    expect(manage).toEqual([
      ['f', true, 'Biweekly'],
      ['e', false, null],
      ['c', true, null],
      ['b', true, null],
      ['a', false, null],
    ]);
    expect(await tags({ spaceIds: [tag.hidden] }, member)).toEqual(['c']);
  });

  it("shows the schedule's interval to who may manage the niche", async () => {
    const rows = (await page(owner, { tags: { autoDive: true } })).json<PipelinePage>().data;
    expect(rows.map((r) => [name(r.id), r.schedule])).toEqual([
      ['f', 'Biweekly'],
      ['e', 'Monthly'],
      ['d', 'Weekly'],
    ]);
  });

  function tags(scope: Record<string, unknown>, user: TestUser) {
    return names({ tags: scope }, user);
  }
});

describe('the ids of a view', () => {
  it('lists every matching niche the member may see, in the view’s order', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/orgs/${owner.orgId}/pipeline/ids`,
      cookie: member.cookie,
      payload: { sort: [{ field: 'numKeywords', desc: false }], tags: { noAssignee: true } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<number[]>().map(name)).toEqual(['a', 'b', 'e', 'f']);
    const scope = { organizationId: owner.orgId, userId: member.id, role: 'member' as const };
    const view = { tags: emptyTags, filters: [], sort: [] };
    const first = await t.services.pipeline.matchingIds(scope, view, 2);
    expect(first.map(name)).toEqual(['f', 'e']);
  });
});

const emptyTags = {
  spaceIds: [],
  labelIds: [],
  assigneeIds: [],
  noSpace: false,
  noLabel: false,
  noAssignee: false,
  autoDive: false,
};
