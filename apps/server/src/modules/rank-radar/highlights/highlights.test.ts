import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  HIGHLIGHT_PALETTE,
  marketplaceDate,
  type Heatmap,
  type Highlight,
  type HighlightDetail,
  type Tracker,
} from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { trackerWithHistory } from '../../../test/rank-radar-fixture';

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
let tracker: Tracker;
let first: string;
let termIds: number[];
const today = marketplaceDate('com');
const DAYS = 5;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (user: TestUser, method: Method, path: string, payload?: object, orgId = user.orgId) =>
  t.request({ method, url: `/api/orgs/${orgId}/krt${path}`, cookie: user.cookie, payload });
const list = async () =>
  (await api(owner, 'GET', `/${tracker.id}/highlights`)).json<{ highlights: Highlight[] }>()
    .highlights;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Hana');
  outsider = await t.signUp('Otto');
  tracker = await trackerWithHistory(t, owner, { label: 'highlights niche', terms: 6, days: DAYS });
  const heatmap = (await api(owner, 'GET', `/${tracker.id}/heatmap`)).json<Heatmap>();
  termIds = heatmap.keywords.map((k) => k.keywordId);
  // The demo history marks the tracker with two tags and a note: remove them for a clean slate.
  const seeded = await list();
  expect(seeded.map((h) => h.type).sort()).toEqual(['note', 'tag', 'tag']);
  for (const h of seeded) await api(owner, 'DELETE', `/${tracker.id}/highlights/${h.id}`);
  first = addDays(today, -DAYS);
}, 180_000);
afterAll(() => t.close());

