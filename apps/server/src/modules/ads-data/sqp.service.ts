import {
  addDays,
  emptySqpData,
  daysBetween,
  marketplaceDate,
  SQP_DEFAULT_DAYS,
  SQP_MAX_DAYS,
  overallSqpStatus,
  type MarketplaceTld,
  type SqpCoverage,
  type SqpData,
  type SqpDataResponse,
  type SqpWeek,
  type SqpWeekStatus,
  type SqpWeeklyRow,
} from '@fathom/contract';
import type { MarketDataProvider } from '@fathom/market';
import { invalid, notFoundMessage } from '../../lib/errors';
import type { Membership } from '../../lib/identity';
import type { AccessibleTracker, TrackerRef } from '../rank-radar/rank-radar.repository';
import type { RankRadarService } from '../rank-radar/rank-radar.service';
import type { SqpRepository, StoredSqpRow, StoredSqpWeek } from './sqp.repository';
import { querySums, sqpDataOf, termStatus, weeklyRow, type QuerySums } from './sqp.metrics';

export interface SqpReadDeps {
  repo: SqpRepository;
  market: Pick<MarketDataProvider, 'capabilities'>;
  rankRadar: Pick<RankRadarService, 'termsOf'>;
  now?: () => Date;
}

const startOf = (endDate: string) => addDays(endDate, -6);

/** Stored rows grouped by their term's id (`keywordIds`, a row's term at the row's place). */
function rowsByTerm(keywordIds: Int32Array, rows: readonly StoredSqpRow[]) {
  const byTerm = new Map<number, StoredSqpRow[]>();
  rows.forEach((r, i) => {
    const list = byTerm.get(keywordIds[i]!);
    if (list) list.push(r);
    else byTerm.set(keywordIds[i]!, [r]);
  });
  return byTerm;
}

/** A week's status over the tracker's ASINs: a failure or a download shows before availability. */
const COVERAGE_ORDER: readonly SqpWeekStatus[] = [
  'FAILED',
  'IN_PROGRESS',
  'COMPLETED',
  'NOT_PUBLISHED',
  'TOO_OLD',
  'NOT_MENTIONED',
];

export function coverageWeeks(stored: readonly StoredSqpWeek[]): SqpWeek[] {
  const byWeek = new Map<string, SqpWeekStatus[]>();
  for (const w of stored) byWeek.set(w.endDate, [...(byWeek.get(w.endDate) ?? []), w.status]);
  return [...byWeek]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([endDate, statuses]) => ({
      startDate: startOf(endDate),
      endDate,
      status: COVERAGE_ORDER.find((s) => statuses.includes(s)) ?? statuses[0]!,
    }));
}

