import { and, desc, eq, lt, sql } from 'drizzle-orm';
import {
  DATA_IMPORT_LIMITS,
  normalizeSearchTerm,
  type DataFallback,
  type DataImportFormat,
  type DataImportProblem,
  type DataImportRecordKind,
  type MarketplaceTld,
} from '@fathom/contract';
import type { ImportRecord } from '@fathom/market';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { column, COUNT_ROW, parseRows } from '../../db/rows';
import {
  dataImports,
  dataSourceSettings,
  importedPpcRows,
  importedProducts,
  importedRanks,
  importedSearchPositions,
  importedSqpRows,
  importedTerms,
  importedTopSearchTerms,
  user,
} from '../../db/schema';
import type { Membership } from '../../lib/identity';

declare const found: unique symbol;

/** An import of the member's organization: routes get it from `guards.dataImport`. */
export interface OrgImport {
  readonly id: number;
  readonly organizationId: number;
  readonly [found]: true;
}

/** The import being written: where its facts go. */
export interface ImportTarget {
  id: number;
  organizationId: number;
  marketplace: MarketplaceTld;
  day: string;
}

export interface ImportRow {
  id: number;
  fileName: string;
  format: DataImportFormat;
  marketplace: MarketplaceTld;
  dataDate: string;
  counts: Record<DataImportRecordKind, number>;
  problemsCount: number;
  problems: DataImportProblem[];
  status: 'COMPLETED';
  createdAt: Date;
  createdBy: string | null;
}

/** Rows an insert statement carries: far below PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 1_000;

const columns = {
  id: dataImports.id,
  fileName: dataImports.fileName,
  format: dataImports.format,
  marketplace: dataImports.marketplace,
  dataDate: dataImports.dataDate,
  counts: dataImports.counts,
  problemsCount: dataImports.problemsCount,
  problems: dataImports.problems,
  status: dataImports.status,
  createdAt: dataImports.createdAt,
  createdBy: user.name,
};

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    await insert(rows.slice(i, i + ROWS_PER_INSERT));
}

/** The facts of one batch of records, by table. */
function factsOf(target: ImportTarget, records: readonly ImportRecord[]) {
  const base = {
    importId: target.id,
    organizationId: target.organizationId,
    marketplace: target.marketplace,
  };
  const day = { ...base, day: target.day };
  const out = {
    terms: [] as (typeof importedTerms.$inferInsert)[],
    ranks: [] as (typeof importedRanks.$inferInsert)[],
    products: [] as (typeof importedProducts.$inferInsert)[],
    positions: [] as (typeof importedSearchPositions.$inferInsert)[],
    ppc: [] as (typeof importedPpcRows.$inferInsert)[],
    sqp: [] as (typeof importedSqpRows.$inferInsert)[],
    top: [] as (typeof importedTopSearchTerms.$inferInsert)[],
  };
  for (const r of records) {
    switch (r.kind) {
      case 'term':
        out.terms.push({ ...day, term: normalizeSearchTerm(r.term), searchVolume: r.searchVolume });
        break;
      case 'rank':
        out.ranks.push({
          ...day,
          asin: r.asin,
          term: normalizeSearchTerm(r.term),
          organicRank: r.organicRank,
          sponsoredRank: r.sponsoredRank,
        });
        break;
      case 'product':
        out.products.push({
          ...day,
          asin: r.asin,
          title: r.title ?? null,
          brand: r.brand ?? null,
          price: r.price ?? null,
          currency: r.currency ?? null,
          rating: r.rating ?? null,
          reviewCount: r.reviewCount ?? null,
          bsr: r.bsr ?? null,
          category: r.category ?? null,
          monthlySales: r.monthlySales ?? null,
          monthlyRevenue: r.monthlyRevenue ?? null,
          parentAsin: r.parentAsin ?? null,
        });
        break;
      case 'searchPage': {
        const term = normalizeSearchTerm(r.term);
        for (const o of r.organic)
          out.positions.push({ ...day, term, asin: o.asin, organicRank: o.rank });
        for (const s of r.sponsored)
          out.positions.push({
            ...day,
            term,
            asin: s.asin,
            sponsoredRank: s.sponsoredRank,
            slot: s.slot,
          });
        break;
      }
      case 'ppc':
        out.ppc.push({
          ...base,
          report: r.report,
          startDate: r.startDate,
          endDate: r.endDate,
          campaignName: r.campaignName,
          adGroupName: r.adGroupName,
          advertisedAsin: r.advertisedAsin,
          matchType: r.matchType,
          targeting: r.targeting,
          searchTerm: r.searchTerm === null ? null : normalizeSearchTerm(r.searchTerm),
          impressions: r.impressions,
          clicks: r.clicks,
          spend: r.spend,
          sales: r.sales,
          orders: r.orders,
          currency: r.currency,
        });
        break;
      case 'sqp': {
        const q = r.row;
        out.sqp.push({
          ...base,
          asin: q.asin,
          searchQuery: normalizeSearchTerm(q.searchQuery),
          startDate: q.startDate,
          endDate: q.endDate,
          searchQueryScore: q.searchQueryScore,
          searchQueryVolume: q.searchQueryVolume,
          daysWithData: q.numberOfDaysWithData,
          impressionsTotal: q.impressions.totalCount,
          impressionsAsin: q.impressions.asinCount,
          impressionsShare: q.impressions.asinShare,
          clicksTotal: q.clicks.totalCount,
          clicksAsin: q.clicks.asinCount,
          clicksShare: q.clicks.asinShare,
          cartAddsTotal: q.cartAdds.totalCount,
          cartAddsAsin: q.cartAdds.asinCount,
          cartAddsShare: q.cartAdds.asinShare,
          purchasesTotal: q.purchases.totalCount,
          purchasesAsin: q.purchases.asinCount,
          purchasesShare: q.purchases.asinShare,
        });
        break;
      }
      case 'topSearchTerm':
        out.top.push({
          ...base,
          term: normalizeSearchTerm(r.term),
          startDate: r.startDate,
          endDate: r.endDate,
          searchFrequencyRank: r.searchFrequencyRank,
          clicked: r.clicked,
        });
        break;
    }
  }
  return out;
}

