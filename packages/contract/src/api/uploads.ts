/**
 * Bounds of every file a user sends (the upload gate, `apps/server/src/lib/uploads`). The byte
 * limit is the server's default; a deployment sets its own with FATHOM_UPLOAD_MAX_BYTES.
 */
export const UPLOAD_LIMITS = {
  /** Bytes of one uploaded file, by default. */
  bytesMax: 20 * 1024 * 1024,
  /** Entries a zip (an Excel workbook is one) may list; a workbook holds a few dozen. */
  zipEntriesMax: 500,
  /** Bytes every entry of a zip unpacks to, together, as its directory says and as inflated. */
  zipUnpackedBytesMax: 128 * 1024 * 1024,
  /** How many times its packed size an entry may unpack to; real workbooks stay under 20. */
  zipRatioMax: 100,
  /** Entries smaller than this unpacked are not held to the ratio (tiny parts pack oddly). */
  zipRatioFromBytes: 1024 * 1024,
  /** Characters of one cell: Excel's own limit. */
  cellCharsMax: 32_767,
  /** Bytes of XML text without markup in a workbook's part: far beyond any cell. */
  xmlTextBytesMax: 1024 * 1024,
} as const;

const U = UPLOAD_LIMITS;

/** Bytes as the messages name them: whole MB, or KB below a megabyte. */
export const byteSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.floor(bytes / 1024 / 1024).toLocaleString('en-US')} MB`
    : `${Math.max(1, Math.floor(bytes / 1024)).toLocaleString('en-US')} KB`;

export const UPLOAD_MESSAGES = {
  tooLarge: (bytesMax: number) => `The file is larger than ${byteSize(bytesMax)}`,
  zipEntries: `The file holds more than ${U.zipEntriesMax} entries in its zip archive`,
  zipUnpacked: `The file unpacks to more than ${byteSize(U.zipUnpackedBytesMax)}`,
  zipRatio: (entry: string) =>
    `The file's part ${entry} unpacks to more than ${U.zipRatioMax} times its packed size`,
  zipLies: (entry: string) =>
    `The file's part ${entry} unpacks to more than its zip directory says: the file is damaged`,
  cellTooLong: (row: number) =>
    `Row ${row}: a cell is longer than ${U.cellCharsMax.toLocaleString('en-US')} characters`,
  xmlText: `The file holds a value longer than ${byteSize(U.xmlTextBytesMax)} of text`,
} as const;

/** Bounds of an Amazon search results or product page saved as HTML and imported. */
export const SAVED_PAGE_LIMITS = {
  /** Bytes of the page; a saved search or product page is 1 to 3 MB of HTML. */
  bytesMax: 8 * 1024 * 1024,
  /** Results a search page may list; Amazon shows at most about 60 a page. */
  resultsMax: 500,
  /** How deep the page's elements may nest; Amazon's pages nest a few dozen levels. */
  depthMax: 400,
  /** Elements the page may hold; a saved search or product page holds 10,000 to 40,000. */
  elementsMax: 300_000,
} as const;

export const SAVED_PAGE_MESSAGES = {
  tooLarge: `The page is larger than ${byteSize(SAVED_PAGE_LIMITS.bytesMax)}`,
  empty: 'The file is empty',
  notHtml: 'The file is not an HTML page',
  notAmazon:
    'The page is not an Amazon page: only Amazon search results and product pages saved from the browser are read',
  tooDeep: `The page's elements nest more than ${SAVED_PAGE_LIMITS.depthMax} levels deep: it is no page saved from Amazon`,
  tooManyElements: `The page holds more than ${SAVED_PAGE_LIMITS.elementsMax.toLocaleString('en-US')} elements: it is no page saved from Amazon`,
  tooManyResults: `The page lists more than ${SAVED_PAGE_LIMITS.resultsMax} results; the rest are left out`,
  neither:
    'The page is neither an Amazon search results page nor an Amazon product page: open one on Amazon and save it with "Save page as"',
} as const;
