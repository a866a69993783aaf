import * as market from '@fathom/market';
import { UnknownImportFormat, type ImportReader } from '@fathom/market';
import type { ImportParsers } from './parsers';

type Entry = keyof ImportParsers;

/**
 * The importers of packages/market by their entry names. A build whose market package lacks one
 * refuses its files as a format Fathom does not read.
 */
function entry<K extends Entry>(name: K): ImportParsers[K] {
  const found = (market as Record<string, unknown>)[name];
  if (typeof found === 'function') return found as ImportParsers[K];
  return ((): Promise<ImportReader> =>
    Promise.reject(new UnknownImportFormat(name))) as ImportParsers[K];
}

export const MARKET_IMPORT_PARSERS: ImportParsers = {
  openTabularImport: entry('openTabularImport'),
  openJsonImport: entry('openJsonImport'),
  openHtmlImport: entry('openHtmlImport'),
};