/** Every statement names the organization: an import is its organization's alone. */
export function createImportsRepository(db: Db) {
  const ofOrg = (organizationId: number, id?: number) =>
    and(
      eq(dataImports.organizationId, organizationId),
      id === undefined ? undefined : eq(dataImports.id, id),
    );

  return {
    /** The import of the member's organization, or null (another organization's is not found). */
    async find(member: Membership, id: number): Promise<OrgImport | null> {
      const [row] = await db
        .select({ id: dataImports.id, organizationId: dataImports.organizationId })
        .from(dataImports)
        .where(ofOrg(member.organizationId, id));
      return (row as OrgImport | undefined) ?? null;
    },

    list: (member: Membership, before: number | undefined, limit: number): Promise<ImportRow[]> =>
      db
        .select(columns)
        .from(dataImports)
        .leftJoin(user, eq(user.id, dataImports.userId))
        .where(
          and(
            ofOrg(member.organizationId),
            before === undefined ? undefined : lt(dataImports.id, before),
          ),
        )
        .orderBy(desc(dataImports.id))
        .limit(limit),

    async get(found: OrgImport): Promise<ImportRow> {
      const [row] = await db
        .select(columns)
        .from(dataImports)
        .leftJoin(user, eq(user.id, dataImports.userId))
        .where(ofOrg(found.organizationId, found.id));
      return row!;
    },

    /** Starts an import; its facts follow in batches, its counts at the end. */
    async create(
      member: Membership,
      values: {
        fileName: string;
        format: DataImportFormat;
        marketplace: MarketplaceTld;
        dataDate: string;
      },
    ): Promise<ImportTarget> {
      const [row] = await db
        .insert(dataImports)
        .values({
          ...values,
          organizationId: member.organizationId,
          userId: member.userId,
          counts: {} as Record<DataImportRecordKind, number>,
          problems: [],
        })
        .returning({ id: dataImports.id });
      return {
        id: row!.id,
        organizationId: member.organizationId,
        marketplace: values.marketplace,
        day: values.dataDate,
      };
    },

    /** Stores one batch of the file's records under the import. */
    async addRecords(target: ImportTarget, records: readonly ImportRecord[]): Promise<void> {
      const f = factsOf(target, records);
      await insertChunks(f.terms, (c) => db.insert(importedTerms).values(c));
      await insertChunks(f.ranks, (c) => db.insert(importedRanks).values(c));
      await insertChunks(f.products, (c) => db.insert(importedProducts).values(c));
      await insertChunks(f.positions, (c) => db.insert(importedSearchPositions).values(c));
      await insertChunks(f.ppc, (c) => db.insert(importedPpcRows).values(c));
      await insertChunks(f.sqp, (c) => db.insert(importedSqpRows).values(c));
      await insertChunks(f.top, (c) => db.insert(importedTopSearchTerms).values(c));
    },

    async finish(
      target: ImportTarget,
      values: {
        counts: Record<DataImportRecordKind, number>;
        problemsCount: number;
        problems: DataImportProblem[];
      },
    ): Promise<OrgImport> {
      await db.update(dataImports).set(values).where(ofOrg(target.organizationId, target.id));
      return { id: target.id, organizationId: target.organizationId } as OrgImport;
    },

    /** What the import added: its ASINs and terms (the first ones and how many), its date range. */
    async added(found: OrgImport) {
      const id = found.id;
      const listed = DATA_IMPORT_LIMITS.summaryListed;
      const asins = sql`
        select asin from imported_ranks where import_id = ${id}
        union select asin from imported_products where import_id = ${id}
        union select asin from imported_search_positions where import_id = ${id}
        union select advertised_asin from imported_ppc_rows
          where import_id = ${id} and advertised_asin is not null
        union select asin from imported_sqp_rows where import_id = ${id}`;
      const terms = sql`
        select term from imported_terms where import_id = ${id}
        union select term from imported_ranks where import_id = ${id}
        union select term from imported_search_positions where import_id = ${id}
        union select search_term from imported_ppc_rows
          where import_id = ${id} and search_term is not null
        union select search_query from imported_sqp_rows where import_id = ${id}
        union select term from imported_top_search_terms where import_id = ${id}`;
      const dates = sql`
        select min(d) as "from", max(d) as "to" from (
          select start_date as d from imported_ppc_rows where import_id = ${id}
          union all select end_date from imported_ppc_rows where import_id = ${id}
          union all select start_date from imported_sqp_rows where import_id = ${id}
          union all select end_date from imported_sqp_rows where import_id = ${id}
          union all select start_date from imported_top_search_terms where import_id = ${id}
          union all select end_date from imported_top_search_terms where import_id = ${id}
        ) d`;
      const [asinRows, asinCount, termRows, termCount, range] = await Promise.all([
        db.execute(sql`select asin from (${asins}) a order by asin limit ${listed}`),
        db.execute(sql`select count(*)::int as n from (${asins}) a`),
        db.execute(sql`select term from (${terms}) t order by term limit ${listed}`),
        db.execute(sql`select count(*)::int as n from (${terms}) t`),
        db.execute(sql`select "from"::text, "to"::text from (${dates}) r`),
      ]);
      const bound = column.time.nullable();
      const [dateRange] = parseRows(z.object({ from: bound, to: bound }), range);
      return {
        asins: parseRows(z.object({ asin: column.text }), asinRows).map((r) => r.asin),
        asinsCount: parseRows(COUNT_ROW, asinCount)[0]?.n ?? 0,
        terms: parseRows(z.object({ term: column.text }), termRows).map((r) => r.term),
        termsCount: parseRows(COUNT_ROW, termCount)[0]?.n ?? 0,
        from: dateRange?.from ?? null,
        to: dateRange?.to ?? null,
      };
    },

    /** Deletes the import; its facts go with it (on delete cascade). */
    async delete(found: OrgImport): Promise<void> {
      await db.delete(dataImports).where(ofOrg(found.organizationId, found.id));
    },

    async fallback(organizationId: number): Promise<DataFallback> {
      const [row] = await db
        .select({ fallback: dataSourceSettings.fallback })
        .from(dataSourceSettings)
        .where(eq(dataSourceSettings.organizationId, organizationId));
      return row?.fallback ?? 'simulated';
    },

    async setFallback(organizationId: number, fallback: DataFallback): Promise<void> {
      await db
        .insert(dataSourceSettings)
        .values({ organizationId, fallback })
        .onConflictDoUpdate({ target: dataSourceSettings.organizationId, set: { fallback } });
    },
  };
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
