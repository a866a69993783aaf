import { z } from 'zod';
import { MARKETPLACE_TLDS } from '../marketplaces';
import { DIVE_MESSAGES } from '../dive/messages';
import { DIVE_STEPS } from '../dive/progress';
import { MAX_COMPETITORS, takenPlaces } from '../dive/quota';
import {
  Asin,
  ASIN_LOOKUP_MAX,
  asinList,
  commaList,
  EXCLUDED_ASINS_MAX,
  IdNumber,
  LOCKED_ASINS_MAX,
  QueryText,
} from './bounds';
import { defineEndpoint, IdParam } from './endpoint';
import { OrgParams } from './orgs';

export const ProgressBarId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'progressBarId must be 8 to 64 letters, digits, _ or -');

/** One per submission of a start form: a repeated start with the same key is the same start. */
export const IdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'idempotencyKey must be 8 to 64 letters, digits, _ or -');

/**
 * A dive's competitors count, the hero included. Which counts a given plan and quota allow is the
 * rule `isOfferedCount`, which the server applies with them.
 */
export const CompetitorCount = z
  .number()
  .int('The competitors count must be a whole number')
  .min(1, 'A dive takes at least 1 competitor')
  .max(MAX_COMPETITORS, DIVE_MESSAGES.countTooLarge);

export const ProductLookupQuery = z.object({
  marketplace: z.enum(MARKETPLACE_TLDS),
  asins: commaList(ASIN_LOOKUP_MAX * 12)
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((a) => a.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(Asin)
        .min(1, 'Name at least one ASIN')
        .max(ASIN_LOOKUP_MAX, `At most ${ASIN_LOOKUP_MAX} ASINs at once`),
    ),
});

/** The resolved hero product (spec: niche-dive §3) with what the competitor list shows. */
export const ProductSummary = z.object({
  asin: z.string(),
  title: z.string(),
  amazonTld: z.enum(MARKETPLACE_TLDS),
  landingImageUrl: z.string(),
  brand: z.string(),
  priceCents: z.number().int(),
  currency: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

/** Where a dive was started, as a short name of lower-case letters, digits and hyphens ('dive-again'). */
export const DiveOrigin = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9-]{0,63}$/,
    'must be a short name of lower-case letters, digits and hyphens',
  );

/** A dive of competitors the seller names: how many they may name. */
export const EXPLICIT_COMPETITORS_MIN = 2;
export const EXPLICIT_COMPETITORS_MAX = 200;

/** The niche a dive of named competitors builds: the hero, then each named ASIN once. */
export function explicitNiche(hero: string, competitors: readonly string[]): string[] {
  return [...new Set([hero, ...competitors])];
}

export const StartDiveBody = z
  .object({
    asin: Asin,
    marketplace: z.enum(MARKETPLACE_TLDS),
    competitorsCount: CompetitorCount,
    origin: DiveOrigin,
    progressBarId: ProgressBarId,
    /** Repeating a start with the same key answers the first start's sndId and starts nothing. */
    idempotencyKey: IdempotencyKey.optional(),
    /** Chains the dive that builds the niche after discovery. */
    triggerDive: z
      .object({
        numberOfCompetitors: CompetitorCount,
        diveOrigin: DiveOrigin,
        progressBarId: ProgressBarId,
      })
      .optional(),
    shouldCreateRankRadar: z.boolean().default(false),
    numberOfRankRadarKeywords: z.number().int().min(1).max(500).optional(),
    /** Dive Again: the niche to redo, keeping locked products and never taking excluded ones. */
    nicheId: IdNumber.optional(),
    lockedAsins: asinList(LOCKED_ASINS_MAX).default([]),
    excludedAsins: asinList(EXCLUDED_ASINS_MAX).default([]),
    /**
     * The niche's competitors as the seller names them (their own competitor set): no search
     * finds others, and the niche holds the hero and these. Its size is held to the plan's
     * competitors cap like any dive's.
     */
    competitorAsins: z
      .array(Asin)
      .min(EXPLICIT_COMPETITORS_MIN, `Name at least ${EXPLICIT_COMPETITORS_MIN} competitor ASINs`)
      .max(EXPLICIT_COMPETITORS_MAX, `At most ${EXPLICIT_COMPETITORS_MAX} competitor ASINs`)
      .optional(),
  })
  .strict()
  .refine((b) => b.competitorAsins === undefined || b.triggerDive !== undefined, {
    message: 'A dive of named competitors needs triggerDive to build the niche',
    path: ['triggerDive'],
  })
  // The count is the niche's size: the hero and the locked products are part of it.
  .refine(
    (b) =>
      takenPlaces(b.asin, b.lockedAsins) <=
      (b.triggerDive?.numberOfCompetitors ?? b.competitorsCount),
    {
      message:
        'You can’t select fewer competitors than locked. Unlock some to reduce the number of selected competitors.',
      path: ['competitorsCount'],
    },
  )
  .refine((b) => !b.excludedAsins.includes(b.asin), {
    message: DIVE_MESSAGES.heroInExclusions,
    path: ['excludedAsins'],
  });
