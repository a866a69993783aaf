import { describe, expect, it } from 'vitest';
import { overviewChartOption } from './overview-chart';

const buckets = [
  {
    bucket: '2026-12-05',
    avgOrganicRank: 22,
    top10kw: 64,
    top10sv: 250_000,
    top50kw: 80,
    top50sv: 300_000,
  },
  {
    bucket: '2026-12-06',
    avgOrganicRank: 21,
    top10kw: 65,
    top10sv: 251_000,
    top50kw: 81,
    top50sv: 301_000,
  },
];

describe('overview chart', () => {
  const option = overviewChartOption(buckets, []) as {
    series: { name: string; yAxisIndex?: number }[];
    yAxis: { name: string; axisLabel?: { formatter: (v: number) => string } }[];
  };

  it('names its lines in words, not code names', () => {
    expect(option.series.map((s) => s.name)).toEqual([
      'Average organic rank',
      'Search terms in the top 10',
      'Search volume in the top 10',
    ]);
  });

  it('draws the top-10 count and the volume each on an axis of its own', () => {
    const [, count, volume] = option.series;
    expect(option.yAxis[count!.yAxisIndex!]!.name).toBe('Terms');
    expect(option.yAxis[volume!.yAxisIndex!]!.name).toBe('Volume');
    expect(option.yAxis[2]!.axisLabel!.formatter(250_000)).toBe('250k');
  });
});
