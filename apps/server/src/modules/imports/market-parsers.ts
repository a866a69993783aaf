import { openHtmlImport, openJsonImport, openTabularImport } from '@fathom/market';
import type { ImportParsers } from './parsers';

/** The importers of packages/market: sellers' tables, JSON reports and saved Amazon pages. */
export const MARKET_IMPORT_PARSERS: ImportParsers = {
  openTabularImport: (rows) => openTabularImport(rows),
  openJsonImport: (text) => openJsonImport(text),
  openHtmlImport,
};
