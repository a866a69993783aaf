/**
 * Amazon Ads reporting API v3 (and v2) Sponsored Products reports as downloaded (GZIP_JSON,
 * unzipped): an array of rows whose keys are the columns asked for. The report is told from the
 * columns: `searchTerm` (spSearchTerm), `advertisedAsin` (spAdvertisedProduct), else `targeting`
 * or `keyword` (spTargeting). Daily reports have `date`, summary reports `startDate` and `endDate`.
 * Sales and purchases are the 7-day attribution (`sales7d`, `purchases7d`), else the 14-day,
 * 1-day or 30-day, or v2's `attributedSales7d`.
 */
import type { ImportFormat, PpcRecord, PpcReportKind } from '../types';
import { toMinorUnits } from '../core/numbers';
import { matchTypeOf } from '../ads/match-type';
import { isObject, type ItemFields, type Json, type JsonObject } from './values';

const SALES = [
  'sales7d',
  'sales14d',
  'sales1d',
  'sales30d',
  'attributedSales7d',
  'attributedSales14d',
];
const ORDERS = [
  'purchases7d',
  'purchases14d',
  'purchases1d',
  'purchases30d',
  'attributedConversions7d',
  'attributedConversions14d',
];

export const ADS_FORMAT: Record<PpcReportKind, ImportFormat> = {
  searchTerm: 'ads-sp-search-term',
  targeting: 'ads-sp-targeting',
  advertisedProduct: 'ads-sp-advertised-product',
};

/** Which Sponsored Products report an array of rows is, or null when it is none. */
export function adsReportKind(items: Json[]): PpcReportKind | null {
  const first = items.find(isObject);
  if (
    !first ||
    !('impressions' in first) ||
    !('clicks' in first) ||
    !('cost' in first || 'spend' in first)
  )
    return null;
  if ('searchTerm' in first || 'query' in first) return 'searchTerm';
  if ('advertisedAsin' in first || 'asin' in first) return 'advertisedProduct';
  if ('targeting' in first || 'keyword' in first || 'keywordText' in first) return 'targeting';
  return null;
}

function firstOf(item: JsonObject, keys: string[]): string {
  return keys.find((key) => key in item) ?? keys[0]!;
}

export function adsItem(
  item: Json,
  fields: ItemFields,
  report: PpcReportKind,
  fallbackCurrency: string | null,
): PpcRecord[] {
  if (!isObject(item)) {
    fields.problem(null, 'The item is not an object.');
    return [];
  }
  const daily = 'date' in item;
  const day = daily ? fields.date(item, 'date', true) : null;
  const startDate = daily ? day : fields.date(item, 'startDate', true);
  const endDate = daily ? day : fields.date(item, 'endDate', true);
  const targeting =
    fields.text(item, 'targeting') ??
    fields.text(item, 'keyword') ??
    fields.text(item, 'keywordText');
  const currency =
    fields.text(item, 'campaignBudgetCurrencyCode')?.toUpperCase() ??
    fields.text(item, 'currency')?.toUpperCase() ??
    fallbackCurrency;
  if (!currency)
    fields.problem(
      'campaignBudgetCurrencyCode',
      'The row names no currency; choose the marketplace when importing the report.',
    );
  const record: PpcRecord = {
    kind: 'ppc',
    report,
    startDate: startDate ?? '',
    endDate: endDate ?? '',
    campaignName: fields.text(item, 'campaignName', true) ?? '',
    adGroupName: fields.text(item, 'adGroupName') ?? '',
    advertisedAsin:
      report === 'advertisedProduct'
        ? (fields.text(item, firstOf(item, ['advertisedAsin', 'asin']), true)?.toUpperCase() ??
          null)
        : null,
    matchType:
      report === 'advertisedProduct'
        ? null
        : matchTypeOf(fields.text(item, 'matchType'), targeting),
    targeting: report === 'advertisedProduct' ? null : targeting,
    searchTerm:
      report === 'searchTerm'
        ? fields.text(item, firstOf(item, ['searchTerm', 'query']), true)
        : null,
    impressions: fields.count(item, 'impressions') ?? 0,
    clicks: fields.count(item, 'clicks') ?? 0,
    spend: toMinorUnits(fields.number(item, firstOf(item, ['cost', 'spend'])) ?? 0),
    sales: toMinorUnits(fields.number(item, firstOf(item, SALES)) ?? 0),
    orders: fields.count(item, firstOf(item, ORDERS)) ?? 0,
    currency: currency ?? '',
  };
  return fields.ok ? [record] : [];
}
