import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  diveEndpoints,
  NICHE_CHOICES_PAGE_SIZE,
  type NicheChoice,
} from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { insertNiche } from '../../test/niche-fixture';

let t: TestApp;
let owner: TestUser;
let plain: TestUser;
let hidden: number;

interface ChoicesPage {
  data: NicheChoice[];
  hasNext: boolean;
  currentPage: number;
}

function choices(user: TestUser, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return t.request({
    method: 'GET',
    url: `${buildPath(diveEndpoints.nicheChoices.path, { orgId: owner.orgId })}?${search}`,
    cookie: user.cookie,
  });
}
const labels = async (user: TestUser, query: Record<string, string> = {}) =>
  (await choices(user, query)).json<ChoicesPage>().data.map((n) => n.label);

let made = 0;
async function niche(
  label: string,
  options: { spaceId?: number; createdBy?: string; marketplace?: 'com' | 'de' } = {},
) {
  const asin = `B0CH${String(++made).padStart(6, '0')}`;
  await insertNiche(t.database.db, {
    organizationId: owner.orgId,
    label,
    ...options,
    asins: [asin],
    researches: [[]],
  });
  return asin;
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Owner');
  plain = await t.signUp('Plain');
  await t.services.orgs.addMember(owner.orgId, plain.id, 'member');
  hidden = (await t.services.orgs.createSpace(owner.orgId, 'Hidden')).id;
  await niche('Garlic press', { createdBy: plain.id });
  await niche('Garlic peeler 100%');
  await niche('Ice cube tray', { marketplace: 'de', createdBy: plain.id });
  await niche('Garlic secret', { spaceId: hidden });
});
afterAll(() => t.close());

describe('the niches a picker offers', () => {
  it('lists the niches the member may see, newest first, with whether they may change each', async () => {
    const page = (await choices(plain)).json<ChoicesPage>();
    expect(page).toMatchObject({ hasNext: false, currentPage: 1 });
    expect(page.data.map((n) => [n.label, n.marketplace, n.canManage])).toEqual([
      ['Ice cube tray', 'de', true],
      ['Garlic peeler 100%', 'com', false],
      ['Garlic press', 'com', true],
    ]);
    expect(await labels(owner)).toContain('Garlic secret');
  });

  it('searches labels ignoring case, taking % and _ as they are typed', async () => {
    expect(await labels(plain, { search: ' GARLIC ' })).toEqual([
      'Garlic peeler 100%',
      'Garlic press',
    ]);
    expect(await labels(plain, { search: '0%' })).toEqual(['Garlic peeler 100%']);
    expect(await labels(plain, { search: '_' })).toEqual([]);
  });

  it('narrows to a marketplace, to what the member may change, or to a hero ASIN', async () => {
    expect(await labels(plain, { marketplace: 'com', manageable: 'true' })).toEqual([
      'Garlic press',
    ]);
    const hero = await niche('Hero holder', { marketplace: 'de' });
    expect(await labels(plain, { heroAsin: hero, marketplace: 'de' })).toEqual(['Hero holder']);
    expect(await labels(plain, { heroAsin: hero, marketplace: 'com' })).toEqual([]);
  });

  it('answers a page at a time and says when more follow', async () => {
    for (let i = 0; i < NICHE_CHOICES_PAGE_SIZE; i++) await niche(`Paged ${i}`);
    const first = (await choices(plain, { search: 'paged' })).json<ChoicesPage>();
    expect([first.data.length, first.hasNext]).toEqual([NICHE_CHOICES_PAGE_SIZE, false]);
    await niche('Paged last');
    const again = (await choices(plain, { search: 'paged' })).json<ChoicesPage>();
    expect([again.data[0]!.label, again.hasNext]).toEqual(['Paged last', true]);
    const second = (await choices(plain, { search: 'paged', page: '2' })).json<ChoicesPage>();
    expect(second).toEqual({
      data: [expect.objectContaining({ label: 'Paged 0' })],
      hasNext: false,
      currentPage: 2,
    });
  });

  it('refuses queries out of bounds with the reason', async () => {
    const cases: Record<string, string>[] = [
      { page: '0' },
      { page: '10001' },
      { search: 'x'.repeat(201) },
      { marketplace: 'moon' },
      { heroAsin: 'nope' },
      { manageable: 'yes' },
    ];
    for (const query of cases) {
      const res = await choices(plain, query);
      expect([res.statusCode, typeof res.json().message]).toEqual([400, 'string']);
    }
  });
});
