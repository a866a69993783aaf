import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineView } from '@fathom/contract';
import { niches } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { insertPipelineNiche } from '../../test/pipeline-fixture';

let t: TestApp;
let owner: TestUser;
/** More niches than one read of the export holds. */
const MANY = 1_005;

const exportAs = (format: string, view: PipelineView = {}, user = owner) =>
  t.request({
    method: 'POST',
    url: `/api/orgs/${owner.orgId}/pipeline/export?format=${format}`,
    cookie: user.cookie,
    payload: view,
  });

/** RFC 4180 rows: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (quoted || (ch !== ',' && ch !== '\r')) {
      cell += ch;
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++; // the \n of CRLF
    }
  }
  return rows;
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Nora');
  const space = await t.services.orgs.createSpace(owner.orgId, 'Kitchen, main');
  await insertPipelineNiche(t.database.db, {
    organizationId: owner.orgId,
    label: 'Garlic "press", steel',
    heroKeyword: 'garlic press',
    notes: 'line one\nline two',
    spaceIds: [space.id],
    numKeywords: 1234,
    medianPriceCents: 1999,
    medianSalesHigher: 5269,
    medianRevenueHigherCents: 15_801_731,
    minRelevancy: 0.4,
    competitionStrength: 0.796842,
    percentVeryStrongCompetitors: 0.25,
    createdAt: new Date('2026-03-04T22:30:00Z'),
  });
  await insertPipelineNiche(t.database.db, {
    organizationId: owner.orgId,
    marketplace: 'co.jp',
    label: 'yen kettle',
    medianPriceCents: 298_050,
    medianRevenueHigherCents: 1_234_567_849,
  });
  await t.database.db.insert(niches).values(
    Array.from({ length: MANY }, (_, i) => ({
      organizationId: owner.orgId,
      label: `bulk ${String(i).padStart(4, '0')}`,
      marketplace: 'com' as const,
      heroAsin: 'B0BULK',
      numKeywords: i,
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
    })),
  );
});
afterAll(() => t.close());

describe('the pipeline export', () => {
  it('streams every matching niche as CSV, titled, quoted, in the view’s order', async () => {
    const res = await exportAs('csv', { sort: [{ field: 'numKeywords', desc: true }] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="niches-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(res.body);
    expect(header!.slice(0, 6)).toEqual([
      'Niche ID',
      'Niche',
      'Hero keyword',
      'Hero ASIN',
      'Marketplace',
      'Spaces',
    ]);
    expect(rows).toHaveLength(MANY + 2);
    const col = (title: string) => header!.indexOf(title);
    const first = rows[0]!;
    expect(first[col('Niche')]).toBe('Garlic "press", steel');
    expect(first[col('Spaces')]).toBe('Kitchen, main');
    expect(first[col('Notes')]).toBe('line one\nline two');
    expect(first[col('Median price')]).toBe('19.99');
    expect(first[col('Min relevancy')]).toBe('0.4');
    expect(first[col('Competition strength')]).toBe('0.7968');
    expect(first[col('Very strong competitors %')]).toBe('25%');
    expect(first[col('Created')]).toBe('2026-03-04');
    expect(res.body).toContain('"Garlic ""press"", steel"');
    expect(rows.slice(1, 4).map((r) => r[col('Niche')])).toEqual([
      'bulk 1004',
      'bulk 1003',
      'bulk 1002',
    ]);
  });

  it('keeps to the view’s filters', async () => {
    const view = { filters: [{ field: 'label', condition: 'contains', value: 'bulk 099' }] };
    const res = await exportAs('csv', view as PipelineView);
    expect(parseCsv(res.body)).toHaveLength(1 + 10);
  });

  it('writes an Excel workbook with typed numbers, scores, money, percents and dates', async () => {
    const res = await exportAs('xlsx', {
      filters: [{ field: 'heroKeyword', condition: 'equals', value: 'Garlic Press' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="niches-[\d-]+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Niches')!;
    expect(sheet.rowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (title: string) => sheet.getRow(2).getCell(header.indexOf(title) + 1);
    expect(cell('Niche').value).toBe('Garlic "press", steel');
    expect(cell('Keywords').value).toBe(1234);
    expect(cell('Median price').value).toBe(19.99);
    expect(cell('Median price').numFmt).toBe('#,##0.00');
    expect(cell('Min relevancy').value).toBe(0.4);
    expect(cell('Min relevancy').numFmt).toBe('0.00');
    expect(cell('Very strong competitors %').value).toBe(0.25);
    expect(cell('Very strong competitors %').numFmt).toBe('0.00%');
    expect(cell('Created').value).toEqual(new Date('2026-03-04T00:00:00Z'));
    expect(cell('Created').numFmt).toBe('yyyy-mm-dd');
    expect(cell('Median rating').value).toBeNull();
    expect(cell('Median sales (higher)').value).toBe(5269);
    expect(cell('Median revenue (higher)').value).toBe(158_017.31);
    expect(cell('Median revenue (higher)').numFmt).toBe('#,##0.00');
  });

  it('writes yen, which have no minor unit, in whole yen in the CSV and the workbook', async () => {
    const view = { filters: [{ field: 'label', condition: 'equals', value: 'yen kettle' }] };
    const [header, row] = parseCsv((await exportAs('csv', view as PipelineView)).body);
    expect(row![header!.indexOf('Median price')]).toBe('2981');
    expect(row![header!.indexOf('Median revenue (higher)')]).toBe('12345678');

    const res = await exportAs('xlsx', view as PipelineView);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Niches')!;
    const titles = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (title: string) => sheet.getRow(2).getCell(titles.indexOf(title) + 1);
    expect(cell('Median price').value).toBe(2981);
    expect(cell('Median price').numFmt).toBe('#,##0');
    expect(cell('Median revenue (higher)').numFmt).toBe('#,##0');
  });

  it('refuses an unknown format', async () => {
    const res = await exportAs('pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('format');
  });
});
