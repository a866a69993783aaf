/**
 * The Selling Partner API report GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT (JSON):
 * `reportSpecification` (report options, period, marketplace ids) and `dataByAsin`, one item per
 * ASIN, query and period with `searchQueryData`, `impressionData`, `clickData`, `cartAddData` and
 * `purchaseData`. Records hold shares in percent (7.57), as the Seller Central download does; the
 * document's shares are read as fractions (0.0757) unless one of them is over 1, which only a
 * document in percent has (`shareScale`).
 */
import type { MarketplaceTld } from '@fathom/contract';
import type { SqpFunnelStage } from '../../seller-reports';
import { periodDays } from '../brand-analytics/period';
import type { ImportRecord } from '../types';
import { MARKETPLACE_BY_ID } from './marketplace-ids';
import { isObject, type ItemFields, type Json, type JsonObject } from './values';

export function isSqpReport(document: Json): document is JsonObject {
  return isObject(document) && Array.isArray(document.dataByAsin);
}

export function sqpMarketplace(document: JsonObject): MarketplaceTld | null {
  const spec = document.reportSpecification;
  const ids = isObject(spec) && Array.isArray(spec.marketplaceIds) ? spec.marketplaceIds : [];
  return typeof ids[0] === 'string' ? (MARKETPLACE_BY_ID[ids[0]] ?? null) : null;
}

const STAGES = [
  [
    'impressions',
    'impressionData',
    'totalQueryImpressionCount',
    'asinImpressionCount',
    'asinImpressionShare',
  ],
  ['clicks', 'clickData', 'totalClickCount', 'asinClickCount', 'asinClickShare'],
  ['cartAdds', 'cartAddData', 'totalCartAddCount', 'asinCartAddCount', 'asinCartAddShare'],
  ['purchases', 'purchaseData', 'totalPurchaseCount', 'asinPurchaseCount', 'asinPurchaseShare'],
] as const;

/** 100 when the document's shares are fractions, 1 when they are already percent. */
export function shareScale(document: JsonObject): number {
  const items = Array.isArray(document.dataByAsin) ? document.dataByAsin : [];
  for (const item of items) {
    if (!isObject(item)) continue;
    for (const [, data, , , share] of STAGES) {
      const o = item[data];
      const value = isObject(o) ? o[share] : undefined;
      if (typeof value === 'number' && value > 1) return 1;
    }
  }
  return 100;
}

export function sqpItem(item: Json, fields: ItemFields, scale: number): ImportRecord[] {
  if (!isObject(item)) {
    fields.problem(null, 'The item is not an object.');
    return [];
  }
  const query = isObject(item.searchQueryData) ? item.searchQueryData : {};
  const stage = (data: string, total: string, own: string, share: string): SqpFunnelStage => {
    const o = isObject(item[data]) ? item[data] : {};
    return {
      totalCount: fields.count(o, total) ?? 0,
      asinCount: fields.count(o, own) ?? 0,
      asinShare: Math.round((fields.number(o, share) ?? 0) * scale * 100) / 100,
    };
  };
  const startDate = fields.date(item, 'startDate', true);
  const endDate = fields.date(item, 'endDate', true);
  const asin = fields.text(item, 'asin', true)?.toUpperCase() ?? '';
  const [impressions, clicks, cartAdds, purchases] = STAGES.map(([, data, total, own, share]) =>
    stage(data, total, own, share),
  );
  const searchQuery = fields.text(query, 'searchQuery', true);
  const searchQueryScore = fields.count(query, 'searchQueryScore') ?? 0;
  const searchQueryVolume = fields.count(query, 'searchQueryVolume', true) ?? 0;
  if (!fields.ok || !startDate || !endDate || !searchQuery) return [];
  return [
    {
      kind: 'sqp',
      view: 'asin',
      row: {
        asin,
        searchQuery,
        startDate,
        endDate,
        searchQueryScore,
        searchQueryVolume,
        numberOfDaysWithData: periodDays(startDate, endDate),
        impressions: impressions!,
        clicks: clicks!,
        cartAdds: cartAdds!,
        purchases: purchases!,
      },
    },
  ];
}
