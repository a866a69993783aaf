import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  type BodyOf,
  HIGHLIGHT_PALETTE,
  marketplaceDate,
  type QueryOf,
  rankRadarEndpoints,
  rankRadarHighlightEndpoints as hl,
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

/** The tracker's path parameters, in the caller's organization unless given. */
const onTracker = (orgId?: number) => ({ params: { krtId: tracker.id, orgId } });
/** A highlight's path parameters. */
const at = (highlight: { id: number }, orgId?: number) => ({
  params: { krtId: tracker.id, hid: highlight.id, orgId },
});
const create = (body: object, user = owner, orgId?: number) =>
  t.send(user, hl.createHighlight, { ...onTracker(orgId), body });
const created = (body: BodyOf<typeof hl.createHighlight>) =>
  t.call(owner, hl.createHighlight, { ...onTracker(), body });
const remove = (highlight: { id: number }, user = owner, orgId?: number) =>
  t.send(user, hl.deleteHighlight, at(highlight, orgId));
const list = async () => (await t.call(owner, hl.highlights, onTracker())).highlights;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Hana');
  outsider = await t.signUp('Otto');
  tracker = await trackerWithHistory(t, owner, { label: 'highlights niche', terms: 6, days: DAYS });
  const heatmap = await t.call(owner, rankRadarEndpoints.heatmap, onTracker());
  termIds = heatmap.keywords.map((k) => k.keywordId);
  // The demo history marks the tracker with two tags and a note: remove them for a clean slate.
  const seeded = await list();
  expect(seeded.map((h) => h.type).sort()).toEqual(['note', 'tag', 'tag']);
  for (const h of seeded) await remove(h);
  first = addDays(today, -DAYS);
}, 180_000);
afterAll(() => t.close());

describe('tags', () => {
  it('creates, edits, attaches, detaches and deletes a tag', async () => {
    const answer = await create({
      title: 'Price test',
      description: 'Lowered price by 10%',
      color: HIGHLIGHT_PALETTE[2],
      startAt: addDays(today, -3),
      endAt: addDays(today, -1),
      keywordIds: [termIds[0], termIds[1]],
    });
    expect(answer.statusCode).toBe(200);
    const tag = hl.createHighlight.response.parse(answer.json());
    expect(tag).toMatchObject({ type: 'tag', title: 'Price test', color: HIGHLIGHT_PALETTE[2] });
    expect(tag.keywordIds).toEqual([termIds[0], termIds[1]].sort((a, b) => a! - b!));

    const edited = await t.call(owner, hl.updateHighlight, {
      ...at(tag),
      body: { title: 'Price test B', keywordIds: [termIds[2]!, -termIds[0]!] },
    });
    expect(edited.title).toBe('Price test B');
    expect(edited.keywordIds).toEqual([termIds[1]!, termIds[2]!].sort((a, b) => a - b));

    const detail = await t.call(owner, hl.highlight, at(tag));
    expect(detail.keywords.map((k) => k.id).sort()).toEqual([termIds[1], termIds[2]].sort());

    expect((await remove(tag)).statusCode).toBe(200);
    expect(await list()).toEqual([]);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
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
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(await list()).toEqual([]);
  });

  it('refuses an edit whose title holds a NUL or shows nothing, keeping the tag', async () => {
    const tag = await created({ title: 'Launch', color: 'none', startAt: today });
    for (const title of ['a\u0000b', '\u200B']) {
      const res = await t.send(owner, hl.updateHighlight, { ...at(tag), body: { title } });
      expect(res.statusCode).toBe(400);
    }
    expect((await list()).map((h) => h.title)).toEqual(['Launch']);
    await remove(tag);
  });
});

describe('notes', () => {
  it('keeps a note on one date with an empty title and no colour, filtered by type and dates', async () => {
    const note = await created({
      type: 'note',
      title: 'ignored',
      description: 'New main image',
      startAt: addDays(today, -2),
    });
    expect(note).toMatchObject({ type: 'note', title: '', color: 'none', keywordIds: [] });
    expect(note.endAt).toBe(note.startAt);
    const q = async (query: QueryOf<typeof hl.highlights>) =>
      (await t.call(owner, hl.highlights, { ...onTracker(), query })).highlights;
    expect(await q({ type: 'note' })).toHaveLength(1);
    expect(await q({ type: 'tag' })).toHaveLength(0);
    expect(await q({ endDate: addDays(today, -3) })).toHaveLength(0);
    await remove(note);
  });
});

describe('organization scoping', () => {
  it("answers 404 on another organization's tracker and its highlights, changing nothing", async () => {
    const tag = await created({ title: 'Mine', color: 'none', startAt: today });
    const attempts = [
      t.send(outsider, hl.highlights, onTracker()),
      create({ title: 'x', color: 'none', startAt: today }, outsider),
      t.send(outsider, hl.highlight, at(tag)),
      t.send(outsider, hl.updateHighlight, { ...at(tag), body: { title: 'Theirs' } }),
      remove(tag, outsider),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    // Through the owner's organization id, the outsider is no member: not found either.
    const asOwnerOrg = await remove(tag, outsider, owner.orgId);
    expect(asOwnerOrg.statusCode).toBe(404);
    expect(await list()).toEqual([tag]);
  });

  it('lets a member who may not change the niche read the tags but not change them', async () => {
    const member = await t.signUp('Mia');
    await t.services.orgs.addMember(owner.orgId, member.id, 'member');
    const held = (await t.call(member, hl.highlights, onTracker(owner.orgId))).highlights;
    const res = await create(
      { title: 'Theirs', color: 'none', startAt: today },
      member,
      owner.orgId,
    );
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('You can only change Rank Radars of niches you can manage');
    const del = await remove(held[0]!, member, owner.orgId);
    expect(del.statusCode).toBe(403);
    expect(await list()).toEqual(held);
  });

  it('asks a signed-in session', async () => {
    const res = await t.send(undefined, hl.highlights, onTracker(owner.orgId));
    expect(res.statusCode).toBe(401);
  });
});
