import type { CopyValue } from './grid-features';

/** A cell for the clipboard: always in double quotes, inner quotes doubled. */
export function quoteCell(value: CopyValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

/** Tab-separated rows with quoted cells, as the grid copies them (spec: shared grid behaviour). */
export function formatCopyText(rows: readonly (readonly CopyValue[])[]): string {
  return rows.map((row) => row.map(quoteCell).join('\t')).join('\n');
}

function csvCell(value: CopyValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header line. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CopyValue[])[]): string {
  return [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
