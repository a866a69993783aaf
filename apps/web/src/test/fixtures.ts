import {
  UPLOAD_LIMITS,
  type Competitor,
  type NicheSummary,
  type PublicConfig,
  type QuotaFeature,
  type QuotaUsage,
  type Tracker,
} from '@fathom/contract';

/** `/api/config` of a server without demo mode and with the default upload limit. */
export function publicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return { demo: null, uploadBytesMax: UPLOAD_LIMITS.bytesMax, ...overrides };
}

/** A quota as the server answers it: below its threshold when 10% or less is left. */
export function quotaUsage(feature: QuotaFeature, used: number, limit: number | null): QuotaUsage {
  const remaining = limit === null ? null : limit - used;
  return {
    feature,
    used,
    limit,
    remaining,
    belowThreshold: limit !== null && limit > 0 && remaining! / limit <= 0.1,
    nextRefreshDate: null,
  };
}

/** A dived niche: garlic press on amazon.com, id 7, that the caller may manage. */
export function nicheSummary(overrides: Partial<NicheSummary> = {}): NicheSummary {
  return {
    id: 7,
    label: 'garlic press',
    heroAsin: 'B0YEY4SBXU',
    heroKeyword: 'garlic press',
    marketplace: 'com',
    numCompetitors: 10,
    numKeywords: 300,
    totalSvOfKeywords: 1000,
    numVisibleKeywords: 300,
    totalSvOfVisibleKeywords: 1000,
    medianPriceCents: 1999,
    medianRating: 4.4,
    medianReviewCount: 1000,
    medianDaysListed: 400,
    medianSales: 100,
    medianRevenueCents: 100000,
    competitionStrength: 0.6,
    numRelevantKeywords: 40,
    numLaunchKeywords: 10,
    organizationId: 1,
    createdAt: '2026-02-01T00:00:00Z',
    updatedAt: '2026-02-01T00:00:00Z',
    jobCount: 1,
    oldestResearchDate: '2026-02-01T00:00:00Z',
    newestResearchDate: '2026-02-01T00:00:00Z',
    hasSchedule: false,
    canManage: true,
    ...overrides,
  };
}

/** A competitor of the niche at `position`; position 0 is the hero. */
export function competitor(
  asin: string,
  position: number,
  overrides: Partial<Competitor> = {},
): Competitor {
  return {
    asin,
    title: `Garlic press ${position}`,
    landingImageUrl: `/api/products/com/${asin}/image.svg`,
    brand: 'Basil',
    priceCents: 1999,
    currency: 'USD',
    rating: 4.5,
    reviewCount: 100,
    position,
    firstListedDate: '2024-01-01',
    monthlySales: 10,
    monthlyRevenueCents: 19990,
    strength: 0.5,
    locked: false,
    isHero: position === 0,
    ...overrides,
  };
}

/** A Rank Radar of niche 42 tracking the garlic press B0YEY4SBXU on amazon.com, id 9. */
export function rankTracker(overrides: Partial<Tracker> = {}): Tracker {
  return {
    id: 9,
    createdAt: '2026-02-10T12:00:00Z',
    nicheId: 42,
    nicheLabel: 'garlic press',
    asin: 'B0YEY4SBXU',
    asins: ['B0YEY4SBXU'],
    marketplace: 'com',
    title: 'Basilpro Garlic Press',
    tags: [],
    assignees: [],
    status: 'active',
    archived: false,
    autoDive: false,
    keywordCount: 120,
    lastCollectedDate: '2026-02-11',
    timeZone: 'America/Los_Angeles',
    canManage: true,
    ...overrides,
  };
}
