import {
  UnknownImportFormat,
  type ImportFormat,
  type ImportProblem,
  type ImportReader,
  type ImportRecord,
} from '@fathom/market';
import type { MarketplaceTld } from '@fathom/contract';
import type { ImportParsers } from '../modules/imports/parsers';
import type { TestApp, TestUser } from './harness';

/** What a test file says: the opened import's facts and its records, as an importer yields them. */
export interface ImportFile {
  format: ImportFormat;
  marketplace?: MarketplaceTld | null;
  dataDate?: string | null;
  records: ImportRecord[];
  problems?: ImportProblem[];
  /** Records per batch (all in one by default). */
  batch?: number;
}

/** An ImportReader over a list of records: the interface the importers hand to storage. */
export function readerOf(file: ImportFile): ImportReader {
  const size = file.batch ?? Math.max(1, file.records.length);
  const problems: ImportProblem[] = [];
  return {
    format: file.format,
    marketplace: file.marketplace ?? null,
    dataDate: file.dataDate ?? null,
    async *records() {
      for (let i = 0; i < file.records.length; i += size) {
        yield file.records.slice(i, i + size);
        await Promise.resolve();
      }
      problems.push(...(file.problems ?? []));
    },
    problems: () => problems,
  };
}

/**
 * Stand-in importers for route tests: a JSON file is an ImportFile (anything else is no format
 * they read); a tabular file or a page never is.
 */
export const TEST_IMPORT_PARSERS: ImportParsers = {
  openJsonImport(text) {
    const file = JSON.parse(text) as Partial<ImportFile>;
    if (!file.format || !Array.isArray(file.records)) throw new UnknownImportFormat('test');
    return readerOf(file as ImportFile);
  },
  async openTabularImport(rows) {
    for await (const _row of rows) break;
    throw new UnknownImportFormat('test');
  },
  openHtmlImport: () => Promise.reject(new UnknownImportFormat('test')),
};

/** The bytes of a test file, as a client uploads it. */
export const importFileBytes = (file: ImportFile) => Buffer.from(JSON.stringify(file));

/** Stores an import in the user's organization as its owner would, without a file. */
export function seedImport(t: TestApp, owner: TestUser, name: string, file: ImportFile) {
  const member = { organizationId: owner.orgId, userId: owner.id, role: 'owner' as const };
  return t.services.imports.store(member, { name, marketplace: 'com' }, readerOf(file));
}

/** A Cerebro-like export of competitors: their ranks for terms, and the terms' volumes. */
export function cerebroFile(
  ranks: {
    asin: string;
    term: string;
    organicRank: number | null;
    sponsoredRank?: number | null;
  }[],
  volumes: Record<string, number>,
): ImportFile {
  return {
    format: 'helium10-cerebro',
    marketplace: 'com',
    records: [
      ...Object.entries(volumes).map(([term, searchVolume]): ImportRecord => ({
        kind: 'term',
        term,
        searchVolume,
      })),
      ...ranks.map((r): ImportRecord => ({
        kind: 'rank',
        asin: r.asin,
        term: r.term,
        organicRank: r.organicRank,
        sponsoredRank: r.sponsoredRank ?? null,
      })),
    ],
  };
}
