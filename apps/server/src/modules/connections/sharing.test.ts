import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  CONNECTION_MESSAGES as M,
  connectionEndpoints as e,
  type NicheSummary,
  type PipelinePage,
  type PipelineQuery,
  type PipelineTag,
} from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { insertNiche } from '../../test/niche-fixture';
import { rowCounts } from '../../test/row-counts';

let t: TestApp;
let agency: TestUser; // owner of the agency organization (Agency plan)
let client: TestUser; // owner of the client organization, which shares
let clientMember: TestUser; // plain member of the client
let agencyMember: TestUser; // plain member of the agency, which receives
let stranger: TestUser; // owner of an organization nobody connected
let connectionId: number;
const niche: Record<string, number> = {};

const post = (user: TestUser, path: string, payload: object, orgId = user.orgId) =>
  t.request({ method: 'POST', url: buildPath(path, { orgId }), cookie: user.cookie, payload });
const share = (user: TestUser, nicheIds: number[], target: number, orgId = user.orgId) =>
  post(
    user,
    e.shareNiches.path,
    { selection: { mode: 'ids', ids: nicheIds }, targetOrganizationId: target },
    orgId,
  );
const unshare = (user: TestUser, nicheIds: number[], target?: number) =>
  post(user, e.unshareNiches.path, {
    selection: { mode: 'ids', ids: nicheIds },
    targetOrganizationId: target,
  });
const pipeline = async (user: TestUser, query: PipelineQuery = {}) => {
  const res = await post(user, '/api/orgs/:orgId/pipeline', query);
  expect(res.statusCode).toBe(200);
  return res.json<PipelinePage>();
};
const labels = async (user: TestUser, query: PipelineQuery = {}) =>
  (await pipeline(user, query)).data.map((row) => row.label);
const tree = async (user: TestUser) =>
  (
    await t.request({
      method: 'GET',
      url: `/api/orgs/${user.orgId}/pipeline/tags`,
      cookie: user.cookie,
    })
  ).json<PipelineTag[]>();

beforeAll(async () => {
  t = await startTestApp();
  agency = await t.signUp('Agnes');
  client = await t.signUp('Clara');
  clientMember = await t.signUp('Cleo');
  agencyMember = await t.signUp('Abe');
  stranger = await t.signUp('Stan');
  const { billing, connections, orgs } = t.services;
  await orgs.addMember(client.orgId, clientMember.id, 'member');
  await orgs.addMember(agency.orgId, agencyMember.id, 'member');
  // They call as members of those organizations.
  clientMember = { ...clientMember, orgId: client.orgId };
  agencyMember = { ...agencyMember, orgId: agency.orgId };
  await billing.startSubscription(agency.orgId, 'enterprise');
  const owner = { organizationId: agency.orgId, userId: agency.id, role: 'owner' as const };
  connectionId = (await connections.request(owner, connections.code(client.orgId).code)).id;
  await connections.accept(client.orgId, connectionId);

  const db = t.database.db;
  const base = { organizationId: client.orgId, asins: ['B0GARLIC01', 'B0GARLIC02'] };
  niche.garlic = await insertNiche(db, { ...base, label: 'Garlic press', researches: [[]] });
  niche.peeler = await insertNiche(db, { ...base, label: 'Peeler', researches: [[]] });
  niche.hidden = await insertNiche(db, { ...base, label: 'Slicer', researches: [[]] });
  niche.own = await insertNiche(db, {
    ...base,
    organizationId: agency.orgId,
    label: 'Agency own',
    researches: [[]],
  });
});
afterAll(() => t.close());

describe('sharing refusals change nothing', () => {
  it.each([
    [
      'a plain member sharing',
      () => share(clientMember, [niche.garlic!], agency.orgId),
      403,
      undefined,
    ],
    [
      'sharing with an organization it is not connected to',
      () => share(client, [niche.garlic!], stranger.orgId),
      404,
      M.notConnected,
    ],
    [
      'its own organization',
      () => share(client, [niche.garlic!], client.orgId),
      404,
      M.notConnected,
    ],
    [
      'sharing a niche of another organization',
      () => share(client, [niche.garlic!, niche.own!], agency.orgId),
      404,
      M.notOwnNichesToShare,
    ],
    [
      'sharing from an organization the caller does not belong to',
      () => share(stranger, [niche.garlic!], agency.orgId, client.orgId),
      404,
      'Organization not found',
    ],
  ])('refuses %s', async (_, call, status, message) => {
    const before = await rowCounts(t.database);
    const res = await call();
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json().message).toBe(message);
    expect(await rowCounts(t.database)).toEqual(before);
    expect(await labels(agency)).toEqual(['Agency own']);
  });

  it('answers 400 to an empty list of niches', async () => {
    const res = await share(client, [], agency.orgId);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Choose at least one niche');
  });
});

