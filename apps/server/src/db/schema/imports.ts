import { date, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  DataFallback,
  DataImportFormat,
  DataImportProblem,
  DataImportRecordKind,
  MarketplaceTld,
} from '@fathom/contract';
import { user } from './auth';
import { organizations } from './orgs';

/**
 * A file an organization imported (Helium 10 export, Brand Analytics or Amazon Ads report, saved
 * Amazon page): stored whole in one transaction, or not at all. Every fact below belongs to one
 * import and goes with it (on delete cascade), so deleting an import removes exactly what it added.
 */
export const dataImports = pgTable(
  'data_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    format: text('format').$type<DataImportFormat>().notNull(),
    marketplace: text('marketplace').$type<MarketplaceTld>().notNull(),
    /** The day the file's data is of: its own, or the marketplace day it was imported. */
    dataDate: date('data_date', { mode: 'string' }).notNull(),
    /** Records added, per kind. */
    counts: jsonb('counts').$type<Record<DataImportRecordKind, number>>().notNull(),
    problemsCount: integer('problems_count').notNull().default(0),
    /** The first problems by row (DATA_IMPORT_LIMITS.problemsKept). */
    problems: jsonb('problems').$type<DataImportProblem[]>().notNull(),
    status: text('status').$type<'COMPLETED'>().notNull().default('COMPLETED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_imports_org_idx').on(t.organizationId, t.marketplace, t.id)],
);

/** Where an organization's market data comes from beside its imports; no row: the simulation. */
export const dataSourceSettings = pgTable('data_source_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  fallback: text('fallback').$type<DataFallback>().notNull(),
});

const importRef = () =>
  integer('import_id')
    .notNull()
    .references(() => dataImports.id, { onDelete: 'cascade' });
const orgOf = () => integer('organization_id').notNull();
const marketplaceOf = () => text('marketplace').$type<MarketplaceTld>().notNull();

