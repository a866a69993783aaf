import { StringDecoder } from 'node:string_decoder';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES as M } from '@fathom/contract';
import { tooLarge } from '../errors';
import type { SheetRow } from './spreadsheet';

/** Bytes decoded at a time: a record is handed on as soon as its line ends. */
const CHUNK_BYTES = 64 * 1024;

const QUOTE = 0x22;
const COMMA = 0x2c;
const SEMICOLON = 0x3b;
const LF = 0x0a;

/** Bytes looked at for the separator. */
const SNIFF_BYTES = 64 * 1024;

/**
 * The file's separator, read from its first line that has one (a title line above the header,
 * as some report downloads have, is passed over): a semicolon when that line has more semicolons
 * than commas outside quotes (Excel's CSV in locales whose decimal mark is a comma), else a comma.
 */
function separatorOf(bytes: Buffer): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const byte of bytes.subarray(0, SNIFF_BYTES)) {
    if (byte === QUOTE) quoted = !quoted;
    else if (quoted) continue;
    else if (byte === LF) {
      if (commas + semicolons > 0) break;
    } else if (byte === COMMA) commas += 1;
    else if (byte === SEMICOLON) semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * RFC 4180 records, read as the bytes are decoded and handed on one at a time (a reader that
 * stops early leaves the rest unread): cells are separated by commas, or by semicolons when the
 * first line is (`separatorOf`); quoted cells may hold separators, quotes (doubled) and line
 * breaks; lines end in CRLF or LF; a leading byte-order mark is skipped. Blank lines are left out
 * but keep their numbers, and a record is numbered by the line it starts on. A cell longer than
 * `cellCharsMax` is refused.
 */
export function* csvRows(
  bytes: Buffer,
  { cellCharsMax }: Pick<typeof UPLOAD_LIMITS, 'cellCharsMax'> = UPLOAD_LIMITS,
): Generator<SheetRow> {
  const decoder = new StringDecoder('utf8');
  const separator = separatorOf(bytes);
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  /** A quote inside a quoted cell, not yet known to be doubled or the cell's end. */
  let quote = false;
  let row = 1;
  let start = 1;
  let first = true;
  const push = () => {
    if (cell.length > cellCharsMax) throw tooLarge(M.cellTooLong(start));
    cells.push(cell);
    cell = '';
  };
  function* end(): Generator<SheetRow> {
    push();
    if (cells.length > 1 || cells[0] !== '') yield { row: start, cells };
    cells = [];
    start = row;
  }
  for (let offset = 0; offset <= bytes.length; offset += CHUNK_BYTES) {
    const last = offset + CHUNK_BYTES >= bytes.length;
    let text = decoder.write(bytes.subarray(offset, offset + CHUNK_BYTES));
    if (last) text += decoder.end();
    let i = 0;
    if (first && text.length > 0) {
      first = false;
      if (text.charCodeAt(0) === 0xfeff) i = 1;
    }
    for (; i < text.length; i += 1) {
      const c = text[i]!;
      if (quote) {
        quote = false;
        if (c === '"') {
          cell += '"';
          continue;
        }
        quoted = false;
      }
      if (quoted) {
        if (c === '"') quote = true;
        else {
          if (c === '\n') row += 1;
          cell += c;
          if (cell.length > cellCharsMax) throw tooLarge(M.cellTooLong(start));
        }
      } else if (c === '"') quoted = true;
      else if (c === separator) push();
      else if (c === '\n') {
        row += 1;
        yield* end();
      } else if (c !== '\r') {
        cell += c;
        if (cell.length > cellCharsMax) throw tooLarge(M.cellTooLong(start));
      }
    }
    if (last) break;
  }
  if (cell !== '' || cells.length > 0) yield* end();
}
