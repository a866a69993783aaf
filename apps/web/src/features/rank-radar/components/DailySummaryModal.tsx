import { rankRadarReportEndpoints, type LeaderboardEntry } from '@fathom/contract';
import { Group, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DayInput } from '../../../components/DayInput';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { isDay } from '../../../lib/format';

/** A day's ranks of the tracked terms against the day before (spec §2 "daily summary"). */
export function DailySummaryModal({
  orgId,
  krtId,
  lastDay,
  opened,
  onClose,
}: {
  orgId: number;
  krtId: number;
  /** The latest collected day (or today): the day shown first. */
  lastDay: string;
  opened: boolean;
  onClose: () => void;
}) {
  const [date, setDate] = useState(lastDay);
  const valid = isDay(date) && date <= lastDay;
  const summary = useEndpointQuery(
    rankRadarReportEndpoints.dailySummary,
    { params: { orgId, krtId, date } },
    { enabled: opened && valid, retry: false },
  );
  const s = summary.data;
  const figures: [string, string | number][] = s
    ? [
        ['Ranked (top 100)', `${s.ranked} of ${s.keywordCount}`],
        ['Top 10', s.top10],
        ['Top 50', s.top50],
        ['Average organic rank', s.averageOrganicRank ?? '–'],
        ['Improved', s.improved],
        ['Declined', s.declined],
        ['Entered the top 100', s.entered],
        ['Left the top 100', s.dropped],
      ]
    : [];
  return (
    <Modal opened={opened} onClose={onClose} title="Daily summary" size="lg">
      <Stack>
        <DayInput
          label="Day"
          value={date}
          onChange={setDate}
          error={isDay(date) && !valid ? `Choose a day up to ${lastDay}` : undefined}
        />
        {summary.isError ? (
          <Text c="red">Something went wrong</Text>
        ) : !s ? (
          valid && <Text c="dimmed">Loading…</Text>
        ) : !s.collected ? (
          <Text c="dimmed">No data found</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {s.date} compared with {s.previousDate}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {figures.map(([label, value]) => (
                <div key={label}>
                  <Text size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text fw={600}>{value}</Text>
                </div>
              ))}
            </SimpleGrid>
            <Group grow align="flex-start">
              <Movers title="Biggest gains" entries={s.gainers} />
              <Movers title="Biggest losses" entries={s.losers} />
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}

function Movers({ title, entries }: { title: string; entries: LeaderboardEntry[] }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <Table aria-label={title}>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.keyword}>
                <Table.Td>{e.keyword}</Table.Td>
                <Table.Td>
                  {e.from ?? '–'} → {e.to ?? '–'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
