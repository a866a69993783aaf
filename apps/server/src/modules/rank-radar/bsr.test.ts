import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, marketplaceDate, type BsrSettings, type Tracker } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { trackerWithHistory } from '../../test/rank-radar-fixture';

interface Chart {
  from: string;
  to: string;
  dates: string[];
  categories: { categoryId: string; categoryName: string; level: 'top' | 'narrow' }[];
  lines: { asin: string; categoryId: string; ranks: (number | null)[] }[];
  setting: BsrSettings;
}

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
let tracker: Tracker;
const hero = KNOWN_ASINS.com.strongHero;
const today = marketplaceDate('com');

const api = (user: TestUser, method: 'GET' | 'PUT', path: string, payload?: object) =>
  t.request({ method, url: `/api/orgs/${user.orgId}/krt${path}`, cookie: user.cookie, payload });

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Bea');
  outsider = await t.signUp('Otto');
  tracker = await trackerWithHistory(t, owner, { label: 'bsr niche', terms: 5, days: 2 });
}, 180_000);
afterAll(() => t.close());

describe('BSR chart', () => {
  it('answers the last 6 days of each ASIN in the top-level and the narrow category', async () => {
    const res = await api(owner, 'GET', `/${tracker.id}/bsr`);
    expect(res.statusCode).toBe(200);
    const chart = res.json<Chart>();
    expect(chart.to).toBe(today);
    expect(chart.dates).toEqual([-5, -4, -3, -2, -1, 0].map((n) => addDays(today, n)));
    expect(chart.categories[0]!.level).toBe('top');
    expect(chart.categories.some((c) => c.level === 'narrow')).toBe(true);
    expect(new Set(chart.lines.map((l) => l.asin))).toEqual(new Set(tracker.asins));
    const heroTop = chart.lines.find(
      (l) => l.asin === hero && l.categoryId === chart.categories[0]!.categoryId,
    );
    expect(heroTop!.ranks.some((r) => r !== null && r > 0)).toBe(true);
    expect(chart.setting).toEqual({ selectedCategoryId: null, asinVisibility: {} });
  });

  it('reads a chosen period and refuses a start after the end or a period too long', async () => {
    const from = addDays(today, -20);
    const chart = (
      await api(owner, 'GET', `/${tracker.id}/bsr?from=${from}&to=${today}`)
    ).json<Chart>();
    expect(chart.dates).toHaveLength(21);
    const backwards = await api(owner, 'GET', `/${tracker.id}/bsr?from=${today}&to=${from}`);
    expect(backwards.statusCode).toBe(400);
    const tooLong = await api(owner, 'GET', `/${tracker.id}/bsr?from=2020-01-01&to=${today}`);
    expect(tooLong.statusCode).toBe(400);
  });

  it("keeps the caller's category and ASIN visibility", async () => {
    const chart = (await api(owner, 'GET', `/${tracker.id}/bsr`)).json<Chart>();
    const narrow = chart.categories.find((c) => c.level === 'narrow')!.categoryId;
    const setting = { selectedCategoryId: narrow, asinVisibility: { [hero]: false } };
    const saved = await api(owner, 'PUT', `/${tracker.id}/bsr-chart-settings`, setting);
    expect(saved.statusCode).toBe(200);
    expect((await api(owner, 'GET', `/${tracker.id}/bsr`)).json<Chart>().setting).toEqual(setting);
  });

  it('refuses settings naming an ASIN outside the tracker or malformed, and changes nothing', async () => {
    const before = (await api(owner, 'GET', `/${tracker.id}/bsr`)).json<Chart>().setting;
    const foreign = await api(owner, 'PUT', `/${tracker.id}/bsr-chart-settings`, {
      selectedCategoryId: null,
      asinVisibility: { B000000000: true },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ message: string }>().message).toContain('B000000000');
    const malformed = await api(owner, 'PUT', `/${tracker.id}/bsr-chart-settings`, {
      selectedCategoryId: '',
      asinVisibility: { 'not an asin': true },
    });
    expect(malformed.statusCode).toBe(400);
    for (const selectedCategoryId of ['a\u0000b', 'a\u202Eb']) {
      const res = await api(owner, 'PUT', `/${tracker.id}/bsr-chart-settings`, {
        selectedCategoryId,
        asinVisibility: {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('control characters');
    }
    expect((await api(owner, 'GET', `/${tracker.id}/bsr`)).json<Chart>().setting).toEqual(before);
  });

  it("answers 404 for another organization's tracker", async () => {
    const url = `/api/orgs/${outsider.orgId}/krt/${tracker.id}`;
    const read = await t.request({ method: 'GET', url: `${url}/bsr`, cookie: outsider.cookie });
    expect(read.statusCode).toBe(404);
    const save = await t.request({
      method: 'PUT',
      url: `${url}/bsr-chart-settings`,
      cookie: outsider.cookie,
      payload: { selectedCategoryId: null, asinVisibility: {} },
    });
    expect(save.statusCode).toBe(404);
  });
});
