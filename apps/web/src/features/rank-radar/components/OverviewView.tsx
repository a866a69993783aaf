import {
  highlightTooltip,
  rankRadarHighlightEndpoints,
  rankRadarInsightEndpoints,
} from '@fathom/contract';
import { Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Chart } from '../../../components/Chart';
import { PageLoader } from '../../../components/PageLoader';
import { QueryError } from '../../../components/QueryError';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { overviewChartOption } from '../lib/overview-chart';

/** Overview (spec §3): per day the average organic rank and the top-10 terms and volume. */
export function OverviewView({ orgId, krtId }: { orgId: number; krtId: number }) {
  const overview = useEndpointQuery(rankRadarInsightEndpoints.trackerOverview, {
    params: { orgId, krtId },
    query: {},
  });
  const notes = useEndpointQuery(rankRadarHighlightEndpoints.highlights, {
    params: { orgId, krtId },
    query: { type: 'note' },
  }).data?.highlights;
  const buckets = overview.data?.buckets;
  const option = useMemo(() => overviewChartOption(buckets ?? [], notes ?? []), [buckets, notes]);
  if (overview.isError)
    return (
      <QueryError
        title="Couldn't load the overview"
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  if (!buckets) return <PageLoader />;
  return (
    <Stack gap="sm">
      <Chart
        option={option}
        label={`Average organic rank and search terms in the top 10 from ${buckets[0]?.bucket ?? ''} to ${buckets.at(-1)?.bucket ?? ''}; the table below lists the same figures`}
      />
      {notes && notes.length > 0 && (
        <ul aria-label="Notes on the chart" style={{ margin: 0 }}>
          {notes.map((n) => (
            <li key={n.id}>
              <Text span size="sm">
                {n.startAt}: {highlightTooltip(n.description)}
              </Text>
            </li>
          ))}
        </ul>
      )}
      <Table.ScrollContainer minWidth={560} mah={320}>
        <Table aria-label="Overview by day" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th>Average organic rank</Table.Th>
              <Table.Th>Top 10 terms</Table.Th>
              <Table.Th>Top 10 search volume</Table.Th>
              <Table.Th>Top 50 terms</Table.Th>
              <Table.Th>Top 50 search volume</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...buckets].reverse().map((b) => (
              <Table.Tr key={b.bucket}>
                <Table.Td>{b.bucket}</Table.Td>
                <Table.Td>{b.avgOrganicRank ?? '–'}</Table.Td>
                <Table.Td>{b.top10kw}</Table.Td>
                <Table.Td>{b.top10sv.toLocaleString('en-US')}</Table.Td>
                <Table.Td>{b.top50kw}</Table.Td>
                <Table.Td>{b.top50sv.toLocaleString('en-US')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
