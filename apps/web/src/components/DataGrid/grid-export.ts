import type { Column, Row, RowData } from '@tanstack/react-table';
import { SELECT_COLUMN_ID, type CopyValue, type GridFeatures } from './grid-features';

export type GridRow<TData extends RowData> = Row<GridFeatures, TData>;
export type GridColumn<TData extends RowData> = Column<GridFeatures, TData, unknown>;

/** The columns that hold data: every visible one but the checkbox column. */
export function dataColumns<TData extends RowData>(
  columns: GridColumn<TData>[],
): GridColumn<TData>[] {
  return columns.filter((column) => column.id !== SELECT_COLUMN_ID);
}

export function columnLabel<TData extends RowData>(column: GridColumn<TData>): string {
  const meta = column.columnDef.meta;
  if (meta?.label) return meta.label;
  const header = column.columnDef.header;
  return typeof header === 'string' ? header : column.id;
}

/** A value as a cell copies and exports it: the column's export value, else the raw value. */
function exportText<TData extends RowData>(value: unknown, column: GridColumn<TData>): CopyValue {
  const meta = column.columnDef.meta;
  if (meta?.exportValue) return meta.exportValue(value);
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return JSON.stringify(value);
}

/** What a cell copies and exports. */
export function exportValue<TData extends RowData>(
  row: GridRow<TData>,
  column: GridColumn<TData>,
): CopyValue {
  return exportText(row.getValue<unknown>(column.id), column);
}

export function exportRows<TData extends RowData>(
  rows: GridRow<TData>[],
  columns: GridColumn<TData>[],
): CopyValue[][] {
  return rows.map((row) => columns.map((column) => exportValue(row, column)));
}

/** Rows a data source answered, as the grid would export them once loaded. */
export function exportData<TData extends RowData>(
  data: TData[],
  columns: GridColumn<TData>[],
): CopyValue[][] {
  return data.map((item, index) =>
    columns.map((column) => exportText(column.accessorFn?.(item, index), column)),
  );
}

/** Saves text as a file through the browser's download. */
export function downloadText(
  fileName: string,
  text: string,
  type = 'text/csv;charset=utf-8',
): void {
  downloadBlob(fileName, new Blob(['\uFEFF', text], { type }));
}

/** Saves a file through the browser's download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Puts text on the clipboard, with the old execCommand route where the API is not allowed. */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}
