import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, orgEndpoints, type Endpoint } from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let alice: TestUser; // owner of organization A
let bob: TestUser; // owner of organization B
let carol: TestUser; // plain member of organization A
let bSpaceId: number;

function call(
  endpoint: Endpoint,
  params: Record<string, string | number>,
  user?: TestUser,
  payload?: unknown,
) {
  return t.request({
    method: endpoint.method,
    url: buildPath(endpoint.path, params),
    cookie: user?.cookie,
    ...(payload !== undefined && { payload: payload as object }),
  });
}

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.signUp('Alice');
  bob = await t.signUp('Bob');
  carol = await t.signUp('Carol');
  await t.services.orgs.addMember(alice.orgId, carol.id, 'member');
  bSpaceId = (
    await call(orgEndpoints.createSpace, { orgId: bob.orgId }, bob, { name: 'B space' })
  ).json().id;
});
afterAll(() => t.close());

describe('tenant isolation', () => {
  it("cannot reach another organization's space through its own organization", async () => {
    const res = await call(
      orgEndpoints.renameSpace,
      { orgId: alice.orgId, spaceId: bSpaceId },
      alice,
      { name: 'x' },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Space not found');
    const grant = await call(
      orgEndpoints.grantSpaceAccess,
      { orgId: alice.orgId, spaceId: bSpaceId, userId: carol.id },
      alice,
    );
    expect(grant.statusCode).toBe(404);
  });

  it('cannot grant a space to someone outside the organization', async () => {
    const space = (
      await call(orgEndpoints.createSpace, { orgId: alice.orgId }, alice, { name: 'Private' })
    ).json();
    const res = await call(
      orgEndpoints.grantSpaceAccess,
      { orgId: alice.orgId, spaceId: space.id, userId: bob.id },
      alice,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Member not found');
  });
});

describe('authentication and roles', () => {
  it('a plain member gets 403 on space and label management and sees only granted spaces', async () => {
    const granted = (
      await call(orgEndpoints.createSpace, { orgId: alice.orgId }, alice, { name: 'Kitchen' })
    ).json();
    await call(orgEndpoints.createSpace, { orgId: alice.orgId }, alice, { name: 'Garden' });
    await call(
      orgEndpoints.grantSpaceAccess,
      { orgId: alice.orgId, spaceId: granted.id, userId: carol.id },
      alice,
    );

    const create = await call(orgEndpoints.createSpace, { orgId: alice.orgId }, carol, {
      name: 'Mine',
    });
    expect(create.statusCode).toBe(403);
    const rename = await call(
      orgEndpoints.renameSpace,
      { orgId: alice.orgId, spaceId: granted.id },
      carol,
      { name: 'x' },
    );
    expect(rename.statusCode).toBe(403);
    const revoke = await call(
      orgEndpoints.revokeSpaceAccess,
      { orgId: alice.orgId, spaceId: granted.id, userId: carol.id },
      carol,
    );
    expect(revoke.statusCode).toBe(403);
    const label = await call(orgEndpoints.createLabel, { orgId: alice.orgId }, carol, {
      name: 'Mine',
    });
    expect(label.statusCode).toBe(403);

    const visible = (await call(orgEndpoints.listSpaces, { orgId: alice.orgId }, carol)).json<
      { name: string }[]
    >();
    expect(visible.map((s) => s.name)).toEqual(['Kitchen']);
    const all = (await call(orgEndpoints.listSpaces, { orgId: alice.orgId }, alice)).json<
      { name: string }[]
    >();
    expect(all.map((s) => s.name)).toEqual(expect.arrayContaining(['Kitchen', 'Garden']));
  });

  it('a team manager manages spaces; revoking access hides the space from the member', async () => {
    const dave = await t.signUp('Dave');
    await t.services.orgs.addMember(alice.orgId, dave.id, 'teamManager');
    const space = (
      await call(orgEndpoints.createSpace, { orgId: alice.orgId }, dave, { name: 'Outdoor' })
    ).json();
    const granted = await call(
      orgEndpoints.grantSpaceAccess,
      { orgId: alice.orgId, spaceId: space.id, userId: carol.id },
      dave,
    );
    expect(granted.json().memberIds).toEqual([carol.id]);
    const revoked = await call(
      orgEndpoints.revokeSpaceAccess,
      { orgId: alice.orgId, spaceId: space.id, userId: carol.id },
      dave,
    );
    expect(revoked.json().memberIds).toEqual([]);
    const visible = (await call(orgEndpoints.listSpaces, { orgId: alice.orgId }, carol)).json<
      { name: string }[]
    >();
    expect(visible.map((s) => s.name)).not.toContain('Outdoor');
  });
});

describe('validation', () => {
  it.each([
    [{ name: '   ' }, 'name: Space name cannot be empty'],
    [{ name: 'x'.repeat(256) }, 'name: Space name should be less than 256 characters'],
    [{}, 'name: Space name is required'],
    [{ name: 'ok', extra: 1 }, 'Unrecognized key: "extra"'],
    [{ name: 'a\u0000b' }, 'name: Space name cannot contain control characters'],
    [{ name: '\u202Egnp.exe' }, 'name: Space name cannot contain control characters'],
    [{ name: 'x\u2066y\u2069' }, 'name: Space name cannot contain control characters'],
    [{ name: '\u200B\u200C\u200D' }, 'name: Space name cannot be empty'],
    [{ name: ' \u2060\uFEFF ' }, 'name: Space name cannot be empty'],
  ])(
    'a malformed space body %j gets 400 with a readable message and changes nothing',
    async (payload, message) => {
      const before = (await call(orgEndpoints.listSpaces, { orgId: alice.orgId }, alice)).json();
      const res = await call(orgEndpoints.createSpace, { orgId: alice.orgId }, alice, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.json().message).toContain(message);
      expect((await call(orgEndpoints.listSpaces, { orgId: alice.orgId }, alice)).json()).toEqual(
        before,
      );
    },
  );

  it('a duplicate space name is a 409 conflict', async () => {
    await call(orgEndpoints.createSpace, { orgId: alice.orgId }, alice, { name: 'Twice' });
    const res = await call(orgEndpoints.createSpace, { orgId: alice.orgId }, alice, {
      name: 'twice',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A space named "twice" already exists');
  });

  it('a non-numeric id is a 400', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: `/api/orgs/${alice.orgId}/spaces/abc`,
      cookie: alice.cookie,
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^spaceId: /);
  });

  it('an id spelled other than in plain decimal digits is a 400 and changes nothing', async () => {
    const created = await call(orgEndpoints.createLabel, { orgId: alice.orgId }, alice, {
      name: 'Spelled',
    });
    const id = created.json<{ id: number }>().id;
    const spellings = [
      `0x${id.toString(16)}`,
      `${id}e0`,
      `%20${id}`,
      `+${id}`,
      `0${id}`,
      `${id}.0`,
    ];
    for (const spelled of spellings) {
      const res = await t.request({
        method: 'DELETE',
        url: `/api/orgs/${alice.orgId}/labels/${spelled}`,
        cookie: alice.cookie,
      });
      expect(res.statusCode, spelled).toBe(400);
      expect(res.json().message).toBe('labelId: must be a whole number from 1 to 2147483647');
    }
    const labels = (await call(orgEndpoints.listLabels, { orgId: alice.orgId }, alice)).json<
      { id: number }[]
    >();
    expect(labels.map((l) => l.id)).toContain(id);
  });

  it('labels can be created, renamed and deleted', async () => {
    const created = await call(orgEndpoints.createLabel, { orgId: alice.orgId }, alice, {
      name: 'Evaluate',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    const renamed = await call(
      orgEndpoints.renameLabel,
      { orgId: alice.orgId, labelId: id },
      alice,
      { name: 'Evaluated' },
    );
    expect(renamed.json().name).toBe('Evaluated');
    expect(
      (await call(orgEndpoints.deleteLabel, { orgId: alice.orgId, labelId: id }, alice)).statusCode,
    ).toBe(200);
    const again = await call(orgEndpoints.deleteLabel, { orgId: alice.orgId, labelId: id }, alice);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Label not found');
  });
});
