import { type NicheSummary, webRoutes } from '@fathom/contract';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { TableSkeleton } from '../../../components/TableSkeleton';
import { formatDate, formatNumber } from '../../../lib/format';
import { MarketplaceCode } from '../../../components/MarketplaceSelect';
import { ScheduleIndicator } from '../../../entities/niches/ScheduleIndicator';

/** The organization's niches until the pipeline grid replaces this list. */
export function NichesTable({ niches }: { niches: NicheSummary[] | undefined }) {
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="Niches">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Niche</Table.Th>
            <Table.Th>Hero keyword</Table.Th>
            <Table.Th w={110}>Marketplace</Table.Th>
            <Table.Th w={120} ta="right">
              Competitors
            </Table.Th>
            <Table.Th w={110} ta="right">
              Keywords
            </Table.Th>
            <Table.Th w={120}>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={!niches}>
          {niches ? (
            niches.map((niche) => (
              <Table.Tr key={niche.id}>
                <Table.Th scope="row" fw={500}>
                  <Group gap={8} wrap="nowrap">
                    <Anchor
                      fz="sm"
                      fw={500}
                      renderRoot={(props) => (
                        <Link
                          to={webRoutes.nicheMkl}
                          params={{ nicheId: String(niche.id) }}
                          {...props}
                        />
                      )}
                    >
                      {niche.label}
                    </Anchor>
                    <ScheduleIndicator niche={niche} />
                  </Group>
                </Table.Th>
                <Table.Td fz="sm">
                  {niche.heroKeyword ?? (
                    <Text span c="dimmed" fz="sm">
                      —
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <MarketplaceCode tld={niche.marketplace} />
                </Table.Td>
                <Table.Td ta="right" fz="sm">
                  {formatNumber(niche.numCompetitors)}
                </Table.Td>
                <Table.Td ta="right" fz="sm">
                  {formatNumber(niche.numKeywords)}
                </Table.Td>
                <Table.Td c="dimmed" fz="sm">
                  {formatDate(niche.createdAt)}
                </Table.Td>
              </Table.Tr>
            ))
          ) : (
            <TableSkeleton columns={6} />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
