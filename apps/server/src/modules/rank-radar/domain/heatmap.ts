import {
  interpolate,
  isShownRank,
  median,
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
  /** Stored ranks a value per day of the window (null: none stored), and the latest top ASIN. */
  ranks: {
    organic: (number | null)[];
    impression: (number | null)[];
    sponsored: (number | null)[];
    topAsin: string | null;
  };
}

/** The stored values, `undefined` (missing) on the days that were not collected. */
const onCollected = (values: (number | null)[], done: boolean[]): DaySeries =>
  values.map((v, i) => (done[i] || v !== null ? v : undefined));

const shown = (values: (number | null)[]) => values.filter(isShownRank);
const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/**
 * The heatmap of a window (spec §3 "Heatmap response"): a day a term was collected without a
 * rank is blank; a day not collected is missing, and short gaps are interpolated and flagged.
 */
export function buildHeatmap(dates: string[], collected: string[], rows: StoredKeyword[]): Heatmap {
  const collectedDays = new Set(collected);
  const done = dates.map((day) => collectedDays.has(day));
  const totalVolume = rows.reduce((sum, r) => sum + (r.searchVolume ?? 0), 0);
  const keywords = rows.map((row): HeatmapKeyword => {
    const organic = onCollected(row.ranks.organic, done);
    const impression = onCollected(row.ranks.impression, done);
    const sponsored = row.ranks.sponsored;
    const topAsin = row.ranks.topAsin;
    const o = interpolate(organic);
    const im = interpolate(impression);
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
      organicRankTopVariationAsin: topAsin,
      medianOrganicRank: median(shown(o.values)),
      medianImpressionRank: median(shown(im.values)),
      medianSponsoredRank: median(shown(sponsored)),
      organicRanks: o.values.map((v) => (isShownRank(v) ? v : null)),
      impressionRanks: im.values.map((v) => (isShownRank(v) ? v : null)),
      sponsoredRanks: sponsored,
      interpolated: [...new Set([...o.filled, ...im.filled])].sort((a, b) => a - b),
    };
  });
  const average = (pick: (k: HeatmapKeyword) => (number | null)[]) => {
    const sums = new Array<number>(dates.length).fill(0);
    const counts = new Array<number>(dates.length).fill(0);
    for (const k of keywords)
      pick(k).forEach((v, i) => {
        if (isShownRank(v)) {
          sums[i]! += v;
          counts[i]! += 1;
        }
      });
    return sums.map((sum, i) => (counts[i] ? round1(sum / (counts[i] ?? 1)) : null));
  };
  const relevancies = rows.map((r) => r.relevancy).filter((r): r is number => r !== null);
  return {
    dates,
    keywords,
    aggregate: {
      average: {
        organicRanks: average((k) => k.organicRanks),
        impressionRanks: average((k) => k.impressionRanks),
        relevancy: relevancies.length
          ? round1(relevancies.reduce((a, b) => a + b, 0) / relevancies.length)
          : null,
      },
      total: { searchVolume: totalVolume, keywordCount: rows.length },
    },
  };
}
