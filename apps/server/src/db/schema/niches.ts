import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MARKETPLACE_TLDS, type KeywordSettingsValues } from '@fathom/contract';
import { user } from './auth';
import { organizations } from './orgs';

/** A niche: a hero product and its best competitors in one marketplace, with the latest metrics. */
export const niches = pgTable(
  'niches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    marketplace: text('marketplace', { enum: MARKETPLACE_TLDS }).notNull(),
    heroAsin: text('hero_asin').notNull(),
    heroKeyword: text('hero_keyword'),
    /** The team's notes on the niche (spec: at most 2048 characters). */
    notes: text('notes').notNull().default(''),
    /** A technical issue affected ranks of multi-variation products: diving again is advised. */
    hasRankIssue: boolean('has_rank_issue').notNull().default(false),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    latestResearchId: integer('latest_research_id'),
    numCompetitors: integer('num_competitors').notNull().default(0),
    numKeywords: integer('num_keywords').notNull().default(0),
    totalSvOfKeywords: integer('total_sv_of_keywords').notNull().default(0),
    numVisibleKeywords: integer('num_visible_keywords').notNull().default(0),
    totalSvOfVisibleKeywords: integer('total_sv_of_visible_keywords').notNull().default(0),
    medianPriceCents: integer('median_price_cents'),
    medianRating: doublePrecision('median_rating'),
    medianReviewCount: integer('median_review_count'),
    medianDaysListed: integer('median_days_listed'),
    medianSales: integer('median_sales'),
    medianRevenueCents: integer('median_revenue_cents'),
    competitionStrength: doublePrecision('competition_strength'),
    numRelevantKeywords: integer('num_relevant_keywords').notNull().default(0),
    numLaunchKeywords: integer('num_launch_keywords').notNull().default(0),
    /** Pipeline figures of the latest dive (spec: niche-pipeline §3 "Niche row"). */
    minRelevancy: doublePrecision('min_relevancy'),
    minSearchVolume: integer('min_search_volume'),
    maxSearchVolume: integer('max_search_volume'),
    keywordStrength: doublePrecision('keyword_strength'),
    medianSalesLower: integer('median_sales_lower'),
    medianRevenueLowerCents: integer('median_revenue_lower_cents'),
    medianSalesHigher: integer('median_sales_higher'),
    medianRevenueHigherCents: integer('median_revenue_higher_cents'),
    numVeryStrongCompetitors: integer('num_very_strong_competitors'),
    percentVeryStrongCompetitors: doublePrecision('percent_very_strong_competitors'),
    /**
     * The ids of the niche's spaces, labels and assignees, sorted: copies of niche_spaces,
     * niche_labels and niche_assignees kept by triggers on those tables (migration 0017), so the
     * pipeline's tag scope and the access rule test a niche's own row.
     */
    spaceIds: integer('space_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    labelIds: integer('label_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    assigneeIds: text('assignee_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Moves on with every save of the keyword list settings: cached lists made before are stale. */
    keywordListsVersion: integer('keyword_lists_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('niches_org_marketplace_label_uq').on(
      t.organizationId,
      t.marketplace,
      sql`lower(${t.label})`,
    ),
    // Newest first within an organization: the pipeline's default order and its tie-break.
    index('niches_org_created_idx').on(
      t.organizationId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A tag scope of a few spaces, labels or assignees reads only their niches.
    index('niches_space_ids_idx').using('gin', t.spaceIds),
    index('niches_label_ids_idx').using('gin', t.labelIds),
    index('niches_assignee_ids_idx').using('gin', t.assigneeIds),
  ],
);

/** One dive of a niche: what it found, kept so the niche page can show what changed. */
export const researches = pgTable(
  'researches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nicheId: integer('niche_id')
      .notNull()
      .references(() => niches.id, { onDelete: 'cascade' }),
    diveRunId: uuid('dive_run_id').notNull().unique(),
    label: text('label').notNull(),
    heroAsin: text('hero_asin').notNull(),
    numCompetitors: integer('num_competitors').notNull(),
    numKeywords: integer('num_keywords').notNull(),
    numMklKeywords: integer('num_mkl_keywords').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('researches_niche_idx').on(t.nicheId)],
);

export const nicheCompetitors = pgTable(
  'niche_competitors',
  {
    researchId: integer('research_id')
      .notNull()
      .references(() => researches.id, { onDelete: 'cascade' }),
    asin: text('asin').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    brand: text('brand').notNull(),
    imageUrl: text('image_url').notNull(),
    priceCents: integer('price_cents').notNull(),
    rating: doublePrecision('rating').notNull(),
    reviewCount: integer('review_count').notNull(),
    firstListedDate: text('first_listed_date').notNull(),
    monthlySales: integer('monthly_sales').notNull(),
    monthlyRevenueCents: integer('monthly_revenue_cents').notNull(),
    /** Share of the niche's search volume this product ranks well for, 0 to 1. */
    strength: doublePrecision('strength').notNull(),
    locked: boolean('locked').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.researchId, t.asin] })],
);

/** Keyword lists of a research: master list (mkl), outliers and residue, with every rank. */
export const nicheKeywords = pgTable(
  'niche_keywords',
  {
    researchId: integer('research_id')
      .notNull()
      .references(() => researches.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    list: text('list').$type<'mkl' | 'outlier' | 'residue'>().notNull(),
    searchVolume: integer('search_volume').notNull(),
    relevancy: doublePrecision('relevancy').notNull(),
    wordCount: integer('word_count').notNull(),
    /** ASIN to organic rank (1 to 100); absent when not in the top 100. */
    organicRanks: jsonb('organic_ranks').$type<Record<string, number>>().notNull(),
    sponsoredRanks: jsonb('sponsored_ranks').$type<Record<string, number>>().notNull(),
    /** Added by hand to the master list, its figures read from the market then. */
    manual: boolean('manual').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.researchId, t.keyword] })],
);

