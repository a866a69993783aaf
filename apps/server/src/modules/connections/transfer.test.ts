import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  CONNECTION_MESSAGES as M,
  connectionEndpoints as e,
  type NicheSummary,
  type TransferResult,
} from '@fathom/contract';
import {
  diveRuns,
  diveSchedules,
  nicheAssignees,
  nicheExclusions,
  nicheLabels,
  niches,
  nicheSpaces,
} from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { insertNiche } from '../../test/niche-fixture';
import { rowCounts } from '../../test/row-counts';

let t: TestApp;
let agency: TestUser;
let manager: TestUser; // team manager of the agency
let member: TestUser; // plain member of the agency
let client: TestUser;
let stranger: TestUser; // owner of an organization nobody connected
const space: Record<string, number> = {};
const niche: Record<string, number> = {};

const keyword = (k: string) => ({
  keyword: k,
  list: 'mkl' as const,
  searchVolume: 900,
  relevancy: 0.8,
  wordCount: 2,
  organicRanks: { B0GARLIC01: 3 },
  sponsoredRanks: {},
});
const get = (url: string, user: TestUser) => t.request({ method: 'GET', url, cookie: user.cookie });
const nicheList = async (user: TestUser) =>
  (await get(`/api/orgs/${user.orgId}/niches`, user)).json<NicheSummary[]>();
/** Calls as `user` in the agency, or for the client's owner in the client. */
const transfer = (user: TestUser, body: object) =>
  t.request({
    method: 'POST',
    url: buildPath(e.transferNiches.path, { orgId: user === client ? client.orgId : agency.orgId }),
    cookie: user.cookie,
    payload: body,
  });
const body = (nicheIds: number[], spaceIds = [space.clientA!], target = client.orgId) => ({
  selection: { mode: 'ids' as const, ids: nicheIds },
  targetOrganizationId: target,
  targetOrganizationSpaceIds: spaceIds,
});
const divedAsins = async (user: TestUser) =>
  (await t.services.billing.quota(user.orgId, 'DIVED_ASINS')).used;

beforeAll(async () => {
  t = await startTestApp();
  agency = await t.signUp('Agnes');
  manager = await t.signUp('Manny');
  member = await t.signUp('Mel');
  client = await t.signUp('Clara');
  stranger = await t.signUp('Stan');
  await t.services.orgs.addMember(agency.orgId, manager.id, 'teamManager');
  await t.services.orgs.addMember(agency.orgId, member.id, 'member');
  await t.services.billing.startSubscription(agency.orgId, 'enterprise');
  await t.services.billing.startSubscription(stranger.orgId, 'enterprise');
  const { connections, orgs } = t.services;
  const asked = await connections.request(
    { organizationId: agency.orgId, userId: agency.id, role: 'owner' },
    connections.code(client.orgId).code,
  );
  await connections.accept(client.orgId, asked.id);

  space.agency = (await orgs.createSpace(agency.orgId, 'Agency work')).id;
  space.clientA = (await orgs.createSpace(client.orgId, 'Kitchen')).id;
  space.clientB = (await orgs.createSpace(client.orgId, 'Garden')).id;
  space.stranger = (await orgs.createSpace(stranger.orgId, 'Elsewhere')).id;
  const label = await orgs.createLabel(agency.orgId, 'Evaluate');
  const db = t.database.db;
  const base = { organizationId: agency.orgId, asins: ['B0GARLIC01', 'B0GARLIC02'] };
  niche.garlic = await insertNiche(db, {
    ...base,
    label: 'Garlic press',
    createdBy: member.id,
    researches: [[keyword('garlic press')], [keyword('garlic press'), keyword('garlic mincer')]],
  });
  niche.peeler = await insertNiche(db, { ...base, label: 'Peeler', researches: [[]] });
  niche.kept = await insertNiche(db, { ...base, label: 'Kept', researches: [[]] });
  niche.diving = await insertNiche(db, { ...base, label: 'Being dived', researches: [[]] });
  niche.clients = await insertNiche(db, {
    ...base,
    organizationId: client.orgId,
    label: 'peeler',
    researches: [[]],
  });
  await db.insert(nicheSpaces).values({ nicheId: niche.garlic, spaceId: space.agency });
  await db.insert(nicheLabels).values({ nicheId: niche.garlic, labelId: label.id });
  await db.insert(nicheAssignees).values({ nicheId: niche.garlic, userId: member.id });
  await db.insert(nicheExclusions).values({ nicheId: niche.garlic, asin: 'B0EXCLUDED' });
  await db.insert(diveSchedules).values({
    nicheId: niche.garlic,
    interval: 'Weekly',
    dayOfWeek: 1,
    type: 'NicheDive',
    numberOfCompetitors: 10,
    nextRunDate: '2030-01-07',
  });
  await db.insert(diveRuns).values({
    organizationId: agency.orgId,
    asin: 'B0GARLIC01',
    marketplace: 'com',
    competitorsCount: 10,
    origin: 'dive-again',
    progressBarId: randomUUID(),
    chained: false,
    nicheId: niche.diving,
    step: 'dive',
    text: 'Diving',
  });
});
afterAll(() => t.close());