export type StartDiveBody = z.input<typeof StartDiveBody>;

export const DiveParams = z.object({ orgId: IdParam, sndId: z.uuid('sndId must be a UUID') });

export const DiveStatus = z.object({
  sndId: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  step: z.enum(DIVE_STEPS),
  progress: z.number(),
  text: z.string(),
  errorMessage: z.string().nullable(),
  chained: z.boolean(),
  progressBarId: z.string(),
  link: z.string().nullable(),
});
export type DiveStatus = z.infer<typeof DiveStatus>;

export const NicheSummary = z.object({
  id: z.number().int(),
  label: z.string(),
  heroAsin: z.string(),
  heroKeyword: z.string().nullable(),
  marketplace: z.enum(MARKETPLACE_TLDS),
  numCompetitors: z.number().int(),
  numKeywords: z.number().int(),
  totalSvOfKeywords: z.number().int(),
  numVisibleKeywords: z.number().int(),
  totalSvOfVisibleKeywords: z.number().int(),
  medianPriceCents: z.number().int().nullable(),
  medianRating: z.number().nullable(),
  medianReviewCount: z.number().int().nullable(),
  medianDaysListed: z.number().int().nullable(),
  medianSales: z.number().int().nullable(),
  medianRevenueCents: z.number().int().nullable(),
  competitionStrength: z.number().nullable(),
  numRelevantKeywords: z.number().int(),
  numLaunchKeywords: z.number().int(),
  organizationId: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Dives of the niche so far, and the dates of the first and the latest. */
  jobCount: z.number().int(),
  oldestResearchDate: z.string().nullable(),
  newestResearchDate: z.string().nullable(),
  hasSchedule: z.boolean(),
  /** The caller may change the niche: rename, dive again, schedule. */
  canManage: z.boolean(),
});
export type NicheSummary = z.infer<typeof NicheSummary>;

/** Niches a niche picker gets a page at a time (the niche switcher, the research mover). */
export const NICHE_CHOICES_PAGE_SIZE = 50;

/** A niche as a picker offers it: its name, hero, marketplace and whether the caller may change it. */
export const NicheChoice = z.object({
  id: z.number().int(),
  label: z.string(),
  heroAsin: z.string(),
  marketplace: z.enum(MARKETPLACE_TLDS),
  canManage: z.boolean(),
});
export type NicheChoice = z.infer<typeof NicheChoice>;

