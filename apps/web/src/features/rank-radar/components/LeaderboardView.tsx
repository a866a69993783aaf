import {
  LEADERBOARD_DATA_TYPES,
  LEADERBOARD_RANGES,
  rankRadarInsightEndpoints,
  type LeaderboardEntry,
} from '@fathom/contract';
import {
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { QueryError } from '../../../components/QueryError';
import { useEndpointQuery } from '../../../lib/endpoint-query';

/** Green text readable (5.9:1) on a table's light grey rows; Mantine's green 9 is 4.1:1. */
const GAIN_TEXT = '#1f6f30';

const DATA_TYPE_LABELS = { organicRanks: 'Organic', impressionRanks: 'Impression' } as const;

function Board({ title, entries }: { title: string; entries: LeaderboardEntry[] }) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        {title}
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          No change over this range.
        </Text>
      ) : (
        <Table aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Search term</Table.Th>
              <Table.Th>From</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>Change</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.keyword}>
                <Table.Td>{e.keyword}</Table.Td>
                <Table.Td>{e.from ?? '101+'}</Table.Td>
                <Table.Td>{e.to ?? '101+'}</Table.Td>
                <Table.Td c={e.change > 0 ? GAIN_TEXT : 'red.9'}>
                  {e.change > 0 ? `+${e.change}` : e.change}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** Leaderboard (spec §2): gainers and losers; defaults organic ranks over 1 day. */
export function LeaderboardView({ orgId, krtId }: { orgId: number; krtId: number }) {
  const [dataType, setDataType] = useState<(typeof LEADERBOARD_DATA_TYPES)[number]>('organicRanks');
  const [dateRange, setDateRange] = useState<(typeof LEADERBOARD_RANGES)[number]>('1d');
  const [roots, setRoots] = useState(false);
  const board = useEndpointQuery(rankRadarInsightEndpoints.leaderboard, {
    params: { orgId, krtId },
    query: { dataType, dateRange, roots: roots ? 'true' : 'false' },
  });
  return (
    <Stack gap="sm">
      <Group gap="md">
        <SegmentedControl
          aria-label="Ranks"
          value={dataType}
          onChange={(v) => setDataType(v)}
          data={LEADERBOARD_DATA_TYPES.map((value) => ({ value, label: DATA_TYPE_LABELS[value] }))}
        />
        <SegmentedControl
          aria-label="Date range"
          value={dateRange}
          onChange={(v) => setDateRange(v)}
          data={[...LEADERBOARD_RANGES]}
        />
        <Switch label="Roots" checked={roots} onChange={(e) => setRoots(e.currentTarget.checked)} />
      </Group>
      {board.isError ? (
        <QueryError
          title="Couldn't load the leaderboard"
          error={board.error}
          onRetry={() => void board.refetch()}
        />
      ) : !board.data ? (
        <PageLoader />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            From {board.data.from} to {board.data.to}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Board title="Gainers" entries={board.data.gainers} />
            <Board title="Losers" entries={board.data.losers} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
