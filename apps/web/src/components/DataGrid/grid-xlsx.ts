import type { CopyValue } from './grid-features';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An Excel workbook of one sheet: a bold, frozen header row, then the rows as the grid exports
 * them (numbers stay numbers). exceljs is loaded only when a workbook is asked for.
 */
export async function toXlsx(
  sheetName: string,
  headers: readonly string[],
  rows: readonly (readonly CopyValue[])[],
): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // Excel refuses sheet names over 31 characters or with []:*?/\ in them.
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow([...headers]).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((value) => (value === '' ? null : (value ?? null))));
  sheet.columns.forEach((column, index) => {
    column.width = Math.min(60, Math.max(10, (headers[index]?.length ?? 0) + 2));
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_TYPE });
}
