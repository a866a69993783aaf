import {
  marketplace,
  marketplaceDate,
  type MarketplaceTld,
  type TrackerGranularity,
  type TrackerMetric,
} from '@fathom/contract';
import { formatEstimate, formatNumber, formatPrice, formatScore } from '../../../lib/format';

/** What the picker calls each metric, and how its figures are written. */
export const METRIC_LABELS: Record<TrackerMetric, string> = {
  totalSearchVolume: 'Total search volume',
  visibleSearchVolume: 'Visible search volume',
  competitors: 'Competitors',
  medianPriceCents: 'Median price',
  medianRating: 'Median rating',
  medianReviews: 'Median reviews',
  medianSales: 'Median monthly sales',
  medianRevenueCents: 'Median monthly revenue',
  competitionStrength: 'Competition strength',
  heroAverageRank: 'Average rank of the hero',
};

export const GRANULARITY_LABELS: Record<TrackerGranularity, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
};

/** A figure as the table shows it; an empty cell is an en dash. */
export function formatFigure(metric: TrackerMetric, value: number | null, tld: MarketplaceTld) {
  if (value === null) return '–';
  switch (metric) {
    case 'medianPriceCents':
      return formatPrice(Math.round(value), tld);
    case 'medianRevenueCents':
      return formatEstimate(value, tld);
    case 'medianRating':
      return value.toFixed(1);
    case 'competitionStrength':
      return formatScore(value);
    case 'heroAverageRank':
      return value.toFixed(1);
    case 'totalSearchVolume':
    case 'visibleSearchVolume':
    case 'competitors':
    case 'medianReviews':
    case 'medianSales':
      return formatNumber(value);
  }
}

/** A figure as the chart plots it: money in the marketplace's currency, strength as a score. */
export function chartValue(metric: TrackerMetric, value: number | null): number | null {
  if (value === null) return null;
  if (metric === 'medianPriceCents' || metric === 'medianRevenueCents') return value / 100;
  if (metric === 'competitionStrength') return Math.round(value * 100) / 100;
  return value;
}

/** The chart's axis name for a metric. */
export function axisName(metric: TrackerMetric, tld: MarketplaceTld): string {
  if (metric === 'medianPriceCents' || metric === 'medianRevenueCents')
    return `${METRIC_LABELS[metric]} (${marketplace(tld).currency})`;
  return METRIC_LABELS[metric];
}

/** A period as the table names it: the day, or its first and last day. */
export function periodLabel(point: { dateStart: string; dateEnd: string }): string {
  return point.dateStart === point.dateEnd
    ? point.dateStart
    : `${point.dateStart} – ${point.dateEnd}`;
}

const DAY_MS = 86_400_000;

/** The default range: the last 90 days up to the marketplace's today. */
export function defaultRange(tld: MarketplaceTld, now = new Date()) {
  const end = marketplaceDate(tld, now);
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - 89 * DAY_MS).toISOString().slice(0, 10);
  return { start, end };
}
