import { DATA_IMPORT_MESSAGES as M } from '@fathom/contract';
import { UnknownImportFormat, type ImportReader, type ImportRow } from '@fathom/market';
import { invalid } from '../../lib/errors';
import { sheetRows } from '../../lib/uploads/spreadsheet';

/**
 * The importers' entry points (packages/market/src/importers), handed in by the app's wiring:
 * tabular files (a CSV's rows, a workbook's first sheet) by their header, JSON reports by their
 * shape, saved Amazon pages by their markup. Each refuses a file it does not know with
 * UnknownImportFormat.
 */
export interface ImportParsers {
  openTabularImport(rows: AsyncIterable<ImportRow>): ImportReader | Promise<ImportReader>;
  openJsonImport(text: string): ImportReader | Promise<ImportReader>;
  openHtmlImport(html: string): ImportReader | Promise<ImportReader>;
}

export type FileKind = 'xlsx' | 'json' | 'html' | 'csv';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Bytes looked at to tell text from binary, and JSON or HTML from CSV. */
const SNIFF_BYTES = 8 * 1024;

/** What the file is, from its content (never its name or the type it was sent as). */
export function fileKindOf(bytes: Buffer): FileKind {
  const head = bytes.subarray(0, SNIFF_BYTES);
  if (ZIP_MAGIC.every((b, i) => head[i] === b)) return 'xlsx';
  let text = head.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === '' && bytes.length <= SNIFF_BYTES) throw invalid(M.empty);
  // Text files hold no NUL, and few control characters beside tabs and line breaks.
  const controls = [...text].filter((c) => {
    const code = c.charCodeAt(0);
    return code < 32 && code !== 9 && code !== 10 && code !== 13;
  }).length;
  if (head.includes(0) || controls > text.length / 100) throw invalid(M.binary);
  const start = text.trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return 'json';
  if (/^<(!doctype\s+html|html|head|body|!--)/i.test(start)) return 'html';
  return 'csv';
}

/** Opens the file with the importer its content calls for; nothing is stored here. */
export async function openImport(parsers: ImportParsers, bytes: Buffer): Promise<ImportReader> {
  if (bytes.length === 0) throw invalid(M.empty);
  const kind = fileKindOf(bytes);
  try {
    if (kind === 'json') return await parsers.openJsonImport(textOf(bytes));
    if (kind === 'html') return await parsers.openHtmlImport(textOf(bytes));
    const format = kind === 'xlsx' ? 'xlsx' : 'csv';
    return await parsers.openTabularImport(sheetRows(bytes, format, { unreadable: M.unreadable }));
  } catch (error) {
    if (error instanceof UnknownImportFormat) throw invalid(M.unknownFormat);
    throw error;
  }
}

function textOf(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
