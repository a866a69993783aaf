/**
 * Search Query Performance through the Reports API: GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT
 * with reportPeriod WEEK, at most 18 ASINs a report, within the seller account's daily allowance;
 * its rows mapped to SqpRow. Document type: amzn/selling-partner-api-models,
 * schemas/reports/sellingPartnerSearchQueryPerformanceReport.json (SearchQueryPerformanceData and
 * the impression, click, cart-add and purchase data), only the fields used.
 */
import type { MarketplaceTld } from '@fathom/contract';
import type { SqpFunnelStage, SqpQuery, SqpReport, SqpRow, SqpWeek } from '../../seller-reports';
import { formatDay, parseDay } from '../../simulated/dates';
import { weekEnds } from '../../simulated/sqp';
import type { ReportBudget } from '../budget';
import { MalformedReportError, ReportBudgetSpent } from '../errors';
import { marketplaceId } from '../regions';
import type { ReportsClient } from './reports';

export const SQP_REPORT_TYPE = 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT';
/** ASINs per report: the `asin` option is limited to 200 characters, 18 ASINs with spaces. */
export const SQP_ASINS_MAX = 18;
/** Reports a day per seller account (Amazon's allowance, shared by every application). */
export const SQP_REPORTS_PER_DAY = 20;
/** A week (Sunday to Saturday) is published on the Wednesday after it ends. */
const RELEASE_DELAY_DAYS = 4;
/** Brand Analytics keeps about two years of weeks. */
const TOO_OLD_DAYS = 730;

interface Count {
  [field: string]: unknown;
}

