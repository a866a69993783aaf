import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  NICHE_EDIT_MESSAGES,
  nicheEditEndpoints as e,
  profitEndpoints,
  type Endpoint,
  type NicheDetails,
  type NicheProfits,
} from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import {
  diveSchedules,
  nicheAssignees,
  nicheExclusions,
  nicheKeywords,
  nicheSpaces,
  niches,
  researches,
} from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { insertNiche } from '../../test/niche-fixture';
import { diveStatus, nicheIdOf, startBody, startDive } from '../../test/dives';

let t: TestApp;
let owner: TestUser;
let plain: TestUser;
let outsider: TestUser;
let granted: number;
let hidden: number;
let labelId: number;

function call(
  endpoint: Endpoint,
  params: Record<string, string | number>,
  user: TestUser,
  payload?: object,
) {
  return t.request({
    method: endpoint.method,
    url: buildPath(endpoint.path, params),
    cookie: user.cookie,
    ...(payload !== undefined && { payload }),
  });
}

const keyword = (k: string, list: 'mkl' | 'outlier', searchVolume: number) => ({
  keyword: k,
  list,
  searchVolume,
  relevancy: 0.4,
  wordCount: 1,
  organicRanks: {},
  sponsoredRanks: {},
});

let made = 0;
/** A niche of the owner's organization with one dive; in the space when given. */
async function niche(options: { spaceId?: number; createdBy?: string; org?: number } = {}) {
  const id = await insertNiche(t.database.db, {
    organizationId: options.org ?? owner.orgId,
    label: `niche ${++made}`,
    createdBy: options.createdBy,
    asins: ['B0A'],
    researches: [
      [keyword('old', 'mkl', 5)],
      [
        keyword('garlic press', 'mkl', 900),
        keyword('press', 'outlier', 5000),
        keyword('garlic', 'mkl', 1200),
      ],
    ],
  });
  if (options.spaceId)
    await t.database.db.insert(nicheSpaces).values({ nicheId: id, spaceId: options.spaceId });
  return id;
}
const n = (nicheId: number) => ({ nicheId });
/** The figures of a niche no dive has finished for. */
const noFigures = {
  medianSales: null,
  medianSalesLower: null,
  medianSalesHigher: null,
  medianRevenueCents: null,
  medianRevenueLowerCents: null,
  medianRevenueHigherCents: null,
};
const org = () => ({ orgId: owner.orgId });

beforeAll(async () => {
  t = await startTestApp({ signInLimit: 100 });
  owner = await t.signUp('Owner');
  plain = await t.signUp('Plain');
  outsider = await t.signUp('Otto');
  await t.services.orgs.addMember(owner.orgId, plain.id, 'member');
  granted = (await t.services.orgs.createSpace(owner.orgId, 'Granted')).id;
  hidden = (await t.services.orgs.createSpace(owner.orgId, 'Hidden')).id;
  await t.services.orgs.setSpaceAccess(owner.orgId, granted, plain.id, true);
  labelId = (await t.services.orgs.createLabel(owner.orgId, 'Hot')).id;
});
afterAll(() => t.close());