describe('a shared niche, in the receiving organization', () => {
  beforeAll(async () => {
    // The receiver's pipeline is read before the share: its view is cached at that version.
    expect(await labels(agency)).toEqual(['Agency own']);
    const res = await share(client, [niche.garlic!, niche.peeler!, niche.garlic!], agency.orgId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 2 });
  });

  it('is in the pipeline of every member, read only, naming the sharing organization', async () => {
    for (const user of [agency, agencyMember]) {
      const page = await pipeline(user, { sort: [{ field: 'label', desc: false }] });
      expect(page.total).toBe(3);
      const garlic = page.data.find((row) => row.id === niche.garlic)!;
      expect(garlic).toMatchObject({
        label: 'Garlic press',
        canManage: false,
        sharedBy: { id: client.orgId, name: expect.any(String) },
        spaces: [],
        schedule: null,
      });
      expect(page.data.find((row) => row.id === niche.own)!.sharedBy).toBeNull();
    }
    // The sharing organization sees its own niches as before, never marked as shared.
    const own = await pipeline(client);
    expect(own.data.every((row) => row.sharedBy === null && row.canManage)).toBe(true);
  });

  it('has a shared node in the tag tree, and the node scopes the grid', async () => {
    const [root] = await tree(agency);
    expect(root!.count).toBe(3);
    const node = root!.children.find((c) => c.type === 'shared')!;
    expect(node).toMatchObject({ id: client.orgId, organizationId: client.orgId, count: 2 });
    expect(node.key).toBe(`shared-${client.orgId}`);
    // The own organization's tags count its own niches only.
    expect(root!.children.find((c) => c.key === 'virtual-noSpace')!.count).toBe(1);

    const onlyShared = { tags: { connectionIds: [client.orgId] } };
    expect((await labels(agency, onlyShared)).sort()).toEqual(['Garlic press', 'Peeler']);
    expect(await labels(agency, { tags: { noSpace: true } })).toEqual(['Agency own']);
    const both = { tags: { noSpace: true, connectionIds: [client.orgId] } };
    expect((await pipeline(agency, both)).total).toBe(3);
    // An organization that shares nothing with this one selects nothing.
    expect(await labels(agency, { tags: { connectionIds: [stranger.orgId] } })).toEqual([]);
  });

  it('is listed among the organization’s niches and opens read only', async () => {
    const list = await t.request({
      method: 'GET',
      url: `/api/orgs/${agency.orgId}/niches`,
      cookie: agencyMember.cookie,
    });
    const summaries = list.json<NicheSummary[]>();
    expect(summaries.find((n) => n.id === niche.garlic)).toMatchObject({ canManage: false });
    const open = await t.request({
      method: 'GET',
      url: `/api/niches/${niche.garlic}`,
      cookie: agency.cookie,
    });
    expect(open.statusCode).toBe(200);
    const rename = await t.request({
      method: 'PUT',
      url: `/api/niches/${niche.garlic}/label`,
      cookie: agency.cookie,
      payload: { label: 'Taken over' },
    });
    expect(rename.statusCode).toBe(403);
    const bulk = await post(agency, '/api/orgs/:orgId/niches/transfer', {
      selection: { mode: 'ids', ids: [niche.garlic] },
      targetOrganizationId: client.orgId,
      targetOrganizationSpaceIds: [1],
    });
    expect(bulk.statusCode).not.toBe(200);
    expect(await labels(client, { tags: {} })).toContain('Garlic press');
  });

  it('shows the sharing organization’s changes at once in the receiver’s cached views', async () => {
    const byName = { filters: [{ field: 'label', condition: 'contains', value: 'mincer' }] };
    expect(await labels(agency, byName as PipelineQuery)).toEqual([]);
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/niches/${niche.garlic}/label`,
      cookie: client.cookie,
      payload: { label: 'Garlic mincer' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await labels(agency, byName as PipelineQuery)).toEqual(['Garlic mincer']);
  });

  it('is not seen by an organization it is not shared with', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/niches/${niche.garlic}`,
      cookie: stranger.cookie,
    });
    expect(res.statusCode).toBe(404);
    expect(await labels(stranger)).toEqual([]);
  });

  it('refuses a plain member to stop sharing', async () => {
    await share(client, [niche.hidden!], agency.orgId);
    const before = await rowCounts(t.database);
    expect((await unshare(clientMember, [niche.hidden!])).statusCode).toBe(403);
    expect(await rowCounts(t.database)).toEqual(before);
    const stopped = await unshare(client, [niche.hidden!], agency.orgId);
    expect(stopped.json()).toEqual({ count: 1 });
  });

  it("shares and stops sharing every niche matching the grid's view but those unticked", async () => {
    const selection = {
      mode: 'allExcept',
      view: { filters: [{ field: 'label', condition: 'contains', value: 'E' }] },
      except: [niche.peeler!],
    };
    const body = { selection, targetOrganizationId: agency.orgId };
    // Garlic press is shared already (named Garlic mincer since); Slicer is shared anew.
    expect((await post(client, e.shareNiches.path, body)).json()).toEqual({ count: 1 });
    expect((await labels(agency, { tags: { connectionIds: [client.orgId] } })).sort()).toEqual([
      'Garlic mincer',
      'Peeler',
      'Slicer',
    ]);
    const stop = { ...body, selection: { ...selection, except: [niche.peeler!, niche.garlic!] } };
    expect((await post(client, e.unshareNiches.path, stop)).json()).toEqual({ count: 1 });
  });

  it('is gone once its organization stops sharing it', async () => {
    const res = await unshare(client, [niche.peeler!, niche.own!]);
    expect(res.json()).toEqual({ count: 1 });
    expect(await labels(agency, { tags: { connectionIds: [client.orgId] } })).toEqual([
      'Garlic mincer',
    ]);
    const open = await t.request({
      method: 'GET',
      url: `/api/niches/${niche.peeler}`,
      cookie: agency.cookie,
    });
    expect(open.statusCode).toBe(404);
  });

  it('is gone once the connection is removed', async () => {
    await t.services.connections.remove(client.orgId, connectionId);
    expect(await labels(agency)).toEqual(['Agency own']);
    const [root] = await tree(agency);
    expect(root!.children.some((c) => c.type === 'shared')).toBe(false);
    const open = await t.request({
      method: 'GET',
      url: `/api/niches/${niche.garlic}`,
      cookie: agency.cookie,
    });
    expect(open.statusCode).toBe(404);
  });
});
