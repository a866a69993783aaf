import { sqpEndpoints as e, type SqpWeeklyRow } from '@fathom/contract';
import { Alert, Box, Stack, Table, Text } from '@mantine/core';
import { PageLoader } from '../../../components/PageLoader';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { count, percent } from '../lib/figures';
import { FAILED_WEEK_HINT, weekRowBackground, weekStatusLabel } from '../lib/sqp';
import { TrackerDataEmptyState } from './TrackerDataEmptyState';

/**
 * The SQP table of one search term (spec §2 "Bottom drawer per search term", §3 "SQP weekly
 * row", §4): a row per ASIN and week, coloured and labelled by its status.
 */
export function SqpDataTab({
  orgId,
  krtId,
  keywordId,
  from,
  to,
}: {
  orgId: number;
  krtId: number;
  keywordId: number;
  from?: string | undefined;
  to?: string | undefined;
}) {
  const request = { params: { orgId, krtId } };
  const body = {
    keywordIds: [keywordId],
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const sqp = useEndpointQuery(e.sqpData, { ...request, body }, { retry: false });
  if (sqp.isError)
    return (
      <Alert color="red" title="Something went wrong while feching the sqp data">
        {sqp.error.message}
      </Alert>
    );
  if (!sqp.data) return <PageLoader />;
  const term = sqp.data.keywords[0];
  if (!term || term.rows.length === 0)
    return <TrackerDataEmptyState orgId={orgId} krtId={krtId} kind="sqp" />;
  return (
    <Stack gap="xs">
      <Text size="sm">
        It is normal for some search terms to be missing from SQP reports: Amazon leaves out queries
        an ASIN was rarely shown for.
      </Text>
      {/* A wide table scrolls sideways: the region takes focus so the keyboard can scroll it. */}
      <Box
        tabIndex={0}
        role="region"
        aria-label={`SQP weeks of ${term.keyword}`}
        style={{ overflowX: 'auto' }}
      >
        <Table aria-label={`SQP data of ${term.keyword}`} fz="xs" miw={1100}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ASIN</Table.Th>
              <Table.Th>Week</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Days with data</Table.Th>
              <Table.Th>Search query volume</Table.Th>
              <Table.Th>Impressions (total / ASIN / share)</Table.Th>
              <Table.Th>Clicks (total / ASIN / share)</Table.Th>
              <Table.Th>Cart adds (total / ASIN / share)</Table.Th>
              <Table.Th>Purchases (total / ASIN / share)</Table.Th>
              <Table.Th>CTR (total / ASIN)</Table.Th>
              <Table.Th>CVR (total / ASIN)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {term.rows.map((row) => (
              <WeekRow key={`${row.asin}-${row.endDate}`} row={row} />
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}

function WeekRow({ row }: { row: SqpWeeklyRow }) {
  const stage = (s: SqpWeeklyRow['impressions']) =>
    s ? `${count(s.totalCount)} / ${count(s.asinCount)} / ${percent(s.asinShare)}` : '–';
  return (
    <Table.Tr
      style={{ backgroundColor: weekRowBackground(row.sqpStatus) }}
      data-status={row.sqpStatus}
    >
      <Table.Td>{row.asin}</Table.Td>
      <Table.Td>
        {row.startDate} – {row.endDate}
      </Table.Td>
      <Table.Td>
        {weekStatusLabel(row.sqpStatus)}
        {row.sqpStatus === 'FAILED' && (
          <Text size="xs" component="div">
            {FAILED_WEEK_HINT}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{count(row.numberOfDaysWithData)}</Table.Td>
      <Table.Td>{count(row.searchQueryVolume)}</Table.Td>
      <Table.Td>{stage(row.impressions)}</Table.Td>
      <Table.Td>{stage(row.clicks)}</Table.Td>
      <Table.Td>{stage(row.cartAdds)}</Table.Td>
      <Table.Td>{stage(row.purchases)}</Table.Td>
      <Table.Td>
        {percent(row.ctrTotal)} / {percent(row.ctrAsin)}
      </Table.Td>
      <Table.Td>
        {percent(row.cvrTotal)} / {percent(row.cvrAsin)}
      </Table.Td>
    </Table.Tr>
  );
}