describe('renaming a niche', () => {
  it('trims the label, answers the niche, and refuses a label taken on the marketplace', async () => {
    const id = await niche();
    const other = await niche();
    const res = await call(e.renameNiche, n(id), owner, { label: '  Garlic tools ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, label: 'Garlic tools', spaceIds: [], labelIds: [] });

    const taken = await call(e.renameNiche, n(other), owner, { label: 'garlic TOOLS' });
    expect([taken.statusCode, taken.json().message]).toEqual([
      409,
      NICHE_EDIT_MESSAGES.labelTaken('garlic TOOLS', 'amazon.com'),
    ]);
    const exists = (label: string, marketplace = 'com') =>
      t
        .request({
          method: 'GET',
          url: `/api/orgs/${owner.orgId}/niche-labels?marketplace=${marketplace}&label=${encodeURIComponent(label)}`,
          cookie: plain.cookie,
        })
        .then((r) => r.json<{ exists: boolean }>());
    expect(await exists(' GARLIC tools ')).toEqual({ exists: true });
    expect(await exists('Garlic tools', 'de')).toEqual({ exists: false });
  });

  it('answers an unchanged name as it is, and refuses an empty or too long one', async () => {
    const id = await niche();
    const [before] = await t.database.db.select().from(niches).where(eq(niches.id, id));
    const same = await call(e.renameNiche, n(id), owner, { label: ` ${before!.label} ` });
    expect(same.json().label).toBe(before!.label);
    const [after] = await t.database.db.select().from(niches).where(eq(niches.id, id));
    expect(after!.updatedAt).toEqual(before!.updatedAt);
    for (const [label, message] of [
      ['   ', NICHE_EDIT_MESSAGES.labelEmpty],
      ['x'.repeat(256), NICHE_EDIT_MESSAGES.labelTooLong],
    ]) {
      const res = await call(e.renameNiche, n(id), owner, { label });
      expect([res.statusCode, res.json().message]).toEqual([400, `label: ${message}`]);
    }
  });

  it('is refused to a member on a niche they may only see, and is not found for another organization', async () => {
    const readOnly = await niche();
    const res = await call(e.renameNiche, n(readOnly), plain, { label: 'Mine now' });
    expect([res.statusCode, res.json().message]).toEqual([403, "You can't manage this niche"]);
    const foreign = await call(e.renameNiche, n(readOnly), outsider, { label: 'Mine now' });
    expect(foreign.statusCode).toBe(404);
    const inGranted = await niche({ spaceId: granted });
    expect(
      (await call(e.renameNiche, n(inGranted), plain, { label: 'Granted one' })).statusCode,
    ).toBe(200);
  });
});

describe('notes and hero keyword', () => {
  it('stores notes trimmed, and refuses more than 2048 characters', async () => {
    const id = await niche();
    const res = await call(e.updateNotes, n(id), owner, { notes: '  check\nsuppliers \t' });
    expect(res.json().notes).toBe('check\nsuppliers');
    const long = await call(e.updateNotes, n(id), owner, { notes: 'x'.repeat(2049) });
    expect(long.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(niches).where(eq(niches.id, id));
    expect(row!.notes).toBe('check\nsuppliers');
  });

  it("offers the latest dive's keywords, the master list first by search volume, and takes only one of them", async () => {
    const id = await niche();
    const options = await call(e.heroKeywordOptions, n(id), plain);
    expect(options.json()).toEqual([
      { keyword: 'garlic', searchVolume: 1200, relevancy: 0.4 },
      { keyword: 'garlic press', searchVolume: 900, relevancy: 0.4 },
      { keyword: 'press', searchVolume: 5000, relevancy: 0.4 },
    ]);
    const changed = await call(e.changeHeroKeyword, n(id), owner, { keyword: 'press' });
    expect(changed.json()).toMatchObject({ id, heroKeyword: 'press' });
    const old = await call(e.changeHeroKeyword, n(id), owner, { keyword: 'old' });
    expect([old.statusCode, old.json().message]).toEqual([
      400,
      "Choose one of the niche's keywords",
    ]);
    expect((await call(e.changeHeroKeyword, n(id), plain, { keyword: 'garlic' })).statusCode).toBe(
      403,
    );
    expect((await call(e.heroKeywordOptions, n(id), outsider)).statusCode).toBe(404);
  });
});

describe('assignee and tags of one niche', () => {
  it('assigns the niche to one member of its organization, replaces and clears the assignee', async () => {
    const id = await niche();
    expect(
      (await call(e.setAssignee, n(id), owner, { userId: plain.id })).json().assigneeIds,
    ).toEqual([plain.id]);
    // The assignee may now change the niche.
    expect((await call(e.updateNotes, n(id), plain, { notes: 'mine' })).statusCode).toBe(200);
    expect(
      (await call(e.setAssignee, n(id), owner, { userId: owner.id })).json().assigneeIds,
    ).toEqual([owner.id]);
    const stranger = await call(e.setAssignee, n(id), owner, { userId: outsider.id });
    expect([stranger.statusCode, stranger.json().message]).toEqual([
      400,
      'Choose a member of the organization',
    ]);
    expect((await call(e.setAssignee, n(id), owner, { userId: null })).json().assigneeIds).toEqual(
      [],
    );
  });

  it("sets spaces and labels; a member adds only granted spaces and keeps those they can't manage", async () => {
    // In a space the member was granted and in one they were not.
    const id = await niche({ spaceId: granted });
    await t.database.db.insert(nicheSpaces).values({ nicheId: id, spaceId: hidden });
    const both = [granted, hidden].sort((a, b) => a - b);
    const set = await call(e.setTags, n(id), plain, { spaceIds: [], labelIds: [labelId] });
    // Taking the niche out of the granted space leaves the one the member can't manage.
    expect(set.json()).toMatchObject({ spaceIds: [hidden], labelIds: [labelId] });
    await t.database.db.insert(nicheSpaces).values({ nicheId: id, spaceId: granted });
    const kept = await call(e.setTags, n(id), plain, { spaceIds: [granted], labelIds: [] });
    expect(kept.json()).toMatchObject({ spaceIds: both, labelIds: [] });

    const other = await niche({ createdBy: plain.id });
    const notMine = await call(e.setTags, n(other), plain, { spaceIds: [hidden], labelIds: [] });
    expect([notMine.statusCode, notMine.json().message]).toEqual([
      403,
      "You can't manage this space",
    ]);
    const unknown = await call(e.setTags, n(other), owner, { spaceIds: [], labelIds: [2_000_000] });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Label not found']);
    const byOwner = await call(e.setTags, n(other), owner, { spaceIds: [hidden], labelIds: [] });
    expect(byOwner.json().spaceIds).toEqual([hidden]);
  });
});

describe("the niche page's notes, assignee and tags", () => {
  it('answers them by name to who may see the niche, and hides the niche from others', async () => {
    const id = await niche({ spaceId: granted });
    await call(e.updateNotes, n(id), owner, { notes: 'Ask two suppliers for samples.' });
    await call(e.setAssignee, n(id), owner, { userId: plain.id });
    await call(e.setTags, n(id), owner, { spaceIds: [granted], labelIds: [labelId] });
    const details = {
      notes: 'Ask two suppliers for samples.',
      spaces: [{ id: granted, name: 'Granted' }],
      labels: [{ id: labelId, name: 'Hot' }],
      assignees: [{ id: plain.id, name: 'Plain' }],
      ...noFigures,
    };
    expect((await call(e.nicheDetails, n(id), owner)).json()).toEqual(details);
    expect((await call(e.nicheDetails, n(id), plain)).json()).toEqual(details);
    expect((await call(e.nicheDetails, n(id), outsider)).statusCode).toBe(404);

    const bare = await niche();
    expect((await call(e.nicheDetails, n(bare), owner)).json()).toEqual({
      notes: '',
      spaces: [],
      labels: [],
      assignees: [],
      ...noFigures,
    });
  });

  it('answers the median sales and revenue with their lower and higher ranges after a dive', async () => {
    const lastTry = { retryCount: 2, isLast: true };
    const res = await startDive(t, owner, startBody(KNOWN_ASINS.com.strongHero, 10));
    const { sndId } = res.json<{ sndId: string }>();
    await t.services.dives.runDiscovery(sndId, lastTry);
    await t.services.dives.runDive(sndId, lastTry);
    const id = nicheIdOf(await diveStatus(t, owner, sndId));

    const details = (await call(e.nicheDetails, n(id), owner)).json<NicheDetails>();
    const { medianSales, medianSalesLower, medianSalesHigher } = details;
    expect(medianSalesLower).toBeGreaterThan(0);
    expect(medianSalesLower).toBeLessThanOrEqual(medianSales!);
    expect(medianSales).toBeLessThanOrEqual(medianSalesHigher!);
    expect(medianSalesLower).toBeLessThan(medianSalesHigher!);
    expect(details.medianRevenueLowerCents).toBeGreaterThan(0);
    expect(details.medianRevenueLowerCents).toBeLessThanOrEqual(details.medianRevenueCents!);
    expect(details.medianRevenueCents).toBeLessThanOrEqual(details.medianRevenueHigherCents!);

    // The same range as the sales velocity range PROFITS shows for the niche.
    const profits = (await call(profitEndpoints.nicheProfits, n(id), owner)).json<NicheProfits>();
    expect(profits.salesVelocityRange).toEqual({
      lower: medianSalesLower,
      median: medianSales,
      higher: medianSalesHigher,
    });
  });
});

describe('deleting a niche', () => {
  it('removes the niche with its researches, keywords, exclusions and schedule', async () => {
    const id = await niche();
    await t.database.db.insert(nicheExclusions).values({ nicheId: id, asin: 'B0X' });
    await t.database.db.insert(diveSchedules).values({
      nicheId: id,
      interval: 'Weekly',
      dayOfWeek: 1,
      type: 'NicheDive',
      numberOfCompetitors: 10,
      nextRunDate: '2030-01-07',
    });
    const dives = await t.database.db
      .select({ id: researches.id })
      .from(researches)
      .where(eq(researches.nicheId, id));
    expect((await call(e.deleteNiche, n(id), plain)).statusCode).toBe(403);
    expect((await call(e.deleteNiche, n(id), outsider)).statusCode).toBe(404);
    const res = await call(e.deleteNiche, n(id), owner);
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true }]);
    expect((await call(e.heroKeywordOptions, n(id), owner)).statusCode).toBe(404);
    const ids = dives.map((d) => d.id);
    expect(
      await t.database.db.select().from(researches).where(inArray(researches.id, ids)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(nicheKeywords)
        .where(inArray(nicheKeywords.researchId, ids)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(nicheExclusions).where(eq(nicheExclusions.nicheId, id)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(diveSchedules).where(eq(diveSchedules.nicheId, id)),
    ).toEqual([]);
  });
});

describe('bulk actions', () => {
  const ids = (list: number[]) => ({ mode: 'ids' as const, ids: list });

  it('changes the niches a member may manage and names those refused', async () => {
    const mine = await niche({ createdBy: plain.id });
    const inGranted = await niche({ spaceId: granted });
    const readOnly = await niche();
    const invisible = await niche({ spaceId: hidden });
    const foreign = await niche({ org: outsider.orgId });
    const selection = ids([mine, inGranted, readOnly, invisible, foreign]);
    const version = await t.services.niches.listVersion(owner.orgId);
    const res = await call(e.bulkTags, org(), plain, {
      selection,
      type: 'label',
      operation: 'assign',
      tagIds: [labelId],
    });
    expect(res.statusCode).toBe(200);
    // Cached niche lists are made again.
    expect(await t.services.niches.listVersion(owner.orgId)).toBeGreaterThan(version);
    const [readOnlyRow] = await t.database.db.select().from(niches).where(eq(niches.id, readOnly));
    expect(res.json()).toEqual({
      updated: [mine, inGranted],
      refused: [
        { id: readOnly, label: readOnlyRow!.label, reason: "You can't manage this niche" },
        { id: invisible, label: `#${invisible}`, reason: 'Niche not found' },
        { id: foreign, label: `#${foreign}`, reason: 'Niche not found' },
      ],
    });
    const edited = await t.services.nicheEdits.bulkTags(
      { organizationId: owner.orgId, userId: owner.id, role: 'owner' },
      { selection: ids([mine, readOnly]), type: 'label', operation: 'remove', tagIds: [labelId] },
    );
    expect(edited).toEqual({ updated: [mine, readOnly], refused: [] });

    const assignee = await call(e.bulkAssignee, org(), plain, { selection, userId: owner.id });
    expect(assignee.json().updated).toEqual([mine, inGranted]);
    const rows = await t.database.db
      .select()
      .from(nicheAssignees)
      .where(inArray(nicheAssignees.nicheId, [mine, inGranted, readOnly]));
    expect(rows.map((r) => [r.nicheId, r.userId])).toEqual([
      [mine, owner.id],
      [inGranted, owner.id],
    ]);

    const deleted = await call(e.bulkDelete, org(), plain, { selection });
    expect(deleted.json().updated).toEqual([mine, inGranted]);
    const left = await t.database.db
      .select({ id: niches.id })
      .from(niches)
      .where(inArray(niches.id, [mine, inGranted, readOnly, invisible, foreign]));
    expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual([readOnly, invisible, foreign]);
  });

  it('assigns and removes spaces only where the member may manage the space', async () => {
    const mine = await niche({ createdBy: plain.id });
    const body = (operation: string, tagIds: number[]) => ({
      selection: ids([mine]),
      type: 'space',
      operation,
      tagIds,
    });
    const notMine = await call(e.bulkTags, org(), plain, body('assign', [hidden]));
    expect([notMine.statusCode, notMine.json().message]).toEqual([
      403,
      "You can't manage this space",
    ]);
    expect(
      (await call(e.bulkTags, org(), plain, body('assign', [granted]))).json().updated,
    ).toEqual([mine]);
    const spacesOf = async () =>
      (await t.database.db.select().from(nicheSpaces).where(eq(nicheSpaces.nicheId, mine))).map(
        (r) => r.spaceId,
      );
    expect(await spacesOf()).toEqual([granted]);
    await call(e.bulkTags, org(), plain, body('remove', [granted]));
    expect(await spacesOf()).toEqual([]);
    const empty = await call(e.bulkTags, org(), plain, body('assign', []));
    expect([empty.statusCode, empty.json().message]).toEqual([
      400,
      `tagIds: ${NICHE_EDIT_MESSAGES.tagRequired}`,
    ]);
  });

  it('needs a member as the one assignee', async () => {
    const mine = await niche({ createdBy: plain.id });
    const stranger = await call(e.bulkAssignee, org(), owner, {
      selection: ids([mine]),
      userId: outsider.id,
    });
    expect([stranger.statusCode, stranger.json().message]).toEqual([
      400,
      'Choose a member of the organization',
    ]);
    const [row] = await t.database.db
      .select({ id: niches.id })
      .from(niches)
      .where(eq(niches.id, mine));
    expect(row).toEqual({ id: mine });
    expect(
      (await call(e.bulkDelete, { orgId: owner.orgId }, outsider, { selection: ids([mine]) }))
        .statusCode,
    ).toBe(404);
  });

  it('acts on every niche matching a view except those unticked', async () => {
    const [a, b, c] = [await niche(), await niche(), await niche()];
    for (const [id, label] of [
      [a, 'view-a'],
      [b, 'view-b'],
      [c, 'view-c'],
    ] as const)
      await t.database.db.update(niches).set({ label }).where(eq(niches.id, id));
    const res = await call(e.bulkAssignee, org(), owner, {
      selection: {
        mode: 'allExcept',
        view: { filters: [{ field: 'label', condition: 'contains', value: 'VIEW-' }] },
        except: [b],
      },
      userId: plain.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: [a, c].sort((x, y) => x - y), refused: [] });
    const assigned = await t.database.db
      .select({ nicheId: nicheAssignees.nicheId })
      .from(nicheAssignees)
      .where(inArray(nicheAssignees.nicheId, [a, b, c]));
    expect(assigned.map((r) => r.nicheId).sort((x, y) => x - y)).toEqual(
      [a, c].sort((x, y) => x - y),
    );
  });
});