/**
 * A niche's hand edits of its keyword lists, kept across dives: a keyword added by hand, or one
 * removed (docs/decisions/niche-dive.md "Hand-edited MKL").
 */
export const nicheKeywordEdits = pgTable(
  'niche_keyword_edits',
  {
    nicheId: integer('niche_id')
      .notNull()
      .references(() => niches.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    kind: text('kind').$type<'added' | 'removed'>().notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.nicheId, t.keyword] })],
);

/** A discovery and its chained dive: the state a reload needs, and the job's idempotency key. */
export const diveRuns = pgTable(
  'dive_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    asin: text('asin').notNull(),
    marketplace: text('marketplace', { enum: MARKETPLACE_TLDS }).notNull(),
    competitorsCount: integer('competitors_count').notNull(),
    origin: text('origin').notNull(),
    progressBarId: text('progress_bar_id').notNull(),
    /** The start form's key for one submission: a repeated start answers this run. */
    idempotencyKey: text('idempotency_key'),
    /** Channel suffix of the chained dive's progress; null when no dive is chained. */
    diveProgressBarId: text('dive_progress_bar_id'),
    chained: boolean('chained').notNull(),
    shouldCreateRankRadar: boolean('should_create_rank_radar').notNull().default(false),
    numberOfRankRadarKeywords: integer('number_of_rank_radar_keywords'),
    /** Set for a dive again: the niche it redoes. */
    nicheId: integer('niche_id').references(() => niches.id, { onDelete: 'set null' }),
    status: text('status').$type<'running' | 'completed' | 'failed'>().notNull().default('running'),
    step: text('step').notNull(),
    progress: doublePrecision('progress').notNull().default(0),
    text: text('text').notNull(),
    errorMessage: text('error_message'),
    /** Dive Again and schedules: products to keep, and products never to take. */
    lockedAsins: jsonb('locked_asins').$type<string[]>().notNull().default([]),
    excludedAsins: jsonb('excluded_asins').$type<string[]>().notNull().default([]),
    /** A scheduled dive: the due date it runs for. One run per niche and date, however many workers. */
    scheduledFor: date('scheduled_for'),
    competitorAsins: jsonb('competitor_asins').$type<string[]>(),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dive_runs_progress_bar_uq').on(t.organizationId, t.progressBarId),
    uniqueIndex('dive_runs_idempotency_uq')
      .on(t.organizationId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('dive_runs_schedule_uq')
      .on(t.nicheId, t.scheduledFor)
      .where(sql`${t.scheduledFor} is not null`),
    index('dive_runs_org_idx').on(t.organizationId, t.createdAt),
  ],
);

/**
 * A niche's keyword list settings (MKL and OKL, with excluded keywords and phrases), as the contract
 * validated them; absent until someone saves them, when the spec's defaults hold.
 */
export const nicheKeywordSettings = pgTable('niche_keyword_settings', {
  nicheId: integer('niche_id')
    .primaryKey()
    .references(() => niches.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<KeywordSettingsValues>().notNull(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** ASINs a niche's dives never take again. */
export const nicheExclusions = pgTable(
  'niche_exclusions',
  {
    nicheId: integer('niche_id')
      .notNull()
      .references(() => niches.id, { onDelete: 'cascade' }),
    asin: text('asin').notNull(),
  },
  (t) => [primaryKey({ columns: [t.nicheId, t.asin] })],
);

/** Scheduled AutoDive of a niche: when it runs next and how. */
export const diveSchedules = pgTable(
  'dive_schedules',
  {
    nicheId: integer('niche_id')
      .primaryKey()
      .references(() => niches.id, { onDelete: 'cascade' }),
    interval: text('interval').$type<'Weekly' | 'Biweekly' | 'Monthly'>().notNull(),
    dayOfWeek: integer('day_of_week'),
    dayOfMonth: integer('day_of_month'),
    type: text('type').$type<'NicheDive' | 'SameCompetitors'>().notNull(),
    heroAsin: text('hero_asin'),
    numberOfCompetitors: integer('number_of_competitors').notNull(),
    lockedAsins: jsonb('locked_asins').$type<string[]>().notNull().default([]),
    excludedAsins: jsonb('excluded_asins').$type<string[]>().notNull().default([]),
    /** Marketplace-local date of the next run. */
    nextRunDate: date('next_run_date').notNull(),
    lastDiveRunId: uuid('last_dive_run_id'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dive_schedules_next_run_idx').on(t.nextRunDate)],
);

/**
 * A niche's figures on one marketplace-local day (the niche tracker): written once per niche and
 * day by the daily snapshot job, read in one range scan per screen. docs/metrics.md "Niche
 * tracker" says where each figure comes from; docs/scaling.md how the table grows.
 */
export const nicheSnapshots = pgTable(
  'niche_snapshots',
  {
    nicheId: integer('niche_id')
      .notNull()
      .references(() => niches.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    totalSearchVolume: integer('total_search_volume').notNull(),
    visibleSearchVolume: integer('visible_search_volume').notNull(),
    competitors: integer('competitors').notNull(),
    medianPriceCents: integer('median_price_cents'),
    medianRating: doublePrecision('median_rating'),
    medianReviews: integer('median_reviews'),
    medianSales: integer('median_sales'),
    medianRevenueCents: integer('median_revenue_cents'),
    competitionStrength: doublePrecision('competition_strength'),
    heroAverageRank: doublePrecision('hero_average_rank'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.nicheId, t.date] })],
);
