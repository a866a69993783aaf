/**
 * The entry point of tabular imports: a CSV's rows or a workbook's first sheet (read by the
 * server's upload gate), told apart by their header, never by the file's name.
 */
import { openRows, type ImportOptions, type TabularImportReader } from './core/open';
import type { TabularFormat } from './core/format';
import type { ImportRow } from './types';
import { cerebro } from './helium10/cerebro';
import { magnet } from './helium10/magnet';
import { xray } from './helium10/xray';
import { searchQueryPerformance } from './brand-analytics/sqp';
import { topSearchTerms } from './brand-analytics/top-search-terms';
import { spAdvertisedProduct, spSearchTerm, spTargeting } from './ads/sponsored-products';

export type { ImportOptions, TabularImportReader } from './core/open';

/** Every tabular format, in the order their headers are tried (the more specific first). */
export const TABULAR_FORMATS: readonly TabularFormat[] = [
  magnet,
  cerebro,
  xray,
  searchQueryPerformance,
  topSearchTerms,
  spSearchTerm,
  spAdvertisedProduct,
  spTargeting,
];

/**
 * Reads the header (skipping metadata lines above it), tells the format from it and returns the
 * opened import, whose records stream in batches. A header no format knows, or an empty file,
 * is an UnknownImportFormat naming what was expected.
 */
export function openTabularImport(
  rows: AsyncIterable<ImportRow>,
  options: ImportOptions = {},
): Promise<TabularImportReader> {
  return openRows(rows, TABULAR_FORMATS, options);
}
