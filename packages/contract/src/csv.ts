/**
 * CSV cells, written the same way by the server's exports and the web grid's export: a text cell
 * that starts like a formula (= + - @ tab CR) gets an apostrophe in front, so a spreadsheet shows
 * it as text instead of running it; cells with a comma, quote or line break are quoted (RFC 4180).
 */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && CSV_FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A text cell as the export wrote it, read back: the apostrophe before a formula start removed. */
export function csvUnescape(text: string): string {
  return text.startsWith("'") && CSV_FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
