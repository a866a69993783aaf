import { beforeAll, afterAll, expect } from 'vitest';
import type { PipelineFilter, PipelinePage, PipelineQuery } from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from './harness';
import { insertPipelineNiche } from './pipeline-fixture';

/**
 * The pipeline tests' organization: an owner, a member granted one of two spaces, two labels,
 * and six niches a to f created a day apart, each with what a filter, sort or tag picks out.
 */
export let t: TestApp;
export let owner: TestUser;
export let member: TestUser;
/** Niches a to f, created a day apart in that order: newest first is f, e, d, c, b, a. */
export const ids: Record<string, number> = {};
/** Spaces and labels of the organization. */
export const tag: Record<string, number> = {};
export const name = (id: number) => Object.keys(ids).find((k) => ids[k] === id);
const day = (d: number, hour = 12) => new Date(Date.UTC(2026, 0, d, hour));

export async function page(user: TestUser, query: PipelineQuery, orgId = owner.orgId) {
  return t.request({
    method: 'POST',
    url: `/api/orgs/${orgId}/pipeline`,
    cookie: user.cookie,
    payload: query,
  });
}

/** The names of the niches a query shows the user, in order. */
export async function names(query: PipelineQuery, user = owner): Promise<string[]> {
  const res = await page(user, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PipelinePage>().data.map((r) => name(r.id)!);
}

export const filtered = (...filters: PipelineFilter[]) => names({ filters });

/** Starts the app with the sample organization before the file's tests, closes it after. */
export function useSample() {
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signUp('Nora');
    member = await t.signUp('Mo');
    const { orgs } = t.services;
    await orgs.addMember(owner.orgId, member.id, 'member');
    const granted = await orgs.createSpace(owner.orgId, 'Granted');
    const hidden = await orgs.createSpace(owner.orgId, 'Hidden');
    await orgs.setSpaceAccess(owner.orgId, granted.id, member.id, true);
    const red = await orgs.createLabel(owner.orgId, 'Red');
    const blue = await orgs.createLabel(owner.orgId, 'Blue');
    Object.assign(tag, { granted: granted.id, hidden: hidden.id, red: red.id, blue: blue.id });
    const base = { organizationId: owner.orgId, createdBy: owner.id };
    const specs = {
      a: {
        label: 'Garlic press 100%',
        heroKeyword: 'garlic press',
        labelIds: [red.id],
        numKeywords: 10,
        minRelevancy: 0.4,
        competitionStrength: 0.1 + 0.2,
        medianPriceCents: 1234,
        medianRating: 4.5,
        createdAt: day(1, 23),
        dives: [new Date('2026-02-01T10:00:00Z'), new Date('2026-03-01T10:00:00Z')],
      },
      b: {
        label: 'salad_spinner',
        heroKeyword: 'SALAD spinner',
        spaceIds: [granted.id],
        labelIds: [blue.id],
        numKeywords: 20,
        minRelevancy: 0.40004,
        medianPriceCents: 1235,
        createdAt: day(2),
      },
      c: {
        label: 'Back\\slash',
        heroKeyword: null,
        spaceIds: [hidden.id],
        assigneeIds: [member.id],
        numKeywords: 30,
        medianPriceCents: 999,
        medianRating: 3,
        createdAt: day(3),
      },
      d: {
        label: 'hidden one',
        heroKeyword: '',
        spaceIds: [hidden.id],
        schedule: 'Weekly' as const,
        numKeywords: 40,
        minRelevancy: 0.5,
        medianRating: 4.5,
        createdAt: day(4),
      },
      e: {
        label: 'Scheduled',
        heroKeyword: 'egg slicer',
        schedule: 'Monthly' as const,
        numKeywords: 50,
        minRelevancy: 0.3,
        createdAt: day(5),
      },
      f: {
        label: 'granted scheduled',
        heroKeyword: 'fish scaler',
        spaceIds: [granted.id],
        schedule: 'Biweekly' as const,
        numKeywords: 60,
        minRelevancy: 0.45,
        medianRating: 4,
        createdAt: day(6),
      },
    };
    for (const [key, spec] of Object.entries(specs))
      ids[key] = await insertPipelineNiche(t.database.db, { ...base, ...spec });
  });
  afterAll(() => t.close());
}