export const NicheChoicesQuery = z.object({
  /** Part of the niche's label, ignoring case. */
  search: QueryText.default(''),
  marketplace: z.enum(MARKETPLACE_TLDS).optional(),
  /** The niche whose hero is this product. */
  heroAsin: Asin.optional(),
  /** Only niches the caller may change. */
  manageable: z.enum(['true', 'false']).default('false'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type NicheChoicesQuery = z.input<typeof NicheChoicesQuery>;

export const Competitor = ProductSummary.omit({ amazonTld: true }).extend({
  position: z.number().int(),
  firstListedDate: z.string(),
  monthlySales: z.number().int(),
  monthlyRevenueCents: z.number().int(),
  strength: z.number(),
  locked: z.boolean(),
  isHero: z.boolean(),
});
export type Competitor = z.infer<typeof Competitor>;

export const KEYWORD_LISTS = ['mkl', 'outlier', 'residue'] as const;
export type KeywordList = (typeof KEYWORD_LISTS)[number];

export const KeywordRow = z.object({
  keyword: z.string(),
  searchVolume: z.number().int(),
  relevancy: z.number(),
  wordCount: z.number().int(),
  /** ASIN to organic rank 1..100; an ASIN absent here ranks 101 or worse. */
  organicRanks: z.record(z.string(), z.number().int()),
  sponsoredRanks: z.record(z.string(), z.number().int()),
  /** Against the niche's previous dive: new in this list, or dropped from it (null: unchanged or first dive). */
  keywordDifferenceStatus: z.enum(['new', 'dropped']).nullable(),
  /** For a new keyword, the list it was on before (residue or outlier). */
  keywordPreviousKeywordList: z.enum(KEYWORD_LISTS).nullable(),
  /** Added to the list by hand rather than found by a dive. */
  manual: z.boolean(),
});
export type KeywordRow = z.infer<typeof KeywordRow>;

export const NicheParams = z.object({ nicheId: IdParam });

export const Research = z.object({
  id: z.number().int(),
  label: z.string(),
  heroAsin: z.string(),
  numCompetitors: z.number().int(),
  numKeywords: z.number().int(),
  numMklKeywords: z.number().int(),
  createdAt: z.string(),
});
export type Research = z.infer<typeof Research>;

export const diveEndpoints = {
  lookupProducts: defineEndpoint({
    action: 'account',
    method: 'GET',
    path: '/api/products',
    summary: 'Products by ASIN in a marketplace (unknown ASINs are left out)',
    query: ProductLookupQuery,
    response: z.array(ProductSummary),
  }),
  lookupProduct: defineEndpoint({
    action: 'account',
    method: 'GET',
    path: '/api/products/:marketplace/:asin',
    summary: 'One product by ASIN in a marketplace',
    params: z.object({
      marketplace: z.enum(MARKETPLACE_TLDS),
      asin: Asin,
    }),
    response: ProductSummary,
  }),
  startDive: defineEndpoint({
    action: 'niche.dive',
    method: 'POST',
    path: '/api/orgs/:orgId/dives',
    summary: 'Start niche discovery, optionally chaining the dive that builds the niche',
    params: OrgParams,
    body: StartDiveBody,
    response: z.object({ sndId: z.string() }),
  }),
  diveStatus: defineEndpoint({
    action: 'niche.dive',
    method: 'GET',
    path: '/api/orgs/:orgId/dives/:sndId',
    summary: 'Stored progress of a discovery and its dive',
    params: DiveParams,
    response: DiveStatus,
  }),
  cancelDive: defineEndpoint({
    action: 'niche.dive',
    method: 'POST',
    path: '/api/orgs/:orgId/dives/:sndId/cancel',
    summary:
      'Give up on a running dive (the browser timed out): it ends at once, saves no niche and charges nothing; a dive that has ended is left as it is. Answers how the dive ended.',
    params: DiveParams,
    response: DiveStatus,
  }),
  listNiches: defineEndpoint({
    action: 'organization.view',
    method: 'GET',
    path: '/api/orgs/:orgId/niches',
    summary: 'Niches of the organization the caller may see, newest first',
    params: OrgParams,
    response: z.array(NicheSummary),
  }),
  nicheChoices: defineEndpoint({
    action: 'organization.view',
    method: 'GET',
    path: '/api/orgs/:orgId/niche-choices',
    summary: `Niches the caller may see, newest first, ${NICHE_CHOICES_PAGE_SIZE} a page: by part of the label, marketplace, hero ASIN, or only those the caller may change`,
    params: OrgParams,
    query: NicheChoicesQuery,
    response: z.object({
      data: z.array(NicheChoice),
      hasNext: z.boolean(),
      currentPage: z.number().int(),
    }),
  }),
  niche: defineEndpoint({
    action: 'niche.view',
    method: 'GET',
    path: '/api/niches/:nicheId',
    summary: 'One niche with its latest metrics',
    params: NicheParams,
    response: NicheSummary,
  }),
  competitors: defineEndpoint({
    action: 'niche.view',
    method: 'GET',
    path: '/api/niches/:nicheId/competitors',
    summary: "The niche's products from its latest dive, hero first",
    params: NicheParams,
    response: z.array(Competitor),
  }),
  researches: defineEndpoint({
    action: 'niche.view',
    method: 'GET',
    path: '/api/niches/:nicheId/researches',
    summary: "The niche's dives, newest first",
    params: NicheParams,
    response: z.array(Research),
  }),
  exclusions: defineEndpoint({
    action: 'niche.view',
    method: 'GET',
    path: '/api/niches/:nicheId/exclusions',
    summary: 'ASINs the niche never takes again',
    params: NicheParams,
    response: z.array(z.object({ asin: z.string() })),
  }),
  keywords: defineEndpoint({
    action: 'niche.view',
    method: 'GET',
    path: '/api/niches/:nicheId/keywords',
    summary: 'A keyword list of the latest dive: mkl, outlier or residue',
    params: NicheParams,
    query: z.object({ list: z.enum(KEYWORD_LISTS).default('mkl') }),
    response: z.array(KeywordRow),
  }),
};
