import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  addDays,
  marketplaceDate,
  RANK_HISTORY_COLUMNS,
  type Heatmap,
  type Tracker,
} from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { RADAR_HERO, trackerWithHistory } from '../../../test/rank-radar-fixture';

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
let tracker: Tracker;
const today = marketplaceDate('com');

const exportUrl = (user: TestUser, id: number, format: string) =>
  `/api/orgs/${user.orgId}/krt/${id}/history/export?format=${format}`;

/** Parses the export's CSV: its cells hold no comma or quote (terms are plain words). */
const csvRows = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Bea');
  outsider = await t.signUp('Otto');
  tracker = await trackerWithHistory(t, owner, { label: 'history niche', terms: 4, days: 20 });
}, 180_000);
afterAll(() => t.close());

/** The heatmap's stored (not interpolated) organic ranks, by "term|date". */
async function heatmapRanks(): Promise<Map<string, number>> {
  const from = addDays(today, -29);
  const res = await t.request({
    method: 'GET',
    url: `/api/orgs/${owner.orgId}/krt/${tracker.id}/heatmap?from=${from}&to=${today}`,
    cookie: owner.cookie,
  });
  expect(res.statusCode).toBe(200);
  const map = res.json<Heatmap>();
  const ranks = new Map<string, number>();
  for (const row of map.keywords)
    map.dates.forEach((date, i) => {
      const cell = row.organicRanks[i];
      if (typeof cell === 'number' && !row.interpolated.includes(i))
        ranks.set(`${row.keyword}|${date}`, cell);
    });
  return ranks;
}

describe('Rank history export', () => {
  it('streams every term of every collected day as CSV, the ranks the heatmap shows', async () => {
    const res = await t.request({
      method: 'GET',
      url: exportUrl(owner, tracker.id, 'csv'),
      cookie: owner.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="rank-history-${RADAR_HERO}-${tracker.id}.csv"`,
    );
    const [header, ...rows] = csvRows(res.body);
    expect(header).toEqual([...RANK_HISTORY_COLUMNS]);
    const dates = [...new Set(rows.map((r) => r[1]!))];
    expect(dates.length).toBeGreaterThanOrEqual(15);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(rows.map((r) => r[0])).size).toBe(4);
    const shown = await heatmapRanks();
    let compared = 0;
    for (const [term, date, organic] of rows)
      if (organic && shown.has(`${term}|${date}`)) {
        expect(Number(organic)).toBe(shown.get(`${term}|${date}`));
        compared += 1;
      }
    expect(compared).toBeGreaterThan(10);
    expect(rows.some((r) => /^[A-Z0-9]{10}$/.test(r[6]!))).toBe(true);
  });

  it('writes the same rows to a workbook with dates and numbers typed', async () => {
    const [csv, xlsx] = await Promise.all(
      ['csv', 'xlsx'].map((format) =>
        t.request({
          method: 'GET',
          url: exportUrl(owner, tracker.id, format),
          cookie: owner.cookie,
        }),
      ),
    );
    expect(xlsx!.statusCode).toBe(200);
    expect(xlsx!.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx!.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const read: string[][] = [];
    sheet.eachRow((row) => {
      const values = (row.values as (string | number | Date | null | undefined)[]).slice(1);
      read.push(
        RANK_HISTORY_COLUMNS.map((_, i) => {
          const v = values[i];
          if (v instanceof Date) return v.toISOString().slice(0, 10);
          return v === undefined || v === null ? '' : String(v);
        }),
      );
    });
    expect(read).toEqual(csvRows(csv!.body));
    expect(sheet.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    const organic = read.slice(1).findIndex((r) => r[2] !== '');
    expect(typeof sheet.getRow(organic + 2).getCell(3).value).toBe('number');
  });

  it('lets a member who may see but not change the tracker export it', async () => {
    const viewer = await t.signUp('Vera');
    await t.services.orgs.addMember(owner.orgId, viewer.id, 'member');
    const seen = await t.request({
      method: 'GET',
      url: `/api/orgs/${owner.orgId}/krt/${tracker.id}`,
      cookie: viewer.cookie,
    });
    expect(seen.json<Tracker>().canManage).toBe(false);
    const [asViewer, asOwner] = await Promise.all(
      [viewer, owner].map((user) =>
        t.request({
          method: 'GET',
          url: `/api/orgs/${owner.orgId}/krt/${tracker.id}/history/export?format=csv`,
          cookie: user.cookie,
        }),
      ),
    );
    expect(asViewer!.statusCode).toBe(200);
    expect(asViewer!.body).toBe(asOwner!.body);
  });

  it("answers 404 for another organization's tracker and 400 for an unknown format", async () => {
    const foreign = await t.request({
      method: 'GET',
      url: exportUrl(outsider, tracker.id, 'csv'),
      cookie: outsider.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    const unknown = await t.request({
      method: 'GET',
      url: exportUrl(owner, tracker.id, 'pdf'),
      cookie: owner.cookie,
    });
    expect(unknown.statusCode).toBe(400);
  });
});
