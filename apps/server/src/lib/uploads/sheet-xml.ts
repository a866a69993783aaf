import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import type { SheetRow } from './spreadsheet';

/** A shared string as exceljs's reader caches it: text, or rich text runs. */
export type SharedString = string | { richText?: { text: string }[] } | null;

export interface SheetContext {
  sharedStrings: readonly SharedString[];
  /** The number format of a cell style, by the style's index (`s`). */
  numFmt(style: number): string | undefined;
  date1904: boolean;
}

/** A number format that shows a date or time (exceljs's rule): d, m, y, h or s outside quotes and brackets. */
function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  return /[ymdhMsb]/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** Excel's day serial as yyyy-MM-dd. */
function serialDate(serial: number, date1904: boolean): string {
  const ms = Math.round((serial - (date1904 ? -1462 : 25569)) * 86_400_000);
  return new Date(ms).toISOString().slice(0, 10);
}

/** The 0-based column of a cell reference such as `AB12`, or -1 without one. */
function columnOf(ref: string | undefined): number {
  if (!ref) return -1;
  let column = 0;
  let i = 0;
  for (; i < ref.length; i += 1) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return i === 0 ? -1 : column - 1;
}

function sharedText(value: SharedString | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return (value.richText ?? []).map((run) => run.text).join('');
}

/**
 * A worksheet part's rows as text cells, parsed as it inflates: shared strings looked up, numbers
 * in a date format written as yyyy-MM-dd, a formula cell's cached result (the formula itself is
 * never read, let alone run), booleans as `true`/`false`, errors as empty cells. Rows are handed
 * on after each inflated chunk, without building a cell model per cell.
 */
export async function* worksheetRows(
  part: Readable,
  context: SheetContext,
): AsyncGenerator<SheetRow> {
  const parser = new SaxesParser();
  const decoder = new StringDecoder('utf8');
  const dateStyles = new Map<number, boolean>();
  const isDate = (style: number) => {
    let known = dateStyles.get(style);
    if (known === undefined) {
      known = isDateFormat(context.numFmt(style));
      dateStyles.set(style, known);
    }
    return known;
  };
  let ready: SheetRow[] = [];
  const failed: { error: Error | null } = { error: null };
  let rowNumber = 0;
  let cells: string[] | null = null;
  let next = 0;
  let cell: { column: number; type: string | undefined; style: number } | null = null;
  let text: string | null = null;
  let collecting = false;

  parser.on('error', (error) => (failed.error ??= error));
  parser.on('opentag', (node) => {
    switch (node.name) {
      case 'row': {
        const r = Number(node.attributes.r);
        rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
        cells = [];
        next = 0;
        break;
      }
      case 'c':
        if (cells) {
          const column = columnOf(node.attributes.r);
          cell = {
            column: column === -1 ? next : column,
            type: node.attributes.t,
            style: Number(node.attributes.s ?? 0),
          };
          text = null;
        }
        break;
      case 'v':
      case 't':
        if (cell) {
          collecting = true;
          text ??= '';
        }
        break;
      default:
        break;
    }
  });
  parser.on('text', (value) => {
    if (collecting) text += value;
  });
  parser.on('closetag', (node) => {
    switch (node.name) {
      case 'v':
      case 't':
        collecting = false;
        break;
      case 'c':
        if (cells && cell) {
          cells[cell.column] = cellText(cell.type, cell.style, text);
          next = cell.column + 1;
          cell = null;
        }
        break;
      case 'row':
        if (cells) ready.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? '') });
        cells = null;
        break;
      default:
        break;
    }
  });

  function cellText(type: string | undefined, style: number, value: string | null): string {
    if (value === null) return '';
    switch (type) {
      case 's':
        return sharedText(context.sharedStrings[Number(value)]);
      case 'str':
      case 'inlineStr':
        return value;
      case 'b':
        return Number(value) !== 0 ? 'true' : 'false';
      case 'e':
        return '';
      case 'd':
        return value.slice(0, 10);
      case undefined:
      default: {
        const number = Number.parseFloat(value);
        if (Number.isNaN(number)) return value;
        return isDate(style) ? serialDate(number, context.date1904) : String(number);
      }
    }
  }

  for await (const chunk of part) {
    parser.write(decoder.write(chunk as Buffer));
    if (failed.error) throw failed.error;
    if (ready.length > 0) {
      const rows = ready;
      ready = [];
      yield* rows;
    }
  }
  parser.write(decoder.end());
  parser.close();
  if (failed.error) throw failed.error;
  yield* ready;
}
