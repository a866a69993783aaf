import { TRACKER_METRICS } from '@fathom/contract';
import { describe, expect, it } from 'vitest';
import {
  axisName,
  chartValue,
  defaultRange,
  formatFigure,
  METRIC_LABELS,
  periodLabel,
} from './tracker-metrics';

describe('formatFigure', () => {
  it('writes an untracked figure of any metric as an en dash, and zero as a figure', () => {
    for (const metric of TRACKER_METRICS) {
      expect(formatFigure(metric, null, 'com')).toBe('–');
      expect(formatFigure(metric, 0, 'com')).not.toBe('–');
    }
    expect(formatFigure('medianPriceCents', 0, 'com')).toBe('$0.00');
    expect(formatFigure('competitionStrength', 0, 'com')).toBe('0.00');
  });

  it('writes money held in cents in the marketplace currency, rounding averaged cents', () => {
    expect(formatFigure('medianPriceCents', 1999, 'com')).toBe('$19.99');
    // Revenue is an estimate: whole dollars.
    expect(formatFigure('medianRevenueCents', 1234567, 'com')).toBe('$12,346');
    expect(formatFigure('medianPriceCents', 1999.5, 'com')).toBe('$20.00');
    expect(formatFigure('medianPriceCents', 2499, 'co.uk')).toBe('£24.99');
  });

  it('writes counts with separators, rating and rank with one decimal, strength as a percent', () => {
    expect(formatFigure('totalSearchVolume', 1234567, 'com')).toBe('1,234,567');
    expect(formatFigure('visibleSearchVolume', 980, 'com')).toBe('980');
    // A week's average of competitors is shown whole.
    expect(formatFigure('competitors', 14.6, 'com')).toBe('15');
    expect(formatFigure('medianReviews', 2500, 'com')).toBe('2,500');
    expect(formatFigure('medianSales', 1020.2, 'com')).toBe('1,020');
    expect(formatFigure('medianRating', 4.25, 'com')).toBe('4.3');
    expect(formatFigure('medianRating', 4, 'com')).toBe('4.0');
    expect(formatFigure('heroAverageRank', 12, 'com')).toBe('12.0');
    expect(formatFigure('heroAverageRank', 3.14159, 'com')).toBe('3.1');
    expect(formatFigure('competitionStrength', 0.734, 'com')).toBe('0.73');
    expect(formatFigure('competitionStrength', 1, 'com')).toBe('1.00');
  });
});

describe('chartValue', () => {
  it('keeps a gap a gap for every metric', () => {
    for (const metric of TRACKER_METRICS) expect(chartValue(metric, null)).toBeNull();
  });

  it('plots money in currency units and strength as its score to two decimals', () => {
    expect(chartValue('medianPriceCents', 1999)).toBe(19.99);
    expect(chartValue('medianRevenueCents', 0)).toBe(0);
    expect(chartValue('competitionStrength', 0.7346)).toBe(0.73);
    expect(chartValue('competitionStrength', 0)).toBe(0);
  });

  it('plots the other metrics as they are', () => {
    expect(chartValue('totalSearchVolume', 1234567)).toBe(1234567);
    expect(chartValue('medianRating', 4.25)).toBe(4.25);
    expect(chartValue('heroAverageRank', 0)).toBe(0);
  });
});

describe('axisName', () => {
  it('names the currency of money axes; strength is a score without a unit', () => {
    expect(axisName('medianPriceCents', 'com')).toBe('Median price (USD)');
    expect(axisName('medianRevenueCents', 'co.uk')).toBe('Median monthly revenue (GBP)');
    expect(axisName('competitionStrength', 'com')).toBe('Competition strength');
    expect(axisName('heroAverageRank', 'de')).toBe('Average rank of the hero');
  });

  it('names every metric after its picker label', () => {
    for (const metric of TRACKER_METRICS)
      expect(axisName(metric, 'com').startsWith(METRIC_LABELS[metric])).toBe(true);
  });
});

describe('periodLabel', () => {
  it('names a day by itself and a longer period by its first and last day', () => {
    expect(periodLabel({ dateStart: '2026-03-04', dateEnd: '2026-03-04' })).toBe('2026-03-04');
    expect(periodLabel({ dateStart: '2026-03-01', dateEnd: '2026-03-07' })).toBe(
      '2026-03-01 – 2026-03-07',
    );
  });
});

describe('defaultRange', () => {
  it('is the 90 days up to the marketplace’s today, both ends included', () => {
    const range = defaultRange('co.uk', new Date('2026-03-31T12:00:00Z'));
    expect(range).toEqual({ start: '2026-01-01', end: '2026-03-31' });
    const days = (Date.parse(range.end) - Date.parse(range.start)) / 86_400_000 + 1;
    expect(days).toBe(90);
  });

  it('ends on the marketplace’s date, not the UTC one', () => {
    const at = new Date('2026-03-01T05:00:00Z');
    // 21:00 of 28 February in the US (UTC-08:00), 14:00 of 1 March in Japan (UTC+09:00).
    expect(defaultRange('com', at)).toEqual({ start: '2025-12-01', end: '2026-02-28' });
    expect(defaultRange('co.jp', at)).toEqual({ start: '2025-12-02', end: '2026-03-01' });
  });

  it('counts 29 February in a leap year', () => {
    expect(defaultRange('co.uk', new Date('2028-03-31T00:00:00Z'))).toEqual({
      start: '2028-01-02',
      end: '2028-03-31',
    });
  });
});