describe('refusals change nothing', () => {
  const refusals: [string, () => { user: TestUser; body: object }, number, string][] = [
    [
      'no target space',
      () => ({ user: manager, body: body([niche.kept!], []) }),
      400,
      M.spacesRequired,
    ],
    [
      'a space of the agency',
      () => ({ user: manager, body: body([niche.kept!], [space.clientA!, space.agency!]) }),
      400,
      M.spacesNotOfTarget,
    ],
    [
      'an organization not connected',
      () => ({ user: manager, body: body([niche.kept!], [space.stranger!], stranger.orgId) }),
      404,
      M.notConnected,
    ],
    [
      'a niche of the client',
      () => ({ user: manager, body: body([niche.kept!, niche.clients!]) }),
      404,
      M.notOwnNiches,
    ],
    [
      'a niche that does not exist',
      () => ({ user: manager, body: body([niche.kept!, 99_999_999]) }),
      404,
      M.notOwnNiches,
    ],
    [
      'a niche being dived',
      () => ({ user: agency, body: body([niche.kept!, niche.diving!]) }),
      409,
      M.diveRunning(['Being dived']),
    ],
    [
      'a plain member',
      () => ({ user: member, body: body([niche.kept!]) }),
      403,
      'You do not have permission to do this',
    ],
    [
      'the client, whose plan lacks AGENCY',
      () => ({ user: client, body: body([niche.clients!], [space.agency!], agency.orgId) }),
      403,
      M.agencyPlanToTransfer,
    ],
  ];
  it.each(refusals)('refuses %s', async (_what, make, status, message) => {
    const { user, body: payload } = make();
    const before = await rowCounts(t.database);
    const res = await transfer(user, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
    expect(await rowCounts(t.database)).toEqual(before);
    expect((await nicheList(agency)).map((n) => n.id)).toContain(niche.kept);
  });

  it('refuses an agency whose plan lost AGENCY, saying the plan is needed', async () => {
    await t.services.billing.startSubscription(agency.orgId, 'standard');
    const res = await transfer(manager, body([niche.kept!]));
    await t.services.billing.startSubscription(agency.orgId, 'enterprise');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.agencyPlanToTransfer);
  });

  it('names the niches the caller may not change', async () => {
    const asMember = { organizationId: agency.orgId, userId: manager.id, role: 'member' as const };
    await expect(
      t.services.connections.transfer(asMember, body([niche.kept!, niche.peeler!])),
    ).rejects.toMatchObject({ kind: 'forbidden', message: M.notManageable(['Peeler', 'Kept']) });
  });
});

describe('a transfer', () => {
  it('moves the niches with their dives into the target spaces, charging nothing', async () => {
    const charged = [await divedAsins(agency), await divedAsins(client)];
    const res = await transfer(
      manager,
      body([niche.garlic!, niche.peeler!, niche.garlic!], [space.clientA!, space.clientB!]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<TransferResult>()).toEqual({
      targetOrganizationId: client.orgId,
      niches: [
        { id: niche.garlic, label: 'Garlic press', renamedFrom: null },
        { id: niche.peeler, label: 'Peeler (2)', renamedFrom: 'Peeler' },
      ],
    });

    expect((await nicheList(agency)).map((n) => n.id)).toEqual([niche.diving, niche.kept]);
    const seen = await nicheList(client);
    expect(seen.map((n) => n.label).sort()).toEqual(['Garlic press', 'Peeler (2)', 'peeler']);
    expect(seen.find((n) => n.id === niche.garlic)).toMatchObject({
      jobCount: 2,
      hasSchedule: true,
    });
    expect((await get(`/api/niches/${niche.garlic}`, agency)).statusCode).toBe(404);

    const keywords = await get(`/api/niches/${niche.garlic}/keywords?list=mkl`, client);
    expect(
      keywords
        .json<{ keyword: string }[]>()
        .map((k) => k.keyword)
        .sort(),
    ).toEqual(['garlic mincer', 'garlic press']);
    expect((await get(`/api/niches/${niche.garlic}/competitors`, client)).json()).toHaveLength(2);
    expect((await get(`/api/niches/${niche.garlic}/exclusions`, client)).json()).toEqual([
      { asin: 'B0EXCLUDED' },
    ]);
    expect((await get(`/api/niches/${niche.garlic}/schedule`, client)).json()).toMatchObject({
      interval: 'Weekly',
    });

    const db = t.database.db;
    const moved = [niche.garlic!, niche.peeler!];
    const inSpaces = await db.select().from(nicheSpaces).where(inArray(nicheSpaces.nicheId, moved));
    expect(inSpaces.map((r) => `${r.nicheId}:${r.spaceId}`).sort()).toEqual(
      moved.flatMap((id) => [`${id}:${space.clientA}`, `${id}:${space.clientB}`]).sort(),
    );
    expect(await db.select().from(nicheLabels).where(inArray(nicheLabels.nicheId, moved))).toEqual(
      [],
    );
    expect(
      await db.select().from(nicheAssignees).where(inArray(nicheAssignees.nicheId, moved)),
    ).toEqual([]);
    const [row] = await db.select().from(niches).where(eq(niches.id, niche.garlic!));
    expect(row!.organizationId).toBe(client.orgId);
    expect([await divedAsins(agency), await divedAsins(client)]).toEqual(charged);
  });

  it("moves every niche matching the grid's view but those unticked", async () => {
    const res = await transfer(manager, {
      ...body([]),
      selection: {
        mode: 'allExcept',
        view: { filters: [{ field: 'label', condition: 'contains', value: 'E' }] },
        except: [niche.diving],
      },
    });
    expect(res.json<TransferResult>()).toEqual({
      targetOrganizationId: client.orgId,
      niches: [{ id: niche.kept, label: 'Kept', renamedFrom: null }],
    });
    expect((await nicheList(agency)).map((n) => n.id)).toEqual([niche.diving]);
  });

  it('is no longer possible once the connection is removed; moved niches stay', async () => {
    const [connection] = await t.services.connections.list(client.orgId);
    await t.services.connections.remove(client.orgId, connection!.id);
    const res = await transfer(agency, body([niche.kept!]));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notConnected);
    expect((await nicheList(client)).map((n) => n.id)).toContain(niche.garlic);
  });
});
