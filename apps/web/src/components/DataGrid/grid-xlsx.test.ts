import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { toXlsx, XLSX_TYPE } from './grid-xlsx';

describe('Excel export', () => {
  it('writes a header row and the rows, numbers as numbers and blanks as empty cells', async () => {
    const blob = await toXlsx(
      'garlic-master-keyword-list',
      ['Keyword', 'Search volume', '#1 B000000001'],
      [
        ['garlic press', 1200, 3],
        ['garlic "mincer"', 800, ''],
      ],
    );
    expect(blob.type).toBe(XLSX_TYPE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('garlic-master-keyword-list');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Keyword',
      'Search volume',
      '#1 B000000001',
    ]);
    expect(sheet.getRow(2).values).toEqual([undefined, 'garlic press', 1200, 3]);
    expect(sheet.getCell('A3').value).toBe('garlic "mincer"');
    expect(sheet.getCell('B3').value).toBe(800);
  });
});
