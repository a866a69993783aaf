import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  SAVED_FILTERS_MAX,
  savedFilterEndpoints as e,
  type Endpoint,
  type SavedFilter,
} from '@fathom/contract';
import { savedPipelineFilters } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let owner: TestUser;
let colleague: TestUser;
let outsider: TestUser;

function call(
  endpoint: Endpoint,
  user: TestUser,
  params: Record<string, string | number>,
  payload?: unknown,
) {
  return t.request({
    method: endpoint.method,
    url: buildPath(endpoint.path, params),
    cookie: user.cookie,
    ...(payload !== undefined && { payload: payload as object }),
  });
}

const view = {
  tags: { spaceIds: [], labelIds: [], assigneeIds: [], noSpace: true },
  filters: [{ field: 'heroKeyword', condition: 'contains', value: 'garlic' }],
  sort: [{ field: 'medianPriceCents', desc: true }],
};
const fullView = {
  tags: {
    spaceIds: [],
    labelIds: [],
    assigneeIds: [],
    connectionIds: [],
    noSpace: true,
    noLabel: false,
    noAssignee: false,
    autoDive: false,
  },
  filters: view.filters,
  sort: view.sort,
};

const list = (user: TestUser, orgId = user.orgId) =>
  call(e.listSavedFilters, user, { orgId }).then((r) => r.json<SavedFilter[]>());
const create = (user: TestUser, body: unknown, orgId = user.orgId) =>
  call(e.createSavedFilter, user, { orgId }, body);

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Filter Owner');
  colleague = await t.signUp('Colleague');
  outsider = await t.signUp('Outsider');
  await t.services.orgs.addMember(owner.orgId, colleague.id, 'member');
});
afterAll(() => t.close());

