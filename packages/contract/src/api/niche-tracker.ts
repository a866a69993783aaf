import { z } from 'zod';
import { MARKETPLACE_TLDS, MARKETPLACES, zoneDate, zoneDayStart } from '../marketplaces';
import { INT32_MAX } from './bounds';
import { defineEndpoint } from './endpoint';
import { NicheParams } from './dives';

/**
 * The niche tracker (spec: niche-pipeline §2 "Niche tracker and profits", §3 "Marketplaces and
 * time offsets", §7 GET /niche-tracking/{id}, §9): a niche's figures over a date range, by day,
 * week or month, from its daily snapshots and its dives (docs/metrics.md "Niche tracker").
 */
export const TRACKER_GRANULARITIES = ['day', 'week', 'month'] as const;
export type TrackerGranularity = (typeof TRACKER_GRANULARITIES)[number];

export const TRACKER_LIMITS = {
  /** Longest date range, in days (3 years). */
  maxRangeDays: 3 * 366,
  /** A week ends on Saturday (day 6, Sunday is 0) unless asked otherwise (spec §9). */
  defaultWeekEndsAt: 6,
  /** Missing days in a run of at most this many are filled with averages (spec §9). */
  maxFilledGapDays: 3,
  /** Days of history the demo organization's niches start with. */
  demoHistoryDays: 90,
} as const;

export const TRACKER_MESSAGES = {
  startAfterEnd: 'The start date cannot be after the end date',
  rangeTooLong: 'The date range cannot be longer than 3 years',
  granularity: 'Granularity must be day, week or month',
  date: 'must be a date in epoch seconds',
  weekEndsAt: 'must be a day of the week from 0 (Sunday) to 6 (Saturday)',
  timezone:
    'must be a UTC offset such as -08:00 or a marketplace time zone such as America/Los_Angeles',
} as const;

/** The metrics the tracker follows, in the order the picker lists them. */
export const TRACKER_METRICS = [
  'totalSearchVolume',
  'visibleSearchVolume',
  'competitors',
  'medianPriceCents',
  'medianRating',
  'medianReviews',
  'medianSales',
  'medianRevenueCents',
  'competitionStrength',
  'heroAverageRank',
] as const;
export type TrackerMetric = (typeof TRACKER_METRICS)[number];

const EpochSeconds = z.coerce
  .number({ error: TRACKER_MESSAGES.date })
  .int(TRACKER_MESSAGES.date)
  .min(0, TRACKER_MESSAGES.date)
  .max(INT32_MAX, TRACKER_MESSAGES.date);

const MARKETPLACE_ZONES: readonly string[] = MARKETPLACES.map((m) => m.timeZone);

/**
 * A time zone: a fixed UTC offset, ±HH:MM, as the spec's marketplace list writes them (§3), or
 * the IANA zone of a marketplace (daylight saving time included).
 */
export const UtcOffset = z
  .string()
  .max(64, TRACKER_MESSAGES.timezone)
  .refine(
    (v) => /^[+-](0\d|1[0-4]):[0-5]\d$/.test(v) || MARKETPLACE_ZONES.includes(v),
    TRACKER_MESSAGES.timezone,
  );

export const NicheTrackingQuery = z
  .object({
    /** Epoch seconds of the first day's start in the time offset (spec §7 "timezone-shifted"). */
    dateStart: EpochSeconds,
    dateEnd: EpochSeconds,
    granularity: z.enum(TRACKER_GRANULARITIES, { error: TRACKER_MESSAGES.granularity }),
    weekEndsAt: z.coerce
      .number({ error: TRACKER_MESSAGES.weekEndsAt })
      .int(TRACKER_MESSAGES.weekEndsAt)
      .min(0, TRACKER_MESSAGES.weekEndsAt)
      .max(6, TRACKER_MESSAGES.weekEndsAt)
      .default(TRACKER_LIMITS.defaultWeekEndsAt),
    /** The time zone the dates are in; the niche marketplace's when absent. */
    timezone: UtcOffset.optional(),
  })
  .strict();
export type NicheTrackingQuery = z.input<typeof NicheTrackingQuery>;

const Figure = z.number().nullable();

/** One day, week or month of the series; a figure is null where nothing was tracked. */
export const TrackerPoint = z.object({
  /** First and last day of the period, yyyy-MM-dd in the time offset (clipped to the range). */
  dateStart: z.string(),
  dateEnd: z.string(),
  /** Days of the period with a figure, tracked or filled. */
  days: z.number().int(),
  /** Some of its days were filled with averages of their neighbours. */
  filled: z.boolean(),
  totalSearchVolume: Figure,
  visibleSearchVolume: Figure,
  competitors: Figure,
  medianPriceCents: Figure,
  medianRating: Figure,
  medianReviews: Figure,
  medianSales: Figure,
  medianRevenueCents: Figure,
  competitionStrength: Figure,
  heroAverageRank: Figure,
});
export type TrackerPoint = z.infer<typeof TrackerPoint>;

export const NicheTracking = z.object({
  nicheId: z.number().int(),
  marketplace: z.enum(MARKETPLACE_TLDS),
  currency: z.string(),
  timezone: z.string(),
  granularity: z.enum(TRACKER_GRANULARITIES),
  weekEndsAt: z.number().int(),
  dateStart: z.string(),
  dateEnd: z.string(),
  points: z.array(TrackerPoint),
});
export type NicheTracking = z.infer<typeof NicheTracking>;

/** The products of each of the niche's dives, oldest first, with what changed since the one before. */
export const ResearchAsins = z.array(
  z.object({
    researchId: z.number().int(),
    /** The dive's day in the marketplace's time offset. */
    date: z.string(),
    asins: z.array(z.string()),
    added: z.array(z.string()),
    removed: z.array(z.string()),
  }),
);
export type ResearchAsins = z.infer<typeof ResearchAsins>;

export const nicheTrackerEndpoints = {
  nicheTracking: defineEndpoint({
    action: 'niche.view',
    method: 'GET',
    path: '/api/niches/:nicheId/niche-tracking',
    summary:
      "The niche's tracked figures over a date range by day, week or month (gaps of up to 3 days filled)",
    params: NicheParams,
    query: NicheTrackingQuery,
    response: NicheTracking,
  }),
  researchAsins: defineEndpoint({
    action: 'niche.view',
    method: 'GET',
    path: '/api/niches/:nicheId/niche-tracking/research-asins',
    summary: "The products of each of the niche's dives, oldest first",
    params: NicheParams,
    response: ResearchAsins,
  }),
};

/** The local date (yyyy-MM-dd) of an instant given in epoch seconds, in a time zone. */
export function localDateOf(epochSeconds: number, zone: string): string {
  return zoneDate(zone, new Date(epochSeconds * 1000));
}

/** Epoch seconds of a local date's start (yyyy-MM-dd) in a time zone. */
export function epochOfLocalDate(date: string, zone: string): number {
  return zoneDayStart(zone, date).getTime() / 1000;
}
