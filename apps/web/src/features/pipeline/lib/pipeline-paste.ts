import { nicheEditEndpoints, type PipelineRow } from '@fathom/contract';

/** The pipeline columns a paste writes, each through the endpoint its dialog uses. */
export const PASTE_COLUMNS = {
  label: {
    endpoint: nicheEditEndpoints.renameNiche,
    field: 'label',
    noun: ['niche name', 'niche names'],
  },
  heroKeyword: {
    endpoint: nicheEditEndpoints.changeHeroKeyword,
    field: 'keyword',
    noun: ['hero keyword', 'hero keywords'],
  },
  notes: { endpoint: nicheEditEndpoints.updateNotes, field: 'notes', noun: ['note', 'notes'] },
} as const;
export type PasteColumn = keyof typeof PASTE_COLUMNS;

export const PASTE_TEXT = {
  wrongColumn: 'Paste writes the Niche, Hero Keyword and Notes columns only',
  unmanageable: "You can't manage this niche",
  empty: 'The clipboard holds no text to paste. Nothing was changed.',
  noCell:
    'Click a cell of the Niche, Hero Keyword or Notes column first: a paste starts on that cell.',
  noneValid: 'No pasted line could be written. Nothing was changed.',
  readRefused:
    'The browser did not let Fathom read the clipboard. Click a cell of the column and press Ctrl+V (Cmd+V on a Mac) instead.',
  pasted: (count: number, column: PasteColumn) =>
    `Pasted ${count} ${PASTE_COLUMNS[column].noun[count === 1 ? 0 : 1]}`,
  skipped: (count: number) =>
    `${count} ${count === 1 ? 'row' : 'rows'} skipped: you can't manage ${count === 1 ? 'it' : 'them'}`,
  beyond: (count: number) =>
    `${count} ${count === 1 ? 'line' : 'lines'} beyond the last row ignored: a paste adds no niche`,
  refused: (line: number, label: string, reason: string) => `Line ${line} (${label}): ${reason}`,
} as const;

export const isPasteColumn = (columnId: string): columnId is PasteColumn =>
  Object.hasOwn(PASTE_COLUMNS, columnId);

/** Why a paste cannot start on this cell, or null when it can. */
export function pasteRefusal(row: Pick<PipelineRow, 'canManage'>, columnId: string): string | null {
  if (!isPasteColumn(columnId)) return PASTE_TEXT.wrongColumn;
  return row.canManage ? null : PASTE_TEXT.unmanageable;
}

/**
 * Pasted text as one value a row: a trailing empty line is left out, a tab-separated line gives
 * its first cell, and a cell in double quotes (as the grid copies) loses them.
 */
export function pasteLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  if (lines.at(-1)?.trim() === '') lines.pop();
  return lines.map((line) => {
    const cell = line.split('\t')[0] ?? '';
    const quoted = /^"(.*)"$/s.exec(cell);
    return quoted ? (quoted[1] ?? '').replace(/""/g, '"') : cell;
  });
}

/** The request body of a pasted value, or the contract's reason it is refused. */
export function pasteBody(
  column: PasteColumn,
  value: string,
): { ok: true; body: Record<string, string> } | { ok: false; reason: string } {
  const { endpoint, field } = PASTE_COLUMNS[column];
  const parsed = endpoint.body.safeParse({ [field]: value });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, reason: parsed.error.issues[0]?.message ?? 'Invalid value' };
}
