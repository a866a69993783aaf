import { and, asc, between, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DataFallback, MarketplaceTld } from '@fathom/contract';
import type {
  DataKind,
  ImportedData,
  ImportedProductDay,
  PpcSearchTermRow,
  SqpRow,
} from '@fathom/market';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { column, parseRows } from '../../db/rows';
import {
  importedPpcRows,
  importedProducts,
  importedRanks,
  importedSearchPositions,
  importedSqpRows,
  importedTerms,
} from '../../db/schema';

const HEAD_ROW = z.object({
  any: column.bool,
  fallback: z.enum(['simulated', 'none']).nullable(),
});

const OVERVIEW_ROW = z.object({
  products: column.bool,
  bsr: column.bool,
  sales: column.bool,
  ranks: column.bool,
  pages: column.bool,
  volumes: column.bool,
  ppc: column.bool,
  sqp: column.bool,
  latest: column.time.nullable(),
});

/** What a read of imported ranks answers. */
const RANK_FIELDS = {
  asin: importedRanks.asin,
  term: importedRanks.term,
  day: importedRanks.day,
  organicRank: importedRanks.organicRank,
  sponsoredRank: importedRanks.sponsoredRank,
};

/** Rows of one organization's imports in one marketplace. */
const scope = (
  t: { organizationId: PgColumn; marketplace: PgColumn },
  orgId: number,
  tld: MarketplaceTld,
) => and(eq(t.organizationId, orgId), eq(t.marketplace, tld));

