/**
 * The Sponsored Products search-term report of an Ads profile as PpcSearchTermRow: an spSearchTerm
 * report (what shoppers typed, per ad group and keyword or targeting) joined on adGroupId with an
 * spAdvertisedProduct report (which ASINs each ad group advertised), since the search-term report
 * names no ASIN. Columns: Ads API reporting v3 "Search term reports", "Advertised product
 * reports" and "Columns".
 */
import type { PpcMatchType, PpcReport, PpcSearchTermRow, PpcTimeUnit } from '../../seller-reports';
import type { DateRange } from '../../provider';
import { MalformedReportError } from '../errors';
import type { AdsClient, AdsReportConfiguration, AdsReportTypeId } from './reporting';

const dates = (timeUnit: PpcTimeUnit) =>
  timeUnit === 'DAILY' ? ['date'] : ['startDate', 'endDate'];

/** The report configurations Fathom requests. */
export function ppcConfiguration(
  reportTypeId: AdsReportTypeId,
  timeUnit: PpcTimeUnit,
): AdsReportConfiguration {
  const metrics = [
    'impressions',
    'clicks',
    'cost',
    'sales7d',
    'purchases7d',
    'campaignBudgetCurrencyCode',
  ];
  const target = [
    'campaignName',
    'adGroupName',
    'adGroupId',
    'keywordType',
    'matchType',
    'targeting',
    'keyword',
  ];
  const columns: Record<AdsReportTypeId, { groupBy: string[]; columns: string[] }> = {
    spSearchTerm: { groupBy: ['searchTerm'], columns: [...target, 'searchTerm', ...metrics] },
    spTargeting: { groupBy: ['targeting'], columns: [...target, ...metrics] },
    spAdvertisedProduct: {
      groupBy: ['advertiser'],
      columns: ['adGroupId', 'advertisedAsin', 'impressions', 'campaignBudgetCurrencyCode'],
    },
  };
  return {
    adProduct: 'SPONSORED_PRODUCTS',
    reportTypeId,
    groupBy: columns[reportTypeId].groupBy,
    columns: [...columns[reportTypeId].columns, ...dates(timeUnit)],
    timeUnit,
    format: 'GZIP_JSON',
  };
}

/**
 * v3 match types: keywords are BROAD, PHRASE or EXACT; automatic targeting
 * (TARGETING_EXPRESSION_PREDEFINED: close-match, loose-match, substitutes, complements) and
 * product or category targeting (TARGETING_EXPRESSION) match no keyword and count as AUTO.
 */
const MATCH: Record<string, PpcMatchType> = {
  BROAD: 'BROAD',
  PHRASE: 'PHRASE',
  EXACT: 'EXACT',
  TARGETING_EXPRESSION: 'AUTO',
  TARGETING_EXPRESSION_PREDEFINED: 'AUTO',
};

type Row = Record<string, unknown>;

function rowsOf(document: unknown, what: string): Row[] {
  if (!Array.isArray(document)) throw new MalformedReportError(what, 'it is not a list of rows');
  return document.map((r: unknown, at) => {
    if (!r || typeof r !== 'object' || Array.isArray(r))
      throw new MalformedReportError(what, `row ${at + 1} is not an object`);
    return r as Row;
  });
}

