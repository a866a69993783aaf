import { countOf, diveEndpoints, type NicheSummary } from '@fathom/contract';
import { Anchor, Popover, Skeleton, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDate, formatNumber } from '../../../lib/format';
import { useEndpointQuery } from '../../../lib/endpoint-query';

/** "2 dives, latest 2026-11-21", opening the niche's dive history. */
export function NicheResearchSummary({ niche }: { niche: NicheSummary }) {
  const [opened, setOpened] = useState(false);
  const researches = useEndpointQuery(
    diveEndpoints.researches,
    { params: { nicheId: niche.id } },
    { enabled: opened },
  );
  const count = countOf(niche.jobCount, 'dive');
  const latest = niche.newestResearchDate
    ? `, latest ${formatDate(niche.newestResearchDate, niche.marketplace)}`
    : '';
  return (
    <Popover opened={opened} onChange={setOpened} width={420} position="bottom-start" shadow="md">
      <Popover.Target>
        <Anchor
          component="button"
          type="button"
          fz="sm"
          onClick={() => setOpened((value) => !value)}
          data-testid="niche-research-summary"
        >
          {count}
          {latest}
        </Anchor>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fz="sm" fw={600} mb="xs">
          Dive history
        </Text>
        {researches.data ? (
          <Table fz="xs" verticalSpacing={4} aria-label="Dive history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Hero ASIN</Table.Th>
                <Table.Th ta="right">Competitors</Table.Th>
                <Table.Th ta="right">MKL keywords</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {researches.data.map((research) => (
                <Table.Tr key={research.id}>
                  <Table.Td>{formatDate(research.createdAt, niche.marketplace)}</Table.Td>
                  <Table.Td ff="monospace">{research.heroAsin}</Table.Td>
                  <Table.Td ta="right">{formatNumber(research.numCompetitors)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(research.numMklKeywords)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : researches.isError ? (
          <Text fz="sm" c="red.7">
            Could not load the dive history.
          </Text>
        ) : (
          <Skeleton h={60} />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
