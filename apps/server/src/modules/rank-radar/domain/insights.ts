import {
  addDays,
  isShownRank,
  LEADERBOARD_SIZE,
  UNRANKED_FROM,
  type Heatmap,
  type HeatmapKeyword,
  type LeaderboardEntry,
  type MarketplaceTld,
  type OverviewBucket,
  type RootRow,
} from '@fathom/contract';
import { keywordRoots } from '@fathom/contract/keywords';

const round1 = (n: number) => Math.round(n * 10) / 10;
const average = (values: number[]) =>
  values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : null;

/**
 * The tracked terms' roots (contract `keywordRoots`, words stemmed in the marketplace's language),
 * each with its terms' average rank per day.
 */
export function heatmapRoots(
  heatmap: Pick<Heatmap, 'dates'> & {
    keywords: Pick<HeatmapKeyword, 'keywordId' | 'keyword' | 'searchVolume' | 'organicRanks'>[];
  },
  tld: MarketplaceTld,
): RootRow[] {
  const idsOf = new Map<string, number[]>();
  for (const k of heatmap.keywords)
    idsOf.set(k.keyword, [...(idsOf.get(k.keyword) ?? []), k.keywordId]);
  const byId = new Map(heatmap.keywords.map((k) => [k.keywordId, k]));
  const { roots } = keywordRoots(
    heatmap.keywords.map((k) => ({ keyword: k.keyword, searchVolume: k.searchVolume ?? 0 })),
    tld,
  );
  return roots.map((root) => {
    const ids = root.keywords.flatMap((keyword) => idsOf.get(keyword) ?? []);
    return {
      root: root.root,
      broadSearchVolume: root.broadSearchVolume,
      broadSearchVolumeRatio: Math.round(root.broadSearchVolumeRatio * 10_000) / 10_000,
      keywords: ids,
      ranks: heatmap.dates.map((_, i) =>
        average(ids.map((id) => byId.get(id)!.organicRanks[i] ?? null).filter(isShownRank)),
      ),
    };
  });
}

/** Per day (spec §3 "Overview"): average organic rank, terms and search volume in the top 10 and 50. */
export function overview(heatmap: Heatmap): OverviewBucket[] {
  return heatmap.dates.map((bucket, i) => {
    const row: OverviewBucket = {
      bucket,
      avgOrganicRank: heatmap.aggregate.average.organicRanks[i] ?? null,
      top10kw: 0,
      top10sv: 0,
      top50kw: 0,
      top50sv: 0,
    };
    for (const k of heatmap.keywords) {
      const rank = k.organicRanks[i];
      if (!isShownRank(rank ?? null)) continue;
      if (rank! <= 50) {
        row.top50kw += 1;
        row.top50sv += k.searchVolume ?? 0;
      }
      if (rank! <= 10) {
        row.top10kw += 1;
        row.top10sv += k.searchVolume ?? 0;
      }
    }
    return row;
  });
}

interface Series {
  keywordId: number | null;
  keyword: string;
  searchVolume: number | null;
  ranks: (number | null)[];
}

/**
 * Gainers and losers between the window's first and last day: a rank of 101 or more counts as
 * 101, so entering the top 100 is a gain; terms unranked on both days are left out.
 */
export function leaderboard(dates: string[], series: Series[]) {
  const last = dates.length - 1;
  const entries: LeaderboardEntry[] = [];
  for (const s of series) {
    const from = s.ranks[0] ?? null;
    const to = s.ranks[last] ?? null;
    if (from === null && to === null) continue;
    const change = round1((from ?? UNRANKED_FROM) - (to ?? UNRANKED_FROM));
    if (change === 0) continue;
    entries.push({
      keywordId: s.keywordId,
      keyword: s.keyword,
      searchVolume: s.searchVolume,
      from,
      to,
      change,
    });
  }
  const bySize = (a: LeaderboardEntry, b: LeaderboardEntry) =>
    Math.abs(b.change) - Math.abs(a.change) || (b.searchVolume ?? 0) - (a.searchVolume ?? 0);
  return {
    gainers: entries
      .filter((e) => e.change > 0)
      .sort(bySize)
      .slice(0, LEADERBOARD_SIZE),
    losers: entries
      .filter((e) => e.change < 0)
      .sort(bySize)
      .slice(0, LEADERBOARD_SIZE),
  };
}

/** The first day of a leaderboard range ending on `to`. */
export const rangeStart = (to: string, days: number) => addDays(to, -days);
