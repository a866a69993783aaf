import type { Writable } from 'node:stream';
import { csvCell, RANK_HISTORY_COLUMNS } from '@fathom/contract';
import { drained } from '../../../lib/streams';
import type { HistoryRow } from './history.repository';

/**
 * The history export's rows, in RANK_HISTORY_COLUMNS order. Only stored ranks are written: the
 * heatmap's interpolated cells are a display and are left out (docs/decisions/rank-radar.md).
 */
const cells = (r: HistoryRow) =>
  [r.keyword, r.day, r.organic, r.sponsored, r.impression, r.searchVolume, r.topAsin] as const;

export type HistoryBatches = (consume: (rows: HistoryRow[]) => Promise<void>) => Promise<void>;

export async function writeHistoryCsv(out: Writable, batches: HistoryBatches): Promise<void> {
  out.write(RANK_HISTORY_COLUMNS.map(csvCell).join(',') + '\r\n');
  await drained(out);
  await batches(async (rows) => {
    let text = '';
    for (const row of rows) text += cells(row).map(csvCell).join(',') + '\r\n';
    out.write(text);
    await drained(out);
  });
  out.end();
}

export async function writeHistoryXlsx(out: Writable, batches: HistoryBatches): Promise<void> {
  // Loaded on first use: it is a large module most server processes never need.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Rank history', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = RANK_HISTORY_COLUMNS.map((title, i) => ({
    header: title,
    key: String(i),
    width: i === 0 ? 32 : Math.max(12, title.length + 2),
    ...(i === 1 && { style: { numFmt: 'yyyy-mm-dd' } }),
  }));
  await batches(async (rows) => {
    for (const row of rows) {
      const values: (string | number | Date | null)[] = [...cells(row)];
      values[1] = new Date(`${row.day}T00:00:00Z`);
      sheet.addRow(values).commit();
    }
    await drained(out);
  });
  sheet.commit();
  await workbook.commit();
}