/** The tables of imported facts read as ImportedData, for the imported-data provider. */
export function createImportedDataRepository(db: Db): ImportedData {
  return {
    async overview(orgId, tld) {
      const has = (table: string, extra = sql``) =>
        sql`exists(select 1 from ${sql.identifier(table)}
          where organization_id = ${orgId} and marketplace = ${tld} ${extra})`;
      // Most organizations import nothing: one small read tells, before the kinds are looked for.
      const first = await db.execute(sql`select
        exists(select 1 from data_imports
          where organization_id = ${orgId} and marketplace = ${tld}) as any,
        (select fallback from data_source_settings where organization_id = ${orgId}) as fallback`);
      const [head] = parseRows(HEAD_ROW, first);
      const kinds = new Set<DataKind>();
      const fallback: DataFallback = head?.fallback ?? 'simulated';
      if (!head?.any) return { kinds, fallback, latestDate: null };
      const result = await db.execute(sql`select
        ${has('imported_products')} as products,
        ${has('imported_products', sql`and bsr is not null`)} as bsr,
        ${has('imported_products', sql`and monthly_sales is not null`)} as sales,
        ${has('imported_ranks')} as ranks,
        ${has('imported_search_positions')} as pages,
        ${has('imported_terms', sql`and search_volume is not null`)} as volumes,
        ${has('imported_ppc_rows', sql`and report = 'searchTerm' and advertised_asin is not null and search_term is not null`)} as ppc,
        ${has('imported_sqp_rows')} as sqp,
        (select max(data_date)::text from data_imports
          where organization_id = ${orgId} and marketplace = ${tld}) as latest`);
      const [row] = parseRows(OVERVIEW_ROW, result);
      if (!row) return { kinds, fallback, latestDate: null };
      if (row.products) kinds.add('products');
      if (row.bsr) kinds.add('bsr');
      if (row.sales) kinds.add('sales');
      if (row.ranks) kinds.add('reverseAsin');
      if (row.pages) kinds.add('searchResults');
      if (row.volumes) kinds.add('searchVolume');
      if (row.ppc) kinds.add('ppc');
      if (row.sqp) kinds.add('sqp');
      return { kinds, fallback, latestDate: row.latest };
    },

    async productDays(orgId, tld, asins, range) {
      const t = importedProducts;
      const where = and(
        scope(t, orgId, tld),
        inArray(t.asin, [...asins]),
        range ? between(t.day, range.from, range.to) : undefined,
      );
      const fields = {
        asin: t.asin,
        day: t.day,
        title: t.title,
        brand: t.brand,
        price: t.price,
        currency: t.currency,
        rating: t.rating,
        reviewCount: t.reviewCount,
        bsr: t.bsr,
        category: t.category,
        monthlySales: t.monthlySales,
        monthlyRevenue: t.monthlyRevenue,
        parentAsin: t.parentAsin,
      };
      const rows: ImportedProductDay[] = await db
        .select(fields)
        .from(t)
        .where(where)
        .orderBy(asc(t.asin), sql`${t.day} desc`, sql`${t.importId} desc`);
      if (range) return rows;
      // Each ASIN's latest day: the first of its rows.
      return rows.filter((r, i) => i === 0 || rows[i - 1]!.asin !== r.asin);
    },

    async latestRanksOf(orgId, tld, asin) {
      const t = importedRanks;
      const [latest] = await db
        .select({ day: sql<string>`max(${t.day})::text` })
        .from(t)
        .where(and(scope(t, orgId, tld), eq(t.asin, asin)));
      if (!latest?.day) return [];
      const rows = await db
        .selectDistinctOn([t.term], RANK_FIELDS)
        .from(t)
        .where(and(scope(t, orgId, tld), eq(t.asin, asin), eq(t.day, latest.day)))
        .orderBy(asc(t.term), sql`${t.importId} desc`);
      return rows;
    },

    ranks(orgId, tld, query) {
      const t = importedRanks;
      return db
        .selectDistinctOn([t.asin, t.term, t.day], RANK_FIELDS)
        .from(t)
        .where(
          and(
            scope(t, orgId, tld),
            inArray(t.asin, [...query.asins]),
            inArray(t.term, [...query.terms]),
            between(t.day, query.from, query.to),
          ),
        )
        .orderBy(asc(t.asin), asc(t.term), asc(t.day), sql`${t.importId} desc`);
    },

    async volumes(orgId, tld, terms, range) {
      const t = importedTerms;
      const rows = await db
        .selectDistinctOn(range ? [t.term, t.day] : [t.term], {
          term: t.term,
          day: t.day,
          searchVolume: t.searchVolume,
        })
        .from(t)
        .where(
          and(
            scope(t, orgId, tld),
            inArray(t.term, [...terms]),
            isNotNull(t.searchVolume),
            range ? between(t.day, range.from, range.to) : undefined,
          ),
        )
        .orderBy(asc(t.term), sql`${t.day} desc`, sql`${t.importId} desc`);
      return rows.map((r) => ({ term: r.term, day: r.day, searchVolume: r.searchVolume! }));
    },

    async searchPage(orgId, tld, term) {
      const t = importedSearchPositions;
      const [latest] = await db
        .select({
          day: sql<string>`max(${t.day})::text`,
          importId: sql<number>`max(${t.importId})`,
        })
        .from(t)
        .where(and(scope(t, orgId, tld), eq(t.term, term)));
      if (!latest?.day) return null;
      const rows = await db
        .select({
          asin: t.asin,
          organicRank: t.organicRank,
          sponsoredRank: t.sponsoredRank,
          slot: t.slot,
        })
        .from(t)
        .where(and(scope(t, orgId, tld), eq(t.term, term), eq(t.importId, latest.importId)));
      return {
        term,
        day: latest.day,
        organic: rows
          .flatMap((r) => (r.organicRank === null ? [] : [{ rank: r.organicRank, asin: r.asin }]))
          .sort((a, b) => a.rank - b.rank),
        sponsored: rows
          .flatMap((r) =>
            r.sponsoredRank === null
              ? []
              : [
                  {
                    sponsoredRank: r.sponsoredRank,
                    asin: r.asin,
                    slot: r.slot ?? 'REST_OF_SEARCH',
                  },
                ],
          )
          .sort((a, b) => a.sponsoredRank - b.sponsoredRank),
      };
    },

    async ppcRows(orgId, tld, query) {
      const t = importedPpcRows;
      const rows = await db
        .select()
        .from(t)
        .where(
          and(
            scope(t, orgId, tld),
            eq(t.report, 'searchTerm'),
            eq(t.advertisedAsin, query.asin),
            isNotNull(t.searchTerm),
            lte(t.startDate, query.to),
            gte(t.endDate, query.from),
          ),
        )
        .orderBy(asc(t.startDate), asc(t.campaignName));
      return rows.map((r): PpcSearchTermRow => ({
        startDate: r.startDate,
        endDate: r.endDate,
        campaignName: r.campaignName,
        adGroupName: r.adGroupName,
        advertisedAsin: r.advertisedAsin!,
        matchType: r.matchType ?? 'AUTO',
        targeting: r.targeting ?? '',
        searchTerm: r.searchTerm!,
        impressions: r.impressions,
        clicks: r.clicks,
        spend: r.spend,
        sales: r.sales,
        orders: r.orders,
        currency: r.currency,
      }));
    },

    async sqpRows(orgId, tld, query) {
      const t = importedSqpRows;
      if (query.asins.length === 0) return [];
      const rows = await db
        .selectDistinctOn([t.asin, t.searchQuery, t.endDate])
        .from(t)
        .where(
          and(
            scope(t, orgId, tld),
            inArray(t.asin, [...query.asins]),
            between(t.endDate, query.from, query.to),
          ),
        )
        .orderBy(asc(t.asin), asc(t.searchQuery), asc(t.endDate), sql`${t.importId} desc`);
      return rows.map((r): SqpRow => ({
        asin: r.asin,
        searchQuery: r.searchQuery,
        startDate: r.startDate,
        endDate: r.endDate,
        searchQueryScore: r.searchQueryScore,
        searchQueryVolume: r.searchQueryVolume,
        numberOfDaysWithData: r.daysWithData,
        impressions: stage(r.impressionsTotal, r.impressionsAsin, r.impressionsShare),
        clicks: stage(r.clicksTotal, r.clicksAsin, r.clicksShare),
        cartAdds: stage(r.cartAddsTotal, r.cartAddsAsin, r.cartAddsShare),
        purchases: stage(r.purchasesTotal, r.purchasesAsin, r.purchasesShare),
      }));
    },
  };
}

const stage = (totalCount: number, asinCount: number, asinShare: number) => ({
  totalCount,
  asinCount,
  asinShare,
});