function field<T extends 'string' | 'number'>(
  row: Row,
  name: string,
  type: T,
  at: number,
  what: string,
): T extends 'string' ? string : number {
  const v = row[name];
  const ok =
    type === 'number'
      ? typeof v === 'number' && Number.isFinite(v) && v >= 0
      : typeof v === 'string';
  if (!ok) throw new MalformedReportError(what, `row ${at + 1} has no ${type} ${name}`);
  return v as never;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const period = (row: Row, at: number, what: string) => {
  const start = row.date ?? row.startDate;
  const end = row.date ?? row.endDate;
  if (typeof start !== 'string' || !DATE.test(start) || typeof end !== 'string' || !DATE.test(end))
    throw new MalformedReportError(what, `row ${at + 1} has no date`);
  return { start, end };
};

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Joins the two reports. An ad group's search terms count for the ASIN it advertised; an ad group
 * advertising several ASINs gives them to the one with the most impressions in the period (ties:
 * the first by ASIN), as the report cannot say which product a shopper saw. Rows of ad groups
 * with no advertised product are left out. Every row is checked before any is used.
 */
export function ppcRowsOf(
  searchTerms: unknown,
  advertised: unknown,
  currency: string,
): PpcSearchTermRow[] {
  const termsWhat = 'Sponsored Products search-term report';
  const productWhat = 'Sponsored Products advertised-product report';
  const best = new Map<string, { asin: string; impressions: number }>();
  rowsOf(advertised, productWhat).forEach((row, at) => {
    const { start, end } = period(row, at, productWhat);
    const group = `${String(row.adGroupId)}|${start}|${end}`;
    const asin = field(row, 'advertisedAsin', 'string', at, productWhat);
    const impressions = field(row, 'impressions', 'number', at, productWhat);
    const held = best.get(group);
    if (
      !held ||
      impressions > held.impressions ||
      (impressions === held.impressions && asin < held.asin)
    )
      best.set(group, { asin, impressions });
  });
  const rows: PpcSearchTermRow[] = [];
  rowsOf(searchTerms, termsWhat).forEach((row, at) => {
    const { start, end } = period(row, at, termsWhat);
    const matchType = MATCH[String(row.matchType ?? row.keywordType)];
    if (!matchType)
      throw new MalformedReportError(termsWhat, `row ${at + 1} has an unknown match type`);
    const keyword = typeof row.keyword === 'string' && row.keyword ? row.keyword : null;
    const built = {
      startDate: start,
      endDate: end,
      campaignName: field(row, 'campaignName', 'string', at, termsWhat),
      adGroupName: field(row, 'adGroupName', 'string', at, termsWhat),
      matchType,
      targeting: keyword ?? field(row, 'targeting', 'string', at, termsWhat),
      searchTerm: field(row, 'searchTerm', 'string', at, termsWhat),
      impressions: field(row, 'impressions', 'number', at, termsWhat),
      clicks: field(row, 'clicks', 'number', at, termsWhat),
      spend: cents(field(row, 'cost', 'number', at, termsWhat)),
      sales: cents(field(row, 'sales7d', 'number', at, termsWhat)),
      orders: field(row, 'purchases7d', 'number', at, termsWhat),
      currency:
        typeof row.campaignBudgetCurrencyCode === 'string'
          ? row.campaignBudgetCurrencyCode
          : currency,
    };
    const asin = best.get(`${String(row.adGroupId)}|${start}|${end}`)?.asin;
    if (asin) rows.push({ ...built, advertisedAsin: asin });
  });
  return rows;
}

export interface PpcSourceDeps {
  ads: AdsClient;
  profileId: string;
  currency: string;
  /** Reports requested and not ready yet, by request; shared so a retry resumes. */
  pending: Map<string, string>;
}

/** A profile's search-term rows for a range: both reports, or IN_PROGRESS until both are in. */
export async function fetchPpc(
  deps: PpcSourceDeps,
  range: DateRange & { timeUnit: PpcTimeUnit },
): Promise<PpcReport> {
  const kinds = ['spSearchTerm', 'spAdvertisedProduct'] as const;
  const key = (t: AdsReportTypeId) =>
    `${deps.profileId}|${t}|${range.timeUnit}|${range.from}|${range.to}`;
  const ids: string[] = [];
  for (const reportTypeId of kinds) {
    let reportId = deps.pending.get(key(reportTypeId));
    if (!reportId) {
      reportId = await deps.ads.createReport({
        name: `Fathom ${reportTypeId} ${range.from} ${range.to}`,
        startDate: range.from,
        endDate: range.to,
        configuration: ppcConfiguration(reportTypeId, range.timeUnit),
      });
      deps.pending.set(key(reportTypeId), reportId);
    }
    ids.push(reportId);
  }
  const documents: unknown[] = [];
  for (const [i, reportTypeId] of kinds.entries()) {
    // A report that failed or cannot be read is requested anew on the next try.
    const outcome = await deps.ads
      .outcome(ids[i]!, `Sponsored Products ${reportTypeId} report`)
      .catch((error: unknown) => {
        deps.pending.delete(key(reportTypeId));
        throw error;
      });
    if (outcome.status === 'PENDING') return { status: 'IN_PROGRESS', rows: [] };
    documents.push(outcome.rows);
  }
  // Read or not, these reports are done with: a document that cannot be read is asked anew.
  for (const reportTypeId of kinds) deps.pending.delete(key(reportTypeId));
  return { status: 'COMPLETED', rows: ppcRowsOf(documents[0], documents[1], deps.currency) };
}
