import {
  compactNumber,
  highlightTooltip,
  type Highlight,
  type OverviewBucket,
} from '@fathom/contract';
import type { ChartOption } from '../../../components/Chart';

/** The overview chart's lines, as its legend and tooltip name them (spec §3 avgRank, top10Kw, top10Sv). */
export const OVERVIEW_LINES = {
  avgRank: 'Average organic rank',
  top10Kw: 'Search terms in the top 10',
  top10Sv: 'Search volume in the top 10',
} as const;

/** A note's label on the chart fits the chart's height; the list under the chart has it whole. */
const NOTE_LABEL_MAX = 28;
const noteLabel = (text: string) =>
  text.length > NOTE_LABEL_MAX ? `${text.slice(0, NOTE_LABEL_MAX - 1)}…` : text;

const compactAxis = { formatter: (v: number) => compactNumber(v) };

/**
 * The overview chart: the average rank on its own (inverted) axis on the left, the count of top-10
 * terms and their search volume each on an axis of their own on the right, so neither is flattened
 * by the other's scale. Notes mark their day; their text is listed under the chart.
 */
export function overviewChartOption(
  buckets: readonly OverviewBucket[],
  notes: readonly Highlight[],
): ChartOption {
  return {
    grid: { left: 56, right: 120, top: 40, bottom: 40 },
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: buckets.map((b) => b.bucket) },
    yAxis: [
      { type: 'value', name: 'Rank', inverse: true, min: 1 },
      { type: 'value', name: 'Terms', position: 'right', minInterval: 1 },
      {
        type: 'value',
        name: 'Volume',
        position: 'right',
        offset: 56,
        axisLabel: compactAxis,
        splitLine: { show: false },
      },
    ],
    series: [
      {
        type: 'line',
        name: OVERVIEW_LINES.avgRank,
        data: buckets.map((b) => b.avgOrganicRank),
        connectNulls: false,
        // Notes (spec §3 "Highlight") mark their day on the chart, labelled clear of the dates.
        markLine: {
          symbol: 'none',
          label: {
            position: 'insideMiddleTop',
            formatter: (p: { name?: string }) => noteLabel(highlightTooltip(p.name ?? '')),
          },
          data: notes.map((n) => ({ xAxis: n.startAt, name: n.description })),
        },
      },
      {
        type: 'line',
        name: OVERVIEW_LINES.top10Kw,
        yAxisIndex: 1,
        data: buckets.map((b) => b.top10kw),
      },
      {
        type: 'line',
        name: OVERVIEW_LINES.top10Sv,
        yAxisIndex: 2,
        data: buckets.map((b) => b.top10sv),
      },
    ],
  };
}
