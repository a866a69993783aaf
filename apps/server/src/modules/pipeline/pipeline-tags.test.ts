import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineTag } from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { insertPipelineNiche } from '../../test/pipeline-fixture';

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let manager: TestUser;

const tree = async (user: TestUser) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/orgs/${owner.orgId}/pipeline/tags`,
    cookie: user.cookie,
  });
  expect(res.statusCode).toBe(200);
  return res.json<PipelineTag[]>();
};
/** The tree as `title (count)` under the root, in order. */
const shown = (roots: PipelineTag[]) => roots[0]!.children.map((c) => `${c.title} (${c.count})`);

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Nora');
  member = await t.signUp('Mo');
  manager = await t.signUp('Meg');
  const { orgs } = t.services;
  await orgs.addMember(owner.orgId, member.id, 'member');
  await orgs.addMember(owner.orgId, manager.id, 'teamManager');
  const zoo = await orgs.createSpace(owner.orgId, 'Zoo');
  const attic = await orgs.createSpace(owner.orgId, 'Attic');
  const closed = await orgs.createSpace(owner.orgId, 'Closed');
  await orgs.setSpaceAccess(owner.orgId, zoo.id, member.id, true);
  await orgs.setSpaceAccess(owner.orgId, attic.id, member.id, true);
  const red = await orgs.createLabel(owner.orgId, 'Red');
  await orgs.createLabel(owner.orgId, 'Amber');
  const base = { organizationId: owner.orgId };
  const db = t.database.db;
  await insertPipelineNiche(db, { ...base, label: 'open', labelIds: [red.id], schedule: 'Weekly' });
  await insertPipelineNiche(db, { ...base, label: 'zoo', spaceIds: [zoo.id, attic.id] });
  await insertPipelineNiche(db, {
    ...base,
    label: 'closed, assigned',
    spaceIds: [closed.id],
    assigneeIds: [member.id, manager.id],
    schedule: 'Monthly',
  });
  await insertPipelineNiche(db, {
    ...base,
    label: 'closed',
    spaceIds: [closed.id],
    labelIds: [red.id],
    assigneeIds: [manager.id],
  });
});
afterAll(() => t.close());

describe('the tag tree', () => {
  it('shows a manager the organization, every space, label and assignee, with counts', async () => {
    const roots = await tree(manager);
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({
      key: `organization-${owner.orgId}`,
      id: owner.orgId,
      type: 'organization',
      organizationId: owner.orgId,
      count: 4,
    });
    expect(shown(roots)).toEqual([
      'Attic (1)',
      'Closed (2)',
      'Zoo (1)',
      'No space (1)',
      'Amber (0)',
      'Red (2)',
      'No label (2)',
      'Meg (2)',
      'Mo (1)',
      'No assignee (2)',
      'AutoDive (2)',
    ]);
    const kinds = roots[0]!.children.map((c) => [c.type, c.key]);
    expect(kinds[0]![0]).toBe('space');
    expect(kinds[3]).toEqual(['virtual', 'virtual-noSpace']);
    expect(kinds[5]![0]).toBe('label');
    expect(kinds[7]).toEqual(['assignee', `assignee-${manager.id}`]);
    expect(kinds.slice(-1)).toEqual([['virtual', 'virtual-autoDive']]);
    expect(roots[0]!.children.every((c) => c.children.length === 0)).toBe(true);
  });

  it('shows a member only granted spaces, counting the niches they may see', async () => {
    expect(shown(await tree(member))).toEqual([
      'Attic (1)',
      'Zoo (1)',
      'No space (1)',
      'Amber (0)',
      'Red (1)',
      'No label (2)',
      'Meg (1)',
      'Mo (1)',
      'No assignee (2)',
      'AutoDive (2)',
    ]);
  });

  it('answers 404 to a member of another organization', async () => {
    const outsider = await t.signUp('Otto');
    const res = await t.request({
      method: 'GET',
      url: `/api/orgs/${owner.orgId}/pipeline/tags`,
      cookie: outsider.cookie,
    });
    expect(res.statusCode).toBe(404);
  });
});
