import {
  rankRadarEndpoints,
  rankRadarReportEndpoints,
  SEARCH_VOLUME_HISTORY_DAYS,
} from '@fathom/contract';
import { Modal, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Chart, type ChartOption } from '../../../components/Chart';
import { useEndpointQuery } from '../../../lib/endpoint-query';

type Shown = 'graph' | 'history';

/**
 * A tracked term's search volume over the last 90 days (spec §2 "Search-volume history modal"
 * and "search-volume graph modal"): the graph, or the history day by day.
 */
export function SearchVolumeHistoryModal({
  orgId,
  krtId,
  opened,
  onClose,
}: {
  orgId: number;
  krtId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const tracked = useEndpointQuery(
    rankRadarEndpoints.heatmap,
    { params: { orgId, krtId }, query: { archived: 'false' } },
    { enabled: opened },
  );
  const terms = tracked.data?.keywords ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const [shown, setShown] = useState<Shown>('graph');
  const keywordId = chosen ?? terms[0]?.keywordId ?? 0;
  const history = useEndpointQuery(
    rankRadarReportEndpoints.searchVolumeHistory,
    { params: { orgId, krtId, keywordId }, query: { days: SEARCH_VOLUME_HISTORY_DAYS } },
    { enabled: opened && keywordId > 0 },
  );
  const points = history.data?.points ?? [];
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 64, right: 24, top: 24, bottom: 40 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: points.map((p) => p.date) },
      yAxis: { type: 'value', name: 'Search volume' },
      series: [{ type: 'line', showSymbol: false, data: points.map((p) => p.searchVolume) }],
    }),
    [points],
  );
  const name = history.data?.keyword ?? '';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Search volume, last ${SEARCH_VOLUME_HISTORY_DAYS} days`}
      size="xl"
    >
      <Stack>
        <Select
          label="Search term"
          searchable
          data={terms.map((t) => ({ value: String(t.keywordId), label: t.keyword }))}
          value={keywordId ? String(keywordId) : null}
          onChange={(value) => value && setChosen(Number(value))}
          allowDeselect={false}
        />
        <SegmentedControl
          aria-label="Show"
          value={shown}
          onChange={(value) => setShown(value)}
          data={[
            { value: 'graph', label: 'Graph' },
            { value: 'history', label: 'History' },
          ]}
        />
        {history.isError ? (
          <Text c="red">Something went wrong</Text>
        ) : history.data && points.length === 0 ? (
          <Text c="dimmed">No data found</Text>
        ) : !history.data ? (
          <Text c="dimmed">Loading…</Text>
        ) : shown === 'graph' ? (
          <Chart
            option={option}
            label={`Search volume of ${name} from ${points[0]?.date} to ${points.at(-1)?.date}`}
          />
        ) : (
          <Table aria-label={`Search volume history of ${name}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Search volume</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...points].reverse().map((p) => (
                <Table.Tr key={p.date}>
                  <Table.Td>{p.date}</Table.Td>
                  <Table.Td>{p.searchVolume.toLocaleString('en-US')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Modal>
  );
}
