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

export type HeaderCheckboxState = 'none' | 'partial' | 'full';

/** The header checkbox over the rows shown: none, some or all of them selected. */
export function headerCheckboxState(
  rowIds: readonly string[],
  selection: Readonly<Record<string, boolean>>,
): HeaderCheckboxState {
  let selected = 0;
  for (const id of rowIds) if (selection[id]) selected += 1;
  if (selected === 0) return 'none';
  return selected === rowIds.length ? 'full' : 'partial';
}

/** Clicking the header checkbox: a full selection clears, anything else selects every row shown. */
export function toggleAllSelection(
  rowIds: readonly string[],
  selection: Readonly<Record<string, true>>,
): Record<string, true> {
  if (headerCheckboxState(rowIds, selection) === 'full') {
    const next = { ...selection };
    for (const id of rowIds) delete next[id];
    return next;
  }
  const next = { ...selection };
  for (const id of rowIds) next[id] = true;
  return next;
}
