import {
  DATA_IMPORT_LIMITS,
  DATA_IMPORT_MESSAGES as M,
  DATA_IMPORT_RECORD_KINDS,
  marketplaceDate,
  type DataFallback,
  type DataImport,
  type DataImportPage,
  type DataImportProblem,
  type DataImportRecordKind,
  type DataImportSummary,
  type MarketplaceTld,
} from '@fathom/contract';
import type { ImportReader } from '@fathom/market';
import { invalid, notFound } from '../../lib/errors';
import type { Membership } from '../../lib/identity';
import type { UnitOfWork } from '../unit-of-work';
import type { ImportRow, ImportsRepository, OrgImport } from './imports.repository';
import { openImport, type ImportParsers } from './parsers';

/** Problems named in the message of a file none of whose rows could be read. */
const PROBLEMS_IN_MESSAGE = 5;

const problemText = (p: DataImportProblem) =>
  p.column === null ? `Row ${p.row}: ${p.message}` : `Row ${p.row}, ${p.column}: ${p.message}`;

const zeroCounts = () =>
  Object.fromEntries(DATA_IMPORT_RECORD_KINDS.map((k) => [k, 0])) as Record<
    DataImportRecordKind,
    number
  >;

function shown(row: ImportRow): DataImport {
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format,
    marketplace: row.marketplace,
    dataDate: row.dataDate,
    counts: { ...zeroCounts(), ...row.counts },
    problemsCount: row.problemsCount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

/** An organization's data imports: stored whole or not at all, listed, summed up, deleted. */
export function createImportsService(deps: {
  repo: ImportsRepository;
  work: UnitOfWork;
  parsers: ImportParsers;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { repo } = deps;

  async function summary(found: OrgImport): Promise<DataImportSummary> {
    const [row, added] = await Promise.all([repo.get(found), repo.added(found)]);
    return {
      ...shown(row),
      asins: added.asins,
      asinsCount: added.asinsCount,
      terms: added.terms,
      termsCount: added.termsCount,
      from: added.from ?? row.dataDate,
      to: added.to ?? row.dataDate,
      problems: row.problems,
    };
  }

  /**
   * Stores an opened file's records in batches as they are read, in one transaction: a file that
   * fails on the way (past a limit of the upload gate, no readable row) leaves nothing behind.
   */
  async function store(
    member: Membership,
    file: { name: string; marketplace: MarketplaceTld },
    reader: ImportReader,
  ): Promise<DataImportSummary> {
    const marketplace = reader.marketplace ?? file.marketplace;
    const dataDate = reader.dataDate ?? marketplaceDate(marketplace, now());
    const found = await deps.work.run(async ({ dataImports }) => {
      const target = await dataImports.create(member, {
        fileName: file.name,
        format: reader.format,
        marketplace,
        dataDate,
      });
      const counts = zeroCounts();
      let total = 0;
      for await (const batch of reader.records()) {
        if (batch.length === 0) continue;
        for (const record of batch) counts[record.kind] += 1;
        total += batch.length;
        await dataImports.addRecords(target, batch);
      }
      const problems = [...reader.problems()].sort((a, b) => a.row - b.row);
      if (total === 0) {
        const named = problems.slice(0, PROBLEMS_IN_MESSAGE).map(problemText);
        throw invalid([M.noRecords, ...named].join('\n'));
      }
      return dataImports.finish(target, {
        counts,
        problemsCount: problems.length,
        problems: problems.slice(0, DATA_IMPORT_LIMITS.problemsKept),
      });
    });
    return summary(found);
  }

  return {
    /** The import of the member's organization; another organization's is not found. */
    async resolve(member: Membership, id: number): Promise<OrgImport> {
      const found = await repo.find(member, id);
      if (!found) throw notFound('Import');
      return found;
    },

    /** Reads the file with the importer its content calls for, and stores it (`store`). */
    async upload(
      member: Membership,
      file: { name: string; bytes: Buffer; marketplace: MarketplaceTld },
    ): Promise<DataImportSummary> {
      const reader = await openImport(deps.parsers, file.bytes);
      return store(member, file, reader);
    },

    store,

    async list(
      member: Membership,
      page: { before?: number | undefined; limit: number },
    ): Promise<DataImportPage> {
      const rows = await repo.list(member, page.before, page.limit + 1);
      const imports = rows.slice(0, page.limit).map(shown);
      return {
        imports,
        next: rows.length > page.limit ? imports[imports.length - 1]!.id : null,
      };
    },

    summary,

    async delete(found: OrgImport): Promise<void> {
      await deps.work.run(({ dataImports }) => dataImports.delete(found));
    },

    fallback: (member: Membership): Promise<DataFallback> => repo.fallback(member.organizationId),

    async setFallback(member: Membership, fallback: DataFallback): Promise<DataFallback> {
      await repo.setFallback(member.organizationId, fallback);
      return fallback;
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
