import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PipelinePage, PipelineView, type PipelineRow } from '@fathom/contract';
import {
  ids,
  member,
  name,
  names,
  owner,
  page,
  t,
  tag,
  useSample,
} from '../../test/pipeline-sample';
import { insertPipelineNiche } from '../../test/pipeline-fixture';
import type { TestUser } from '../../test/harness';

useSample();
const day = (d: number, hour = 12) => new Date(Date.UTC(2026, 0, d, hour));

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

describe('a page after the niches change', () => {
  it('shows every change at once: figures, tags, grants, new and deleted niches', async () => {
    const boss = await t.signUp('Cai');
    const worker = await t.signUp('Wes');
    await t.services.orgs.addMember(boss.orgId, worker.id, 'member');
    const closed = await t.services.orgs.createSpace(boss.orgId, 'Closed');
    const db = t.database.db;
    const base = { organizationId: boss.orgId, createdBy: boss.id };
    const x = await insertPipelineNiche(db, { ...base, label: 'x', numKeywords: 1 });
    const y = await insertPipelineNiche(db, {
      ...base,
      label: 'y',
      numKeywords: 2,
      spaceIds: [closed.id],
    });
    const view = { sort: [{ field: 'numKeywords', desc: true }] } as const;
    const seen = async (user: TestUser, query: Record<string, unknown> = view) => {
      const res = await page(user, query, boss.orgId);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<PipelinePage>();
      return { ids: body.data.map((r) => r.id), total: body.total };
    };
    expect(await seen(boss)).toEqual({ ids: [y, x], total: 2 });
    expect(await seen(worker)).toEqual({ ids: [x], total: 1 });

    await db.execute(sql`update niches set num_keywords = 3 where id = ${x}`);
    expect(await seen(boss)).toEqual({ ids: [x, y], total: 2 });
    await t.services.orgs.setSpaceAccess(boss.orgId, closed.id, worker.id, true);
    expect(await seen(worker)).toEqual({ ids: [x, y], total: 2 });
    await db.execute(
      sql`insert into niche_spaces (niche_id, space_id) values (${x}, ${closed.id})`,
    );
    expect(await seen(boss, { ...view, tags: { noSpace: true } })).toEqual({ ids: [], total: 0 });
    const z = await insertPipelineNiche(db, { ...base, label: 'z', numKeywords: 9 });
    expect(await seen(boss)).toEqual({ ids: [z, x, y], total: 3 });
    expect(await seen(boss, { ...view, page: 2 })).toEqual({ ids: [], total: 3 });
    await db.execute(sql`delete from niches where id = ${x}`);
    expect(await seen(boss)).toEqual({ ids: [z, y], total: 2 });
    expect(await seen(boss, { ...view, tags: { noSpace: true } })).toEqual({ ids: [z], total: 1 });
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

/** The tags of a view that names none. */
const emptyTags = PipelineView.parse({}).tags;
