/**
 * Brand Analytics Search Query Performance, as downloaded from Seller Central (CSV or .xlsx) in
 * its ASIN view (`Impressions: ASIN Count` ...) or Brand view (`Impressions: Brand Count` ...):
 * one row per search query and period, with the query's volume and score and the funnel
 * (impressions, clicks, cart adds — "Basket Adds" in the UK and Europe — and purchases) as totals
 * of all products, the ASIN's or brand's count, and its share in percent. The ASIN or brand and
 * the period are in the line above the header (./period).
 */
import type { Header, RowCells } from '../core/cells';
import type { TabularFormat } from '../core/format';
import type { SqpFunnelStage } from '../../seller-reports';
import type { SqpRecord } from '../types';
import { periodDays, periodStart, reportPeriod } from './period';

const STAGES = {
  impressions: ['impressions'],
  clicks: ['clicks'],
  cartAdds: ['cart adds', 'basket adds'],
  purchases: ['purchases'],
} as const;

type StageColumns = { total: number; own: number; share: number };

function stageColumns(
  header: Header,
  names: readonly string[],
  view: 'asin' | 'brand',
): StageColumns {
  const keys = (suffix: string) => names.map((name) => `${name}: ${suffix}`);
  return {
    total: header.find(...keys('total count')),
    own: header.find(...keys(`${view} count`)),
    share: header.find(...keys(`${view} share %`), ...keys(`${view} share`)),
  };
}

function viewOf(header: Header): 'asin' | 'brand' | null {
  if (header.find('impressions: asin count') !== -1) return 'asin';
  if (header.find('impressions: brand count') !== -1) return 'brand';
  return null;
}

export const searchQueryPerformance: TabularFormat = {
  format: 'brand-analytics-sqp',
  label:
    'a Brand Analytics Search Query Performance download (Search Query, Search Query Volume, Impressions: ASIN or Brand Count)',
  detect: (header) => header.has('search query', 'search query volume') && viewOf(header) !== null,
  open(header, above, file) {
    const view = viewOf(header)!;
    const period = reportPeriod(above);
    const asin = view === 'asin' ? (period.asin ?? file.subjectAsin) : '';
    const brand = view === 'brand' ? (period.brand ?? '') : undefined;
    const c = {
      query: header.find('search query'),
      score: header.find('search query score'),
      volume: header.find('search query volume'),
      date: header.find('reporting date'),
    };
    const stages = Object.fromEntries(
      Object.entries(STAGES).map(([stage, names]) => [stage, stageColumns(header, names, view)]),
    ) as Record<keyof typeof STAGES, StageColumns>;
    if (asin === null)
      file.problems.add(
        header.row,
        null,
        'This ASIN view download does not name its ASIN in the line above the header, so its rows were not imported; choose the ASIN when importing it.',
      );
    let last: string | null = period.range?.endDate ?? null;
    const stage = (cells: RowCells, s: StageColumns): SqpFunnelStage => ({
      totalCount: cells.int(s.total) ?? 0,
      asinCount: cells.int(s.own) ?? 0,
      asinShare: cells.percent(s.share) ?? 0,
    });
    return {
      marketplace: () => file.marketplace,
      dataDate: () => last,
      read(cells) {
        if (asin === null) {
          cells.ok = false;
          return [];
        }
        const searchQuery = cells.text(c.query, { required: true });
        const endDate =
          c.date !== -1 ? cells.date(c.date, { required: true }) : (period.range?.endDate ?? null);
        if (endDate === null && c.date === -1)
          cells.problem(
            null,
            'Neither the row nor the line above the header gives the reporting date.',
          );
        const record: SqpRecord = {
          kind: 'sqp',
          view,
          row: {
            asin,
            searchQuery: searchQuery ?? '',
            startDate: '',
            endDate: endDate ?? '',
            searchQueryScore: cells.int(c.score) ?? 0,
            searchQueryVolume: cells.int(c.volume, { required: true }) ?? 0,
            numberOfDaysWithData: 0,
            impressions: stage(cells, stages.impressions),
            clicks: stage(cells, stages.clicks),
            cartAdds: stage(cells, stages.cartAdds),
            purchases: stage(cells, stages.purchases),
          },
        };
        if (brand !== undefined) record.brand = brand;
        if (!cells.ok || endDate === null) return [];
        record.row.startDate = periodStart(period, endDate);
        record.row.numberOfDaysWithData = periodDays(record.row.startDate, endDate);
        if (last === null || endDate > last) last = endDate;
        return [record];
      },
    };
  },
};
