import type { MarketplaceTld, TrackerMetric, TrackerPoint } from '@fathom/contract';
import { useMemo } from 'react';
import { Chart, type ChartOption } from '../../../components/Chart';
import { axisName, chartValue, METRIC_LABELS } from '../lib/tracker-metrics';

interface TrackerChartProps {
  points: TrackerPoint[];
  metric: TrackerMetric;
  marketplace: MarketplaceTld;
}

/** The metric over time as a line; filled periods are drawn as hollow points. */
export function TrackerChart({ points, metric, marketplace }: TrackerChartProps) {
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 64, right: 24, top: 36, bottom: 40 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: points.map((p) => p.dateStart) },
      yAxis: {
        type: 'value',
        name: axisName(metric, marketplace),
        // From zero, so a change of 1% looks like one; a rank from 1, best at the top.
        min: metric === 'heroAverageRank' ? 1 : 0,
        inverse: metric === 'heroAverageRank',
      },
      series: [
        {
          type: 'line',
          name: METRIC_LABELS[metric],
          connectNulls: false,
          showSymbol: points.length <= 120,
          data: points.map((p) => ({
            value: chartValue(metric, p[metric]),
            symbol: p.filled ? 'emptyCircle' : 'circle',
          })),
        },
      ],
    }),
    [points, metric, marketplace],
  );
  return (
    <Chart
      option={option}
      height={320}
      label={`${METRIC_LABELS[metric]} from ${points[0]?.dateStart ?? ''} to ${points.at(-1)?.dateEnd ?? ''}; the table below lists the same figures`}
    />
  );
}
