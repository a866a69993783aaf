import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { crc32, createDeflateRaw } from 'node:zlib';
import { RANK_HISTORY_COLUMNS } from '@fathom/contract';

/** One entry of a zip built by hand: its deflated bytes, and the sizes its headers declare. */
export interface ZipEntry {
  name: string;
  data: Buffer;
  crc: number;
  /** What the entry truly unpacks to. */
  size: number;
  /** What the headers say it unpacks to (a lie when it differs from `size`). */
  declaredSize?: number;
}

/** Deflates the chunks as they come, so a file of hundreds of MB never sits in memory whole. */
export async function deflated(name: string, chunks: Iterable<string | Buffer>): Promise<ZipEntry> {
  let crc = 0;
  let size = 0;
  function* counted() {
    for (const chunk of chunks) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      crc = crc32(bytes, crc);
      size += bytes.length;
      yield bytes;
    }
  }
  const data = await buffer(Readable.from(counted()).pipe(createDeflateRaw({ level: 9 })));
  return { name, data, crc, size };
}

/** The general purpose flag saying entry names are UTF-8. */
const UTF8_NAMES = 0x0800;

/** A zip of the entries (deflated, no data descriptors, no zip64): headers, data, directory. */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const declared = entry.declaredSize ?? entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    directory.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a workbook around its one worksheet, as Excel needs them. */
export async function workbookParts(): Promise<ZipEntry[]> {
  return Promise.all([
    deflated('[Content_Types].xml', [
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">',
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
      '<Default Extension="xml" ContentType="application/xml"/>',
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>',
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ]),
    deflated('_rels/.rels', [
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}">`,
      `<Relationship Id="rId1" Type="${DOC}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ]),
    deflated('xl/workbook.xml', [
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${DOC}">`,
      '<sheets><sheet name="Ranks" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ]),
    deflated('xl/_rels/workbook.xml.rels', [
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}">`,
      `<Relationship Id="rId1" Type="${DOC}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ]),
  ]);
}

/** A worksheet row of text cells, as the XML of row `r`. */
export function rowXml(r: number, cells: readonly string[]): string {
  const cell = (text: string, i: number) =>
    `<c r="${String.fromCharCode(65 + i)}${r}" t="inlineStr"><is><t>${text}</t></is></c>`;
  return `<row r="${r}">${cells.map(cell).join('')}</row>`;
}

/** A worksheet part holding the rows' XML, streamed from `rows` (any number of chunks). */
export function worksheet(rows: () => Iterable<string>): Promise<ZipEntry> {
  function* sheet() {
    yield `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`;
    yield* rows();
    yield '</sheetData></worksheet>';
  }
  return deflated('xl/worksheets/sheet1.xml', sheet());
}

/** An .xlsx of the worksheet: the same container the tests' zip bombs are built in. */
export async function workbookOf(sheet: ZipEntry): Promise<Buffer> {
  return zipOf([...(await workbookParts()), sheet]);
}

/** `count` copies of `unit`, handed on about a megabyte at a time. */
export function* repeated(unit: string, count: number): Generator<string> {
  const perBlock = Math.max(1, Math.floor((1024 * 1024) / unit.length));
  const block = unit.repeat(perBlock);
  for (let left = count; left > 0; left -= perBlock)
    yield left >= perBlock ? block : unit.repeat(left);
}

/** The header row of a Rank Radar history file, as row 1 of a worksheet. */
const HISTORY_HEADER = rowXml(1, RANK_HISTORY_COLUMNS);

/**
 * The security probe's bomb: a history worksheet of about `bytes` of XML whose rows all carry
 * the same row number (250 MB packs to about 1.1 MB).
 */
export function sameRowSheet(bytes: number): Promise<ZipEntry> {
  const row = rowXml(2, ['garden hose 50 ft', '2026-11-01', '3', '12', '7', '900', 'B000000001']);
  return worksheet(function* () {
    yield HISTORY_HEADER;
    yield* repeated(row, Math.round(bytes / row.length));
  });
}

/** The probe's other bomb: one cell of `bytes` letters below the header. */
export function oneCellSheet(bytes: number): Promise<ZipEntry> {
  return worksheet(function* () {
    yield HISTORY_HEADER;
    yield '<row r="2"><c r="A2" t="inlineStr"><is><t>';
    yield* repeated('a', bytes);
    yield '</t></is></c></row>';
  });
}
