/**
 * The seller data of the simulated marketplace: its capabilities (less what the options take
 * away), the PPC search-term report and Search Query Performance, shaped from the model's rows
 * (ads.ts, sqp.ts).
 */
import type { PpcReport, PpcReportQuery, SqpQuery, SqpReport } from '../seller-reports';
import type { Capability, ProviderCapabilities } from '../capabilities';
import { ppcRows, rowDates, shapeReport } from './ads';
import { formatDay, parseDay, parseRange } from './dates';
import { knownProducts, rangeDays, rankDayOn } from './lookups';
import { sqpRows, weekEnds, weekStatus } from './sqp';
import { findProduct, members } from './views';
import type { World } from './world';

/** The seller data a simulated marketplace can be made to lack (FATHOM_SIMULATED_UNSUPPORTED). */
export const SIMULATED_UNSUPPORTABLE = ['ppc', 'sqp'] as const;
export type SimulatedUnsupportable = (typeof SIMULATED_UNSUPPORTABLE)[number];

const MARKET_DATA: Capability = { status: 'available', connection: null, ingested: false };

/**
 * Everything is available in every context, but the seller data the options take away: the
 * simulation stands in for every seller's accounts, so seller data needs no connection here,
 * and every report is in at once.
 */
const CAPABILITIES: Readonly<ProviderCapabilities> = {
  products: MARKET_DATA,
  reverseAsin: MARKET_DATA,
  searchResults: MARKET_DATA,
  searchVolume: MARKET_DATA,
  bsr: MARKET_DATA,
  sales: MARKET_DATA,
  productImages: MARKET_DATA,
  ppc: { status: 'available', connection: 'amazon-ads', ingested: true },
  sqp: { status: 'available', connection: 'sp-api', ingested: true },
};

/** The capabilities of a marketplace that lacks the seller data `lacks` says it does. */
export function simulatedCapabilities(
  lacks: (kind: SimulatedUnsupportable) => boolean,
): ProviderCapabilities {
  const capabilities = { ...CAPABILITIES };
  for (const kind of SIMULATED_UNSUPPORTABLE)
    if (lacks(kind)) capabilities[kind] = { ...capabilities[kind], status: 'unsupported' };
  return capabilities;
}

export function ppcReport(world: World, query: PpcReportQuery): PpcReport {
  const range = parseRange(query.from, query.to);
  const product = findProduct(world, query.asin);
  if (!product) return { status: 'COMPLETED', rows: [] };
  const days = rangeDays(range.from, range.to).map((day) => rankDayOn(world, day));
  const rows = members(world, product).flatMap((member) => ppcRows(world, member, days));
  const report = shapeReport(rows, query.timeUnit ?? 'SUMMARY', range.from, range.to);
  return {
    status: 'COMPLETED',
    rows: report.map(({ startDay, endDay, product: advertised, ...row }) => ({
      ...rowDates(startDay, endDay),
      ...row,
      advertisedAsin: world.products[advertised]?.asin ?? '',
      currency: world.profile.currency,
    })),
  };
}

export function sqpReport(world: World, query: SqpQuery): SqpReport {
  const range = parseRange(query.from, query.to);
  const asOf = parseDay(query.asOf);
  const report: SqpReport = { weeks: [], rows: [] };
  const products = knownProducts(world, query.asins).flatMap((p) => members(world, p));
  for (const end of weekEnds(range.from, range.to)) {
    const [startDate, endDate] = [formatDay(end - 6), formatDay(end)];
    const status = weekStatus(world, end, asOf);
    report.weeks.push({ startDate, endDate, status });
    if (status !== 'COMPLETED') continue;
    const days = rangeDays(end - 6, end).map((day) => rankDayOn(world, day));
    for (const product of new Set(products)) {
      const asin = world.products[product]?.asin ?? '';
      for (const row of sqpRows(world, product, days)) {
        report.rows.push({ asin, startDate, endDate, ...row });
      }
    }
  }
  return report;
}
