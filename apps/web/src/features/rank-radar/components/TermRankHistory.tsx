import { RANK_MESSAGES, type Heatmap, type HeatmapKeyword } from '@fathom/contract';
import { Stack, Table } from '@mantine/core';
import { useMemo } from 'react';
import { Chart, type ChartOption } from '../../../components/Chart';

const rank = (r: number | null | undefined) => r ?? null;

/**
 * A search term's rank history over the heatmap's days: its organic and impression rank per day,
 * as a chart and as a table (latest day first). A blank is a day it did not rank (or ranked 101
 * or more).
 */
export function TermRankHistory({
  heatmap,
  keyword,
}: {
  heatmap: Heatmap;
  keyword: HeatmapKeyword;
}) {
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 48, right: 16, top: 32, bottom: 32 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      xAxis: { type: 'category', data: heatmap.dates },
      yAxis: { type: 'value', name: 'Rank', inverse: true, min: 1 },
      series: [
        { type: 'line', name: 'Organic rank', data: keyword.organicRanks.map(rank) },
        { type: 'line', name: 'Impression rank', data: keyword.impressionRanks.map(rank) },
      ],
    }),
    [heatmap.dates, keyword],
  );
  const filled = new Set(keyword.interpolated);
  const days = heatmap.dates.map((day, i) => ({ day, i })).reverse();
  return (
    <Stack gap="xs">
      <Chart
        height={200}
        option={option}
        label={`Organic and impression rank of ${keyword.keyword} from ${heatmap.dates[0] ?? ''} to ${heatmap.dates.at(-1) ?? ''}; the table below lists the same ranks`}
      />
      <Table.ScrollContainer minWidth={360} mah={220}>
        <Table aria-label={`Rank history of ${keyword.keyword}`} stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th>Organic rank</Table.Th>
              <Table.Th>Impression rank</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map(({ day, i }) => (
              <Table.Tr key={day}>
                <Table.Td>{day}</Table.Td>
                {[keyword.organicRanks[i], keyword.impressionRanks[i]].map((r, j) => (
                  <Table.Td key={j} title={r == null ? RANK_MESSAGES.unranked : undefined}>
                    {r == null ? '–' : filled.has(i) && j === 0 ? `${r} (filled in)` : r}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
