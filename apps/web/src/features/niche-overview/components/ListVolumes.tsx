import type { ListVolume } from '@fathom/contract';
import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Chart, type ChartOption } from '../../../components/Chart';
import { formatNumber, formatPercent } from '../../../lib/format';

export const LIST_NAMES: Record<ListVolume['list'], string> = {
  mkl: 'Master list',
  outlier: 'Outliers',
  residue: 'Residue',
};

/** The pie of the lists' search volumes, each slice labelled with its share as the table gives it. */
export function listVolumesOption(lists: ListVolume[]): ChartOption {
  const total = lists.reduce((sum, l) => sum + l.searchVolume, 0);
  const percent = (value: unknown) => (total ? formatPercent(Number(value) / total) : '—');
  const share = ({ name, value }: { name: string; value: unknown }) => `${name}: ${percent(value)}`;
  const searches = ({ name, value }: { name: string; value: unknown }) =>
    `${name}: ${formatNumber(Number(value))} searches (${percent(value)})`;
  return {
    tooltip: { trigger: 'item', formatter: (p) => searches(Array.isArray(p) ? p[0]! : p) },
    series: [
      {
        type: 'pie',
        radius: ['45%', '75%'],
        data: lists.map((l) => ({ name: LIST_NAMES[l.list], value: l.searchVolume })),
        label: { formatter: share },
      },
    ],
  };
}

/** The latest dive's search volume split by keyword list: a chart and the same figures as a table. */
export function ListVolumes({ lists }: { lists: ListVolume[] }) {
  const total = lists.reduce((sum, l) => sum + l.searchVolume, 0);
  const option = useMemo(() => listVolumesOption(lists), [lists]);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md" mb="sm">
        Search volume by list
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Chart option={option} label="Search volume by keyword list" height={220} />
        <Table aria-label="Search volume by list" fz="sm" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>List</Table.Th>
              <Table.Th ta="right">Keywords</Table.Th>
              <Table.Th ta="right">Search volume</Table.Th>
              <Table.Th ta="right">Share</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lists.map((l) => (
              <Table.Tr key={l.list} data-list={l.list}>
                <Table.Td>{LIST_NAMES[l.list]}</Table.Td>
                <Table.Td ta="right">{formatNumber(l.keywords)}</Table.Td>
                <Table.Td ta="right">{formatNumber(l.searchVolume)}</Table.Td>
                <Table.Td ta="right">
                  {total ? formatPercent(l.searchVolume / total) : '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SimpleGrid>
      {total === 0 ? (
        <Text fz="sm" c="dimmed" mt="sm">
          The latest dive found no keywords.
        </Text>
      ) : null}
    </Paper>
  );
}
