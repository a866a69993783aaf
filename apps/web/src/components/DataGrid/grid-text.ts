import { csvCell } from '@fathom/contract';
import { formatNumber } from '../../lib/format';
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

/** RFC 4180 CSV with a header line; text cells that start like a formula are escaped (csvCell). */
export function toCsv(headers: readonly string[], rows: readonly (readonly CopyValue[])[]): string {
  return [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** The toolbar's count: "12 keywords", "3 of 12 keywords" when filtered, then "· 2 selected". */
export function gridCountText(
  shown: number,
  total: number,
  selected: number,
  noun: readonly [string, string],
): string {
  const name = (count: number) => (count === 1 ? noun[0] : noun[1]);
  const rows =
    shown === total
      ? `${formatNumber(shown)} ${name(shown)}`
      : `${formatNumber(shown)} of ${formatNumber(total)} ${name(total)}`;
  return selected > 0 ? `${rows} · ${formatNumber(selected)} selected` : rows;
}