describe('tags', () => {
  it('creates, edits, attaches, detaches and deletes a tag', async () => {
    const created = await api(owner, 'POST', `/${tracker.id}/highlights`, {
      title: 'Price test',
      description: 'Lowered price by 10%',
      color: HIGHLIGHT_PALETTE[2],
      startAt: addDays(today, -3),
      endAt: addDays(today, -1),
      keywordIds: [termIds[0], termIds[1]],
    });
    expect(created.statusCode).toBe(200);
    const tag = created.json<Highlight>();
    expect(tag).toMatchObject({ type: 'tag', title: 'Price test', color: HIGHLIGHT_PALETTE[2] });
    expect(tag.keywordIds).toEqual([termIds[0], termIds[1]].sort((a, b) => a! - b!));

    const edited = await api(owner, 'PATCH', `/${tracker.id}/highlights/${tag.id}`, {
      title: 'Price test B',
      keywordIds: [termIds[2], -termIds[0]!],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Highlight>().title).toBe('Price test B');
    expect(edited.json<Highlight>().keywordIds).toEqual(
      [termIds[1]!, termIds[2]!].sort((a, b) => a - b),
    );

    const detail = (
      await api(owner, 'GET', `/${tracker.id}/highlights/${tag.id}`)
    ).json<HighlightDetail>();
    expect(detail.keywords.map((k) => k.id).sort()).toEqual([termIds[1], termIds[2]].sort());

    expect((await api(owner, 'DELETE', `/${tracker.id}/highlights/${tag.id}`)).statusCode).toBe(
      200,
    );
    expect(await list()).toEqual([]);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const post = (body: object) => api(owner, 'POST', `/${tracker.id}/highlights`, body);
    const cases: [object, string][] = [
      [{ title: '', color: HIGHLIGHT_PALETTE[0], startAt: today }, 'Tag is required'],
      [{ title: 'x', startAt: today }, 'Color is required'],
      [{ title: 'x', color: 'pink', startAt: today }, 'Color is required'],
      [
        { title: 'x', color: 'none', startAt: today, endAt: addDays(today, -1) },
        'The start date cannot be after the end date',
      ],
      [{ title: 'x', color: 'none', startAt: addDays(first, -30) }, 'before the Rank Radar'],
      [{ title: 'x', color: 'none', startAt: today, keywordIds: [999999] }, 'not in this Rank'],
      [{ title: 'x'.repeat(101), color: 'none', startAt: today }, 'At most 100'],
      [{ type: 'note', startAt: today }, 'A note needs a description'],
      [{ title: 'a\u0000b', color: 'none', startAt: today }, 'must not contain control characters'],
      [{ title: 'gpj\u202Eexe.', color: 'none', startAt: today }, 'control characters'],
      [{ title: '\u200B\u200D', color: 'none', startAt: today }, 'visible characters'],
      [{ type: 'note', description: 'a\u0000b', startAt: today }, 'control characters'],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(await list()).toEqual([]);
  });

  it('refuses an edit whose title holds a NUL or shows nothing, keeping the tag', async () => {
    const tag = (
      await api(owner, 'POST', `/${tracker.id}/highlights`, {
        title: 'Launch',
        color: 'none',
        startAt: today,
      })
    ).json<{ id: number }>();
    for (const title of ['a\u0000b', '\u200B']) {
      const res = await api(owner, 'PATCH', `/${tracker.id}/highlights/${tag.id}`, { title });
      expect(res.statusCode).toBe(400);
    }
    expect((await list()).map((h) => h.title)).toEqual(['Launch']);
    await api(owner, 'DELETE', `/${tracker.id}/highlights/${tag.id}`);
  });
});

describe('notes', () => {
  it('keeps a note on one date with an empty title and no colour, filtered by type and dates', async () => {
    const note = (
      await api(owner, 'POST', `/${tracker.id}/highlights`, {
        type: 'note',
        title: 'ignored',
        description: 'New main image',
        startAt: addDays(today, -2),
      })
    ).json<Highlight>();
    expect(note).toMatchObject({ type: 'note', title: '', color: 'none', keywordIds: [] });
    expect(note.endAt).toBe(note.startAt);
    const q = (s: string) => api(owner, 'GET', `/${tracker.id}/highlights?${s}`);
    expect((await q('type=note')).json<{ highlights: Highlight[] }>().highlights).toHaveLength(1);
    expect((await q('type=tag')).json<{ highlights: Highlight[] }>().highlights).toHaveLength(0);
    expect(
      (await q(`endDate=${addDays(today, -3)}`)).json<{ highlights: Highlight[] }>().highlights,
    ).toHaveLength(0);
    await api(owner, 'DELETE', `/${tracker.id}/highlights/${note.id}`);
  });
});

describe('organization scoping', () => {
  it("answers 404 on another organization's tracker and its highlights, changing nothing", async () => {
    const tag = (
      await api(owner, 'POST', `/${tracker.id}/highlights`, {
        title: 'Mine',
        color: 'none',
        startAt: today,
      })
    ).json<Highlight>();
    const path = `/${tracker.id}/highlights`;
    const attempts = [
      api(outsider, 'GET', path),
      api(outsider, 'POST', path, { title: 'x', color: 'none', startAt: today }),
      api(outsider, 'GET', `${path}/${tag.id}`),
      api(outsider, 'PATCH', `${path}/${tag.id}`, { title: 'Theirs' }),
      api(outsider, 'DELETE', `${path}/${tag.id}`),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    // Through the owner's organization id, the outsider is no member: not found either.
    const asOwnerOrg = await api(outsider, 'DELETE', `${path}/${tag.id}`, undefined, owner.orgId);
    expect(asOwnerOrg.statusCode).toBe(404);
    expect(await list()).toEqual([tag]);
  });

  it('lets a member who may not change the niche read the tags but not change them', async () => {
    const member = await t.signUp('Mia');
    await t.services.orgs.addMember(owner.orgId, member.id, 'member');
    const path = `/${tracker.id}/highlights`;
    const seen = await api(member, 'GET', path, undefined, owner.orgId);
    expect(seen.statusCode).toBe(200);
    const held = seen.json<{ highlights: Highlight[] }>().highlights;
    const res = await api(
      member,
      'POST',
      path,
      { title: 'Theirs', color: 'none', startAt: today },
      owner.orgId,
    );
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('You can only change Rank Radars of niches you can manage');
    const del = await api(member, 'DELETE', `${path}/${held[0]!.id}`, undefined, owner.orgId);
    expect(del.statusCode).toBe(403);
    expect(await list()).toEqual(held);
  });

  it('asks a signed-in session', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/orgs/${owner.orgId}/krt/${tracker.id}/highlights`,
    });
    expect(res.statusCode).toBe(401);
  });
});