describe('saved pipeline filters', () => {
  it('are created, listed by name, updated, renamed and deleted by their member', async () => {
    const created = await create(owner, { name: '  Kitchen picks ', filter: view });
    expect(created.statusCode).toBe(200);
    const kitchen = created.json<SavedFilter>();
    expect(kitchen).toMatchObject({ name: 'Kitchen picks', filter: fullView });
    await create(owner, { name: 'all garden', filter: {} });
    expect((await list(owner)).map((f) => f.name)).toEqual(['all garden', 'Kitchen picks']);

    const narrower = { ...view, filters: [], sort: [{ field: 'label', desc: false }] };
    const saved = await call(
      e.updateSavedFilter,
      owner,
      { orgId: owner.orgId, filterId: kitchen.id },
      { filter: narrower },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Kitchen picks',
      filter: { filters: [], sort: [{ field: 'label', desc: false }] },
    });

    const renamed = await call(
      e.updateSavedFilter,
      owner,
      { orgId: owner.orgId, filterId: kitchen.id },
      { name: 'Kitchen best' },
    );
    expect(renamed.json()).toMatchObject({ name: 'Kitchen best', filter: { filters: [] } });
    const stored = (await list(owner)).find((f) => f.id === kitchen.id)!;
    expect(stored.name).toBe('Kitchen best');
    expect(stored.filter.sort).toEqual([{ field: 'label', desc: false }]);
    expect(Date.parse(stored.updatedAt)).toBeGreaterThanOrEqual(Date.parse(stored.createdAt));

    const params = { orgId: owner.orgId, filterId: kitchen.id };
    expect((await call(e.deleteSavedFilter, owner, params)).json()).toEqual({ ok: true });
    expect((await list(owner)).map((f) => f.name)).toEqual(['all garden']);
    const again = await call(e.deleteSavedFilter, owner, params);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Pipeline filter not found');
  });

  it('refuse a missing, blank, too long or duplicate name with the spec’s words', async () => {
    const before = await list(owner);
    const refusals: [unknown, number, string][] = [
      [{ filter: view }, 400, 'name: Filter name is required'],
      [{ name: '   ', filter: view }, 400, 'name: Filter name is required'],
      [
        { name: 'x'.repeat(256), filter: view },
        400,
        'name: Filter name should be less than or equal to 255 characters',
      ],
      [{ name: 'ALL GARDEN', filter: view }, 409, 'A filter named "ALL GARDEN" already exists'],
      [
        { name: 'Bad field', filter: { sort: [{ field: 'password', desc: true }] } },
        400,
        expect.stringContaining("Unknown field 'password'"),
      ],
      [
        { name: 'Inherited', filter: { sort: [{ field: 'toString', desc: true }] } },
        400,
        expect.stringContaining("Unknown field 'toString'"),
      ],
    ];
    for (const [body, status, message] of refusals) {
      const res = await create(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toEqual(message);
    }
    expect(await list(owner)).toEqual(before);
    expect((await create(owner, { name: 'x'.repeat(255), filter: view })).statusCode).toBe(200);
  });

  it('refuse a rename to another filter’s name, but take a new case of its own', async () => {
    const first = (await create(owner, { name: 'Pets', filter: view })).json<SavedFilter>();
    await create(owner, { name: 'Toys', filter: view });
    const params = { orgId: owner.orgId, filterId: first.id };
    const taken = await call(e.updateSavedFilter, owner, params, { name: 'toys' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A filter named "toys" already exists');
    const recased = await call(e.updateSavedFilter, owner, params, { name: 'PETS' });
    expect(recased.json()).toMatchObject({ name: 'PETS' });
    const empty = await call(e.updateSavedFilter, owner, params, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Give the filter a new name, a new filter, or both');
    const blank = await call(e.updateSavedFilter, owner, params, { name: ' ' });
    expect(blank.json().message).toBe('name: Filter name is required');
  });

  it('belong to their member: a colleague and another organization see and change nothing', async () => {
    const mine = (await create(owner, { name: 'Private', filter: view })).json<SavedFilter>();
    const colleagueFilter = await create(colleague, { name: 'Private', filter: {} }, owner.orgId);
    expect(colleagueFilter.statusCode).toBe(200);
    expect((await list(colleague, owner.orgId)).map((f) => f.name)).toEqual(['Private']);
    expect((await list(colleague, owner.orgId))[0]!.id).not.toBe(mine.id);

    const params = { orgId: owner.orgId, filterId: mine.id };
    const rename = await call(e.updateSavedFilter, colleague, params, { name: 'Mine now' });
    expect(rename.statusCode).toBe(404);
    expect(rename.json().message).toBe('Pipeline filter not found');
    expect((await call(e.deleteSavedFilter, colleague, params)).statusCode).toBe(404);

    // A filter of another organization, named through one's own, is not found either way.
    const outside = (await create(outsider, { name: 'Outside', filter: {} })).json<SavedFilter>();
    const foreign = { orgId: owner.orgId, filterId: outside.id };
    expect((await call(e.deleteSavedFilter, owner, foreign)).statusCode).toBe(404);
    const viaOwnOrg = { orgId: outsider.orgId, filterId: mine.id };
    const intruder = await call(e.deleteSavedFilter, outsider, viaOwnOrg);
    expect(intruder.statusCode).toBe(404);
    const notMember = await call(e.listSavedFilters, outsider, { orgId: owner.orgId });
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().message).toBe('Organization not found');

    expect((await list(owner)).find((f) => f.id === mine.id)?.name).toBe('Private');
    expect((await list(outsider)).map((f) => f.name)).toEqual(['Outside']);
  });

  it(`keep at most ${SAVED_FILTERS_MAX} per member`, async () => {
    const user = await t.signUp('Collector');
    await t.database.db.insert(savedPipelineFilters).values(
      Array.from({ length: SAVED_FILTERS_MAX - 1 }, (_, i) => ({
        organizationId: user.orgId,
        userId: user.id,
        name: `Filter ${i}`,
        filter: {},
      })),
    );
    expect((await create(user, { name: 'The last one', filter: view })).statusCode).toBe(200);
    const refused = await create(user, { name: 'One more', filter: view });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You can save at most 100 filters; delete one to save another',
    );
    expect(await list(user)).toHaveLength(SAVED_FILTERS_MAX);
    // Another member of the same organization has a limit of their own.
    await t.services.orgs.addMember(user.orgId, colleague.id, 'member');
    expect((await create(colleague, { name: 'One more', filter: {} }, user.orgId)).statusCode).toBe(
      200,
    );
  });

  it('answer a stored view whose field left the pipeline without that filter', async () => {
    const user = await t.signUp('Old filters');
    await t.database.db.insert(savedPipelineFilters).values({
      organizationId: user.orgId,
      userId: user.id,
      name: 'Legacy',
      filter: {
        filters: [
          { field: 'retiredField', condition: 'equals', value: '1' },
          { field: 'label', condition: 'contains', value: 'tea' },
        ],
        sort: [{ field: 'retiredField', desc: true }],
      },
    });
    const [legacy] = await list(user);
    expect(legacy!.filter.filters).toEqual([
      { field: 'label', condition: 'contains', value: 'tea' },
    ]);
    expect(legacy!.filter.sort).toEqual([]);
  });
});