/** One entry of `dataByAsin`. */
export interface SearchQueryPerformanceData {
  startDate: string;
  endDate: string;
  asin: string;
  searchQueryData: { searchQuery: string; searchQueryScore: number; searchQueryVolume: number };
  impressionData: {
    totalQueryImpressionCount: number;
    asinImpressionCount: number;
    asinImpressionShare: number;
  };
  clickData: { totalClickCount: number; asinClickCount: number; asinClickShare: number };
  cartAddData: { totalCartAddCount: number; asinCartAddCount: number; asinCartAddShare: number };
  purchaseData: {
    totalPurchaseCount: number;
    asinPurchaseCount: number;
    asinPurchaseShare: number;
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function numbers(entry: Count, group: string, fields: string[], at: number): number[] {
  const values = entry[group] as Count | undefined;
  return fields.map((f) => {
    const v = values?.[f];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      throw new MalformedReportError(
        'Search Query Performance report',
        `dataByAsin[${at}].${group}.${f} is not a number`,
      );
    return v;
  });
}

const stage = (total: number, asin: number, share: number): SqpFunnelStage => ({
  totalCount: total,
  asinCount: asin,
  asinShare: Math.round(share * 10000) / 100,
});

/**
 * The rows of a report document, every entry checked before any is used (a bad entry fails the
 * whole document). Amazon's shares are fractions (0.0765); SqpRow's are percentages. The report
 * has no days-with-data figure: a week the ASIN had impressions counts all of its days.
 */
export function sqpRowsOf(document: unknown): SqpRow[] {
  const what = 'Search Query Performance report';
  const data = (document as { dataByAsin?: unknown } | null)?.dataByAsin;
  if (!Array.isArray(data)) throw new MalformedReportError(what, 'it has no dataByAsin list');
  return data.map((raw: unknown, at): SqpRow => {
    const e = (raw ?? {}) as Count;
    const { startDate, endDate, asin } = e as Partial<Record<string, unknown>>;
    const query = (e.searchQueryData ?? {}) as Count;
    if (
      typeof startDate !== 'string' ||
      !DATE.test(startDate) ||
      typeof endDate !== 'string' ||
      !DATE.test(endDate)
    )
      throw new MalformedReportError(what, `dataByAsin[${at}] has no start and end dates`);
    if (typeof asin !== 'string' || !asin || typeof query.searchQuery !== 'string')
      throw new MalformedReportError(what, `dataByAsin[${at}] has no ASIN or search query`);
    const [score, volume] = numbers(
      e,
      'searchQueryData',
      ['searchQueryScore', 'searchQueryVolume'],
      at,
    );
    const [it, ia, is] = numbers(
      e,
      'impressionData',
      ['totalQueryImpressionCount', 'asinImpressionCount', 'asinImpressionShare'],
      at,
    );
    const [ct, ca, cs] = numbers(
      e,
      'clickData',
      ['totalClickCount', 'asinClickCount', 'asinClickShare'],
      at,
    );
    const [at_, aa, as] = numbers(
      e,
      'cartAddData',
      ['totalCartAddCount', 'asinCartAddCount', 'asinCartAddShare'],
      at,
    );
    const [pt, pa, ps] = numbers(
      e,
      'purchaseData',
      ['totalPurchaseCount', 'asinPurchaseCount', 'asinPurchaseShare'],
      at,
    );
    const days = parseDay(endDate) - parseDay(startDate) + 1;
    return {
      asin,
      searchQuery: query.searchQuery,
      startDate,
      endDate,
      searchQueryScore: score!,
      searchQueryVolume: volume!,
      numberOfDaysWithData: ia! > 0 ? days : 0,
      impressions: stage(it!, ia!, is!),
      clicks: stage(ct!, ca!, cs!),
      cartAdds: stage(at_!, aa!, as!),
      purchases: stage(pt!, pa!, ps!),
    };
  });
}

/** The week ends (Saturdays) overlapping a range, yyyy-MM-dd. */
export function sqpWeekEnds(from: string, to: string): string[] {
  return weekEnds(parseDay(from), parseDay(to)).map(formatDay);
}

export interface SqpSourceDeps {
  reports: ReportsClient;
  budget: ReportBudget;
  /** The selling partner id. */
  account: string;
  tld: MarketplaceTld;
  /** Reports requested and not ready yet, by request; shared across calls so a retry resumes. */
  pending: Map<string, string>;
  /** Told when the daily allowance stops the requests. */
  notice?: (error: ReportBudgetSpent) => void;
}

/**
 * A seller account's SQP weeks for a range: published weeks are requested (newest first, 18 ASINs
 * a report) until the daily allowance is spent; a week whose reports are not all in is IN_PROGRESS.
 */
export async function fetchSqp(deps: SqpSourceDeps, query: SqpQuery): Promise<SqpReport> {
  const asOf = parseDay(query.asOf);
  const chunks: string[][] = [];
  for (let i = 0; i < query.asins.length; i += SQP_ASINS_MAX)
    chunks.push(query.asins.slice(i, i + SQP_ASINS_MAX));
  const weeks: SqpWeek[] = [];
  const rows: SqpRow[] = [];
  let spent = false;
  for (const endDate of sqpWeekEnds(query.from, query.to).reverse()) {
    const end = parseDay(endDate);
    const startDate = formatDay(end - 6);
    const week = (status: SqpWeek['status']) => weeks.unshift({ startDate, endDate, status });
    if (asOf < end + RELEASE_DELAY_DAYS) {
      week('NOT_PUBLISHED');
      continue;
    }
    if (asOf - end > TOO_OLD_DAYS) {
      week('TOO_OLD');
      continue;
    }
    const found: SqpRow[] = [];
    let complete = true;
    for (const chunk of chunks) {
      const key = `${deps.account}|${deps.tld}|${endDate}|${chunk.join(' ')}`;
      let reportId = deps.pending.get(key);
      if (!reportId) {
        if (spent) {
          complete = false;
          continue;
        }
        try {
          deps.budget.spend(deps.account, SQP_REPORT_TYPE);
        } catch (error) {
          if (!(error instanceof ReportBudgetSpent)) throw error;
          spent = true;
          deps.notice?.(error);
          complete = false;
          continue;
        }
        reportId = await deps.reports.createReport({
          reportType: SQP_REPORT_TYPE,
          marketplaceIds: [marketplaceId(deps.tld)],
          reportOptions: { reportPeriod: 'WEEK', asin: chunk.join(' ') },
          dataStartTime: startDate,
          dataEndTime: endDate,
        });
        deps.pending.set(key, reportId);
      }
      // A report that failed or cannot be read is requested anew on the next try.
      const outcome = await deps.reports
        .outcome(reportId, 'Search Query Performance report')
        .catch((error: unknown) => {
          deps.pending.delete(key);
          throw error;
        });
      if (outcome.status === 'PENDING') {
        complete = false;
        continue;
      }
      deps.pending.delete(key);
      if (outcome.status === 'DONE') found.push(...sqpRowsOf(outcome.document));
    }
    week(complete ? 'COMPLETED' : 'IN_PROGRESS');
    if (complete) rows.push(...found.filter((r) => r.endDate === endDate));
  }
  rows.sort((a, b) => (a.endDate < b.endDate ? -1 : a.endDate > b.endDate ? 1 : 0));
  return { weeks, rows };
}