/** Reading a tracker's SQP data: per search term and week, and its report coverage. */
export function createSqpReadService(deps: SqpReadDeps) {
  const now = deps.now ?? (() => new Date());
  const period = (tld: MarketplaceTld, from?: string, to?: string) => {
    const end = to ?? marketplaceDate(tld, now());
    const start = from ?? addDays(end, -(SQP_DEFAULT_DAYS - 1));
    if (start > end) throw invalid('The start date must not be after the end date');
    if (daysBetween(start, end).length > SQP_MAX_DAYS)
      throw invalid(`Choose at most ${SQP_MAX_DAYS} days`);
    return { from: start, to: end };
  };
  // Weeks overlapping the period end from its first day to 6 days after its last.
  const storedWeeks = (tracker: TrackerRef, from: string, to: string) =>
    deps.repo.weeks(tracker, from, addDays(to, 6));

  return {
    async coverage(
      member: Membership,
      tracker: AccessibleTracker,
      query: { from?: string | undefined; to?: string | undefined },
    ): Promise<SqpCoverage> {
      const { from, to } = period(tracker.marketplace, query.from, query.to);
      const weeks = coverageWeeks(await storedWeeks(tracker, from, to));
      const connection = await deps.repo.connection(member.organizationId, tracker.marketplace);
      const ctx = { orgId: member.organizationId };
      const { sqp } = await deps.market.capabilities(ctx, tracker.marketplace);
      return {
        status: overallSqpStatus(
          connection && { ...connection, lastSyncedAt: null },
          weeks.map((w) => w.status),
          now(),
        ),
        weeks,
        marketplaceSupported: sqp.status !== 'unsupported',
      };
    },

    /**
     * The SQP figures of a heatmap's terms (the tracker's tracked, or archived, terms) over the
     * weeks of its window. The weeks and the rows are read side by side, without the terms: rows
     * stored for a week end in the weeks the window's weeks read covers.
     */
    async heatmapFacts(tracker: TrackerRef, archived: boolean, from: string, to: string) {
      const [stored, { keywordIds, rows }] = await Promise.all([
        storedWeeks(tracker, from, to),
        deps.repo.rows(tracker, { archived }, from, addDays(to, 6)),
      ]);
      const own = rowsByTerm(keywordIds, rows);
      const statuses = stored.map((w) => w.status);
      const byKeyword = new Map<number, SqpData>();
      const sums: QuerySums[] = [];
      for (const [keywordId, list] of own) {
        const termSums = querySums(list);
        sums.push(termSums);
        byKeyword.set(keywordId, sqpDataOf([termSums], statuses));
      }
      return {
        byKeyword,
        aggregate: sqpDataOf(sums, statuses),
        coverage: { hasNoSqpDataForAllKeywords: rows.length === 0 },
      };
    },

    async data(
      member: Membership,
      tracker: AccessibleTracker,
      body: { keywordIds: number[]; from?: string | undefined; to?: string | undefined },
    ): Promise<SqpDataResponse> {
      const { from, to } = period(tracker.marketplace, body.from, body.to);
      // The terms, the weeks and the terms' rows read side by side.
      const [terms, stored, { keywordIds, rows }] = await Promise.all([
        deps.rankRadar.termsOf(tracker, body.keywordIds),
        storedWeeks(tracker, from, to),
        deps.repo.rows(tracker, { keywordIds: body.keywordIds }, from, addDays(to, 6)),
      ]);
      const known = new Map(terms.map((t) => [t.id, t.keyword]));
      if (body.keywordIds.some((k) => !known.has(k)))
        throw notFoundMessage('Search term not found in this Rank Radar');
      const byId = rowsByTerm(keywordIds, rows);
      const weekStatuses = stored.map((w) => w.status);
      const asins = new Set(tracker.asins);
      // Each ASIN's week is a slot in every term's rows: the week, and the row of a term the
      // week's report does not mention (shared by those terms).
      const slotOf = new Map<string, number>();
      const slots: {
        week: Pick<SqpWeeklyRow, 'asin' | 'startDate' | 'endDate'>;
        missing: SqpWeeklyRow;
      }[] = [];
      for (const w of stored) {
        if (!asins.has(w.asin)) continue;
        const week = { asin: w.asin, startDate: startOf(w.endDate), endDate: w.endDate };
        slotOf.set(w.asin + '|' + w.endDate, slots.length);
        slots.push({ week, missing: { ...emptySqpData(termStatus(false, [w.status])), ...week } });
      }
      const sums = new Map<string, QuerySums>();
      const keywords = body.keywordIds.map((keywordId) => {
        const keyword = known.get(keywordId)!;
        const own = byId.get(keywordId) ?? [];
        const weekly = slots.map((slot) => slot.missing);
        for (const r of own) {
          const slot = slotOf.get(r.asin + '|' + r.endDate);
          if (slot !== undefined) weekly[slot] = weeklyRow(r, slots[slot]!.week);
        }
        const termSums = own.length ? querySums(own) : null;
        if (termSums) sums.set(keyword, termSums);
        const sqpData = sqpDataOf(termSums ? [termSums] : [], weekStatuses);
        return { keywordId, keyword, sqpData, rows: weekly };
      });
      return {
        from,
        to,
        weeks: coverageWeeks(stored),
        keywords,
        aggregate: sqpDataOf([...sums.values()], weekStatuses),
      };
    },
  };
}

export type SqpReadService = ReturnType<typeof createSqpReadService>;
