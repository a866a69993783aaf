import { UPLOAD_LIMITS } from '@fathom/contract';
import { DomainError, invalid } from '../errors';
import { csvRows } from './csv';
import { xlsxRows } from './xlsx';
import type { ZipLimits } from './zip';

/**
 * The upload gate's readers. Every file a user sends is read through here, after the HTTP edge
 * held it to its byte limit (`http/uploads.ts`): a workbook's zip directory is checked before
 * anything inflates (`zip.ts`), and rows are handed on one at a time as they are parsed, so an
 * importer that has read enough stops the reading.
 */

export type SheetFormat = 'csv' | 'xlsx';

/** One row of a sheet as text cells (dates as yyyy-MM-dd); `row` is its number in the file. */
export interface SheetRow {
  row: number;
  cells: string[];
}

export type UploadLimits = ZipLimits &
  Pick<typeof UPLOAD_LIMITS, 'xmlTextBytesMax' | 'cellCharsMax'>;

/**
 * The rows of a CSV file or of a workbook's first worksheet. A file that is not what its format
 * says is a 400 with `unreadable`; one past a limit of the gate a 413 naming the limit.
 */
export async function* sheetRows(
  bytes: Buffer,
  format: SheetFormat,
  { unreadable, limits = UPLOAD_LIMITS }: { unreadable: string; limits?: UploadLimits },
): AsyncGenerator<SheetRow> {
  if (format === 'csv') {
    yield* csvRows(bytes, limits);
    return;
  }
  try {
    yield* xlsxRows(bytes, limits);
  } catch (error) {
    // Not a zip, a part missing or XML that does not parse: all the same to the user.
    throw error instanceof DomainError ? error : invalid(unreadable);
  }
}
