import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPreferences } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let nora: TestUser;
let mo: TestUser;

const read = (user: TestUser) =>
  t
    .request({ method: 'GET', url: '/api/preferences', cookie: user.cookie })
    .then((r) => r.json<Record<string, unknown>>());
const save = (user: TestUser, key: string, payload: unknown) =>
  t.request({
    method: 'PUT',
    url: `/api/preferences/${key}`,
    cookie: user.cookie,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });

const tree = { collapsed: true, expanded: ['space-1', 'label-2'] };
const columns = {
  columnOrder: ['label', 'heroKeyword'],
  columnVisibility: { notes: false },
  columnSizing: { label: 240 },
};

beforeAll(async () => {
  t = await startTestApp();
  nora = await t.signUp('Nora');
  mo = await t.signUp('Mo');
});
afterAll(() => t.close());

describe('preferences', () => {
  it('start empty, are saved by key, replaced, and read back by their user alone', async () => {
    expect(await read(nora)).toEqual({});
    expect((await save(nora, 'tagTree', tree)).json()).toEqual({ ok: true });
    expect((await save(nora, 'grid.pipeline', columns)).statusCode).toBe(200);
    expect(await read(nora)).toEqual({ tagTree: tree, 'grid.pipeline': columns });
    const heatmapColumns = { '5': ['searchVolume', 'ppcSales', 'searchQueryVolume'] };
    expect((await save(nora, 'rankRadar.heatmapColumns', heatmapColumns)).statusCode).toBe(200);
    expect((await read(nora))['rankRadar.heatmapColumns']).toEqual(heatmapColumns);
    await save(nora, 'rankRadar.heatmapColumns', {});

    const withView = {
      ...columns,
      filters: [{ field: 'heroKeyword', condition: 'contains', value: 'garlic' }],
      sort: [{ field: 'medianPriceCents', desc: true }],
    };
    expect((await save(nora, 'grid.pipeline', withView)).statusCode).toBe(200);
    expect((await read(nora))['grid.pipeline']).toEqual(withView);

    await save(nora, 'tagTree', { collapsed: false, expanded: [] });
    expect((await read(nora)).tagTree).toEqual({ collapsed: false, expanded: [] });
    expect(await read(mo)).toEqual({});
  });

  it('refuse a value the key does not take, naming the problem, and keep the saved one', async () => {
    await save(mo, 'tagTree', tree);
    const refusals: [string, unknown, RegExp][] = [
      ['tagTree', { collapsed: 'yes', expanded: [] }, /^collapsed: .*boolean/],
      ['tagTree', { collapsed: true, expanded: [], extra: 1 }, /extra/],
      ['tagTree', { collapsed: true, expanded: Array(501).fill('x') }, /^expanded: /],
      ['tagTree', null, /object/],
      ['grid.pipeline', { ...columns, columnSizing: { label: 5 } }, /^columnSizing\.label: /],
      [
        'grid.pipeline',
        { ...columns, filters: [{ field: 'label', condition: 'greaterOrEqual', value: 'a' }] },
        /label cannot be filtered by greaterOrEqual/,
      ],
      ['rankRadar.heatmapColumns', { '5': ['ppcSales', 'colour'] }, /^5\.1: /],
      ['rankRadar.heatmapColumns', { shirts: ['ppcSales'] }, /^shirts: Invalid key/],
      [
        'rankRadar.heatmapColumns',
        Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [String(i + 1), []])),
        /At most 1000 trackers/,
      ],
    ];
    for (const [key, value, message] of refusals) {
      const res = await save(mo, key, value);
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const unknownKey = await save(mo, 'theme', { dark: true });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json().message).toMatch(/^key: /);
    expect(await read(mo)).toEqual({ tagTree: tree });
  });

  it('keep named column layouts, names unique and at most 20, refusing others unchanged', async () => {
    const user = await t.signUp('Layouts');
    const layouts = [
      { name: 'Money', columns },
      { name: 'Keywords', columns: { ...columns, columnVisibility: { heroAsin: true } } },
    ];
    expect((await save(user, 'grid.pipeline.layouts', layouts)).statusCode).toBe(200);
    expect((await read(user))['grid.pipeline.layouts']).toEqual(layouts);

    const refusals: [unknown, RegExp][] = [
      [
        [...layouts, { name: ' money ', columns }],
        /^2\.name: A layout named "money" already exists/,
      ],
      [[{ name: '   ', columns }], /^0\.name: Layout name is required/],
      [[{ name: 'x'.repeat(61), columns }], /less than or equal to 60 characters/],
      [[{ name: 'a\u0007b', columns }], /control characters/],
      [
        Array.from({ length: 21 }, (_, i) => ({ name: `Layout ${i}`, columns })),
        /You can save at most 20 layouts/,
      ],
      [[{ name: 'Wide', columns: { ...columns, columnSizing: { label: 5000 } } }], /columnSizing/],
    ];
    for (const [value, message] of refusals) {
      const res = await save(user, 'grid.pipeline.layouts', value);
      expect(res.statusCode, JSON.stringify(value).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await read(user))['grid.pipeline.layouts']).toEqual(layouts);
    expect((await read(mo))['grid.pipeline.layouts']).toBeUndefined();
  });

  it('answer 401 without a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/preferences' })).statusCode).toBe(401);
  });

  it('leave out a stored value its key no longer takes', async () => {
    const user = await t.signUp('Stale');
    await t.database.db.insert(userPreferences).values([
      { userId: user.id, key: 'tagTree', value: { collapsed: 'sometimes' } },
      { userId: user.id, key: 'retiredKey', value: 1 },
      { userId: user.id, key: 'grid.pipeline', value: columns },
    ]);
    expect(await read(user)).toEqual({ 'grid.pipeline': columns });
  });
});
