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
  /** Per ranked day: [day index in the window, organic, impression, sponsored, top ASIN]. */
  ranks: [number, number | null, number | null, number | null, string | null][] | null;
}

const shown = (values: (number | null)[]) => values.filter(isShownRank);
const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/**
 * The heatmap of a window (spec §3 "Heatmap response"): a day a term was collected without a
 * rank is blank; a day not collected is missing, and short gaps are interpolated and flagged.
 */
export function buildHeatmap(dates: string[], collected: string[], rows: StoredKeyword[]): Heatmap {
  const done = new Set(collected);
  const totalVolume = rows.reduce((sum, r) => sum + (r.searchVolume ?? 0), 0);
  const keywords = rows.map((row): HeatmapKeyword => {
    const organic: DaySeries = [];
    const impression: DaySeries = [];
    const sponsored: (number | null)[] = [];
    dates.forEach((day, i) => {
      const value = done.has(day) ? null : undefined;
      organic[i] = value;
      impression[i] = value;
      sponsored[i] = null;
    });
    let topAsin: string | null = null;
    for (const [i, o, imp, s, asin] of row.ranks ?? []) {
      organic[i] = o;
      impression[i] = imp;
      sponsored[i] = s;
      if (asin) topAsin = asin;
    }
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
  const average = (pick: (k: HeatmapKeyword) => (number | null)[]) =>
    dates.map((_, i) => {
      const values = keywords.map((k) => pick(k)[i] ?? null).filter(isShownRank);
      return values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : null;
    });
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
