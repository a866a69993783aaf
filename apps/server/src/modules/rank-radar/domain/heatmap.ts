import {
  emptySqpData,
  interpolate,
  UNRANKED_FROM,
  type DaySeries,
  type Heatmap,
  type HeatmapKeyword,
} from '@fathom/contract';

export interface StoredKeyword {
  id: number;
  keyword: string;
  source: HeatmapKeyword['source'];
  status: HeatmapKeyword['status'];
  searchVolume: number | null;
  relevancy: number | null;
  dateAdded: string;
  firstSeenAt: string | null;
  /** PPC spend of the window in minor units; null when the term has no PPC data in it. */
  ppcSpend: number | null;
  /** Stored ranks a value per day of the window (0: none stored), and the latest top ASIN. */
  ranks: {
    organic: Int16Array;
    impression: Int16Array;
    sponsored: Int16Array;
    topAsin: string | null;
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Sums and counts of the shown ranks per day over every term, for the aggregate row's averages.
 */
class DayAverages {
  private readonly sums: Float64Array;
  private readonly counts: Uint32Array;
  constructor(days: number) {
    this.sums = new Float64Array(days);
    this.counts = new Uint32Array(days);
  }
  add(day: number, rank: number) {
    this.sums[day]! += rank;
    this.counts[day]! += 1;
  }
  averages(): (number | null)[] {
    return Array.from(this.sums, (sum, day) =>
      this.counts[day] ? round1(sum / this.counts[day]) : null,
    );
  }
}

/**
 * One rank column of a term: stored ranks, blank (null) on collected days without one, missing on
 * days not collected; short gaps interpolated. Answers the shown ranks (101 and beyond blank),
 * their median, and the filled days, marking those in `filled`.
 */
function rankColumn(
  stored: Int16Array,
  done: boolean[],
  filled: boolean[],
  averages: DayAverages,
  scratch: Int16Array,
) {
  const series: DaySeries = new Array<number | null | undefined>(stored.length);
  for (let day = 0; day < stored.length; day += 1)
    series[day] = stored[day] ? stored[day] : done[day] ? null : undefined;
  const result = interpolate(series);
  for (const day of result.filled) filled[day] = true;
  const shown: (number | null)[] = result.values;
  let count = 0;
  for (let day = 0; day < shown.length; day += 1) {
    const rank = shown[day]!;
    if (rank !== null && rank < UNRANKED_FROM) {
      scratch[count++] = rank;
      averages.add(day, rank);
    } else shown[day] = null;
  }
  return { shown, median: medianOf(scratch, count) };
}

/** The median of the first `count` values of `values` (reordered), or null when there are none. */
function medianOf(values: Int16Array, count: number): number | null {
  if (count === 0) return null;
  const sorted = values.subarray(0, count).sort();
  const mid = count >> 1;
  return count % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The sponsored column as stored (not interpolated), and the median of its shown ranks. */
function sponsoredColumn(stored: Int16Array, scratch: Int16Array) {
  const values = new Array<number | null>(stored.length);
  let count = 0;
  for (let day = 0; day < stored.length; day += 1) {
    const rank = stored[day]!;
    values[day] = rank || null;
    if (rank && rank < UNRANKED_FROM) scratch[count++] = rank;
  }
  return { values, median: medianOf(scratch, count) };
}

/**
 * The heatmap of a window (spec §3 "Heatmap response"): a day a term was collected without a
 * rank is blank; a day not collected is missing, and short gaps are interpolated and flagged.
 * One pass per term over its days, the aggregate row summed on the way.
 */
export function buildHeatmap(
  dates: string[],
  collected: string[],
  rows: StoredKeyword[],
  /** Colour and size of each variation, by ASIN. */
  attributes: Map<string, string> = new Map(),
): Heatmap {
  const collectedDays = new Set(collected);
  const done = dates.map((day) => collectedDays.has(day));
  const totalVolume = rows.reduce((sum, r) => sum + (r.searchVolume ?? 0), 0);
  const organicAverages = new DayAverages(dates.length);
  const impressionAverages = new DayAverages(dates.length);
  const scratch = new Int16Array(dates.length);
  const keywords = rows.map((row): HeatmapKeyword => {
    const filled = new Array<boolean>(dates.length).fill(false);
    const o = rankColumn(row.ranks.organic, done, filled, organicAverages, scratch);
    const im = rankColumn(row.ranks.impression, done, filled, impressionAverages, scratch);
    const sponsored = sponsoredColumn(row.ranks.sponsored, scratch);
    const interpolated: number[] = [];
    for (let day = 0; day < filled.length; day += 1) if (filled[day]) interpolated.push(day);
    return {
      keywordId: row.id,
      keyword: row.keyword,
      source: row.source,
      status: row.status,
      isPaused: row.status === 'paused',
      dateAdded: row.dateAdded,
      firstSeenAt: row.firstSeenAt,
      searchVolume: row.searchVolume,
      svShare:
        totalVolume > 0 && row.searchVolume !== null
          ? Math.round((row.searchVolume / totalVolume) * 10_000) / 100
          : null,
      relevancy: row.relevancy,
      ppcSpend: row.ppcSpend === null ? null : Math.round(row.ppcSpend) / 100,
      organicRankTopVariationAsin: row.ranks.topAsin,
      organicRankTopVariationAttributes: row.ranks.topAsin
        ? attributes.get(row.ranks.topAsin) || null
        : null,
      medianOrganicRank: o.median,
      medianImpressionRank: im.median,
      medianSponsoredRank: sponsored.median,
      organicRanks: o.shown,
      impressionRanks: im.shown,
      sponsoredRanks: sponsored.values,
      interpolated,
      sqpData: null,
    };
  });
  const totalAdDataKeywordCount = rows.filter((r) => r.ppcSpend !== null).length;
  const relevancies = rows.map((r) => r.relevancy).filter((r): r is number => r !== null);
  return {
    dates,
    keywords,
    aggregate: {
      average: {
        organicRanks: organicAverages.averages(),
        impressionRanks: impressionAverages.averages(),
        relevancy: relevancies.length
          ? round1(relevancies.reduce((a, b) => a + b, 0) / relevancies.length)
          : null,
        sqpData: emptySqpData('NOT_PUBLISHED'),
      },
      total: { searchVolume: totalVolume, keywordCount: rows.length, totalAdDataKeywordCount },
    },
    coverage: {
      hasNoPpcDataForAllKeywords: totalAdDataKeywordCount === 0,
      hasNoSqpDataForAllKeywords: true,
    },
  };
}
