import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  nicheEditEndpoints as e,
  pipelineEndpoints,
  type Endpoint,
  type NicheSelection,
} from '@fathom/contract';
import { nicheAssignees, niches } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { insertNiche } from '../../test/niche-fixture';
import { REFUSED } from './niche-edits.service';

let t: TestApp;
let owner: TestUser;
let plain: TestUser;
let granted: number;
let hidden: number;

function post(endpoint: Endpoint, user: TestUser, payload: object) {
  return t.request({
    method: endpoint.method,
    url: buildPath(endpoint.path, { orgId: owner.orgId }),
    cookie: user.cookie,
    payload,
  });
}

let made = 0;
/** A niche of the owner's organization, with its hero ASIN, in the space when given. */
async function niche(label: string, options: { spaceId?: number; createdBy?: string } = {}) {
  const asin = `B0SEL${String(++made).padStart(5, '0')}`;
  const id = await insertNiche(t.database.db, {
    organizationId: owner.orgId,
    label,
    ...options,
    asins: [asin],
    researches: [[]],
  });
  return { id, asin };
}

/** Every niche whose label contains `text`, except those named: the header checkbox. */
const allExcept = (text: string, except: number[] = []): NicheSelection => ({
  mode: 'allExcept',
  view: { filters: [{ field: 'label', condition: 'contains', value: text }] },
  except,
});

const existing = async (ids: number[]) =>
  (await t.database.db.select({ id: niches.id }).from(niches).where(inArray(niches.id, ids)))
    .map((row) => row.id)
    .sort((a, b) => a - b);

const byId = (a: number, b: number) => a - b;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Owner');
  plain = await t.signUp('Plain');
  await t.services.orgs.addMember(owner.orgId, plain.id, 'member');
  granted = (await t.services.orgs.createSpace(owner.orgId, 'Granted')).id;
  hidden = (await t.services.orgs.createSpace(owner.orgId, 'Hidden')).id;
  await t.services.orgs.setSpaceAccess(owner.orgId, granted, plain.id, true);
});
afterAll(() => t.close());

describe('a header selection sent to a bulk action', () => {
  it('deletes exactly the matching niches the member may change and names the others', async () => {
    const mine = await niche('sweep mine', { createdBy: plain.id });
    const inGranted = await niche('sweep granted', { spaceId: granted });
    const readOnly = await niche('sweep read only');
    const unticked = await niche('sweep unticked', { createdBy: plain.id });
    const unseen = await niche('sweep unseen', { spaceId: hidden });
    const unmatched = await niche('other mine', { createdBy: plain.id });

    const res = await post(e.bulkDelete, plain, { selection: allExcept('SWEEP', [unticked.id]) });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      updated: [mine.id, inGranted.id].sort(byId),
      refused: [{ id: readOnly.id, label: 'sweep read only', reason: REFUSED.unmanageable }],
    });
    expect(
      await existing([mine, inGranted, readOnly, unticked, unseen, unmatched].map((n) => n.id)),
    ).toEqual([readOnly.id, unticked.id, unseen.id, unmatched.id].sort(byId));
  });

  it('follows the tag scope and the filters of the view as the grid holds them', async () => {
    const first = await niche('scoped one', { spaceId: granted });
    const second = await niche('scoped two', { spaceId: granted });
    const outside = await niche('scoped three');
    const res = await post(e.bulkAssignee, plain, {
      selection: {
        mode: 'allExcept',
        view: {
          tags: { spaceIds: [granted] },
          filters: [{ field: 'label', condition: 'contains', value: 'scoped' }],
        },
        except: [second.id],
      },
      userId: plain.id,
    });
    expect(res.json()).toEqual({ updated: [first.id], refused: [] });
    const assigned = await t.database.db
      .select({ nicheId: nicheAssignees.nicheId })
      .from(nicheAssignees)
      .where(eq(nicheAssignees.userId, plain.id));
    expect(assigned.map((row) => row.nicheId)).toEqual([first.id]);
    expect(await existing([outside.id])).toEqual([outside.id]);
  });

  it('refuses a selection that names too many niches or no view, and changes nothing', async () => {
    const kept = await niche('bounded', { createdBy: plain.id });
    const tooMany = await post(e.bulkDelete, plain, {
      selection: {
        ...allExcept('bounded'),
        except: Array.from({ length: 10_001 }, (_, i) => i + 1),
      },
    });
    expect(tooMany.statusCode).toBe(400);
    const noView = await post(e.bulkDelete, plain, {
      selection: { mode: 'allExcept', except: [] },
    });
    expect(noView.statusCode).toBe(400);
    expect(await existing([kept.id])).toEqual([kept.id]);
  });
});

describe('Copy ASINs', () => {
  it("answers the selected niches' hero ASINs the member may see, in the view's order", async () => {
    const old = await niche('copy old');
    const unseen = await niche('copy unseen', { spaceId: hidden });
    const newer = await niche('copy newer', { spaceId: granted });
    const unticked = await niche('copy unticked');
    const all = await post(pipelineEndpoints.pipelineAsins, plain, {
      selection: allExcept('copy', [unticked.id]),
    });
    expect(all.json()).toEqual([newer.asin, old.asin]);
    const picked = await post(pipelineEndpoints.pipelineAsins, plain, {
      selection: { mode: 'ids', ids: [old.id, unseen.id, unticked.id] },
    });
    expect(picked.json()).toEqual([old.asin, unticked.asin]);
  });
});