/** A term's monthly search volume on the import's day (Cerebro, Magnet). */
export const importedTerms = pgTable(
  'imported_terms',
  {
    importId: importRef(),
    organizationId: orgOf(),
    marketplace: marketplaceOf(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Normalized: trimmed, single spaces, lower case. */
    term: text('term').notNull(),
    searchVolume: integer('search_volume'),
  },
  (t) => [
    index('imported_terms_read_idx').on(t.organizationId, t.marketplace, t.term, t.day),
    index('imported_terms_import_idx').on(t.importId),
  ],
);

/** An ASIN's organic and sponsored positions for a term on the import's day (Cerebro). */
export const importedRanks = pgTable(
  'imported_ranks',
  {
    importId: importRef(),
    organizationId: orgOf(),
    marketplace: marketplaceOf(),
    day: date('day', { mode: 'string' }).notNull(),
    asin: text('asin').notNull(),
    term: text('term').notNull(),
    organicRank: integer('organic_rank'),
    sponsoredRank: integer('sponsored_rank'),
  },
  (t) => [
    index('imported_ranks_asin_idx').on(t.organizationId, t.marketplace, t.asin, t.day),
    index('imported_ranks_term_idx').on(t.organizationId, t.marketplace, t.term, t.day),
    index('imported_ranks_import_idx').on(t.importId),
  ],
);

/** What a file says of a product on the import's day (Xray, saved pages). */
export const importedProducts = pgTable(
  'imported_products',
  {
    importId: importRef(),
    organizationId: orgOf(),
    marketplace: marketplaceOf(),
    day: date('day', { mode: 'string' }).notNull(),
    asin: text('asin').notNull(),
    title: text('title'),
    brand: text('brand'),
    price: integer('price'),
    currency: text('currency'),
    rating: real('rating'),
    reviewCount: integer('review_count'),
    bsr: integer('bsr'),
    category: text('category'),
    monthlySales: integer('monthly_sales'),
    monthlyRevenue: integer('monthly_revenue'),
    parentAsin: text('parent_asin'),
  },
  (t) => [
    index('imported_products_read_idx').on(t.organizationId, t.marketplace, t.asin, t.day),
    index('imported_products_import_idx').on(t.importId),
  ],
);

/** One position of a saved search results page: organic (rank) or sponsored (slot). */
export const importedSearchPositions = pgTable(
  'imported_search_positions',
  {
    importId: importRef(),
    organizationId: orgOf(),
    marketplace: marketplaceOf(),
    day: date('day', { mode: 'string' }).notNull(),
    term: text('term').notNull(),
    asin: text('asin').notNull(),
    organicRank: integer('organic_rank'),
    sponsoredRank: integer('sponsored_rank'),
    slot: text('slot').$type<'TOP_OF_SEARCH' | 'REST_OF_SEARCH'>(),
  },
  (t) => [
    index('imported_search_positions_read_idx').on(t.organizationId, t.marketplace, t.term, t.day),
    index('imported_search_positions_import_idx').on(t.importId),
  ],
);

/** One row of a Sponsored Products report. */
export const importedPpcRows = pgTable(
  'imported_ppc_rows',
  {
    importId: importRef(),
    organizationId: orgOf(),
    marketplace: marketplaceOf(),
    report: text('report').$type<'searchTerm' | 'targeting' | 'advertisedProduct'>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    campaignName: text('campaign_name').notNull(),
    adGroupName: text('ad_group_name').notNull(),
    advertisedAsin: text('advertised_asin'),
    matchType: text('match_type').$type<'EXACT' | 'PHRASE' | 'BROAD' | 'AUTO'>(),
    targeting: text('targeting'),
    searchTerm: text('search_term'),
    impressions: integer('impressions').notNull(),
    clicks: integer('clicks').notNull(),
    spend: integer('spend').notNull(),
    sales: integer('sales').notNull(),
    orders: integer('orders').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    index('imported_ppc_rows_read_idx').on(
      t.organizationId,
      t.marketplace,
      t.advertisedAsin,
      t.startDate,
    ),
    index('imported_ppc_rows_import_idx').on(t.importId),
  ],
);

/** One row of Search Query Performance: a query an ASIN was shown for in a week, with its funnel. */
export const importedSqpRows = pgTable(
  'imported_sqp_rows',
  {
    importId: importRef(),
    organizationId: orgOf(),
    marketplace: marketplaceOf(),
    asin: text('asin').notNull(),
    searchQuery: text('search_query').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    searchQueryScore: integer('search_query_score').notNull(),
    searchQueryVolume: integer('search_query_volume').notNull(),
    daysWithData: integer('days_with_data').notNull(),
    impressionsTotal: integer('impressions_total').notNull(),
    impressionsAsin: integer('impressions_asin').notNull(),
    impressionsShare: real('impressions_share').notNull(),
    clicksTotal: integer('clicks_total').notNull(),
    clicksAsin: integer('clicks_asin').notNull(),
    clicksShare: real('clicks_share').notNull(),
    cartAddsTotal: integer('cart_adds_total').notNull(),
    cartAddsAsin: integer('cart_adds_asin').notNull(),
    cartAddsShare: real('cart_adds_share').notNull(),
    purchasesTotal: integer('purchases_total').notNull(),
    purchasesAsin: integer('purchases_asin').notNull(),
    purchasesShare: real('purchases_share').notNull(),
  },
  (t) => [
    index('imported_sqp_rows_read_idx').on(t.organizationId, t.marketplace, t.asin, t.endDate),
    index('imported_sqp_rows_import_idx').on(t.importId),
  ],
);

/** One row of Brand Analytics' Top Search Terms: a term's rank and its most clicked ASINs. */
export const importedTopSearchTerms = pgTable(
  'imported_top_search_terms',
  {
    importId: importRef(),
    organizationId: orgOf(),
    marketplace: marketplaceOf(),
    term: text('term').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    searchFrequencyRank: integer('search_frequency_rank').notNull(),
    clicked: jsonb('clicked')
      .$type<{ asin: string; clickShare: number; conversionShare: number }[]>()
      .notNull(),
  },
  (t) => [
    index('imported_top_search_terms_read_idx').on(t.organizationId, t.marketplace, t.term),
    index('imported_top_search_terms_import_idx').on(t.importId),
  ],
);
