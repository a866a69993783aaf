import { describe, expect, it } from 'vitest';
import { heatmapRoots } from './insights';

const term = (keywordId: number, keyword: string, rank: number) => ({
  keywordId,
  keyword,
  searchVolume: 1_000,
  organicRanks: [rank],
});

describe("a tracker's roots", () => {
  it("join a German tracker's singular and plural terms, as the German keyword list does", () => {
    const heatmap = {
      dates: ['2026-12-01'],
      keywords: [term(1, 'knoblauchpresse', 4), term(2, 'knoblauchpressen', 8)],
    };
    const german = heatmapRoots(heatmap, 'de').find((r) => r.keywords.length === 2);
    expect(german).toMatchObject({ keywords: [1, 2], ranks: [6] });
    expect(heatmapRoots(heatmap, 'com').every((r) => r.keywords.length === 1)).toBe(true);
  });
});
