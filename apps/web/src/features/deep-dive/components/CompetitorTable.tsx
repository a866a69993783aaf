import type { DeepDiveCompetitor, MarketplaceTld } from '@fathom/contract';
import {
  ActionIcon,
  Badge,
  Group,
  Image,
  ScrollArea,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { Fragment, useState } from 'react';
import { IconArrowDown, IconArrowUp } from '../../../components/icons';
import { formatEstimate, formatNumber, formatPercent, formatPrice } from '../../../lib/format';
import { nextSort, sortCompetitors, type DeepDiveSort, type DeepDiveSortKey } from '../lib/sort';
import { CompetitorPanel } from './CompetitorPanel';

interface CompetitorTableProps {
  nicheId: number;
  marketplace: MarketplaceTld;
  competitors: DeepDiveCompetitor[];
  /** The competitor whose panel is open. */
  openAsin: string | null;
  onOpen: (asin: string | null) => void;
}

const COLUMNS: { key: DeepDiveSortKey; label: string; hint?: string }[] = [
  { key: 'priceCents', label: 'Price' },
  { key: 'rating', label: 'Rating' },
  { key: 'reviewCount', label: 'Reviews' },
  { key: 'firstListedDate', label: 'Listed' },
  { key: 'bsr', label: 'BSR' },
  { key: 'monthlySales', label: 'Units / month' },
  { key: 'monthlyRevenueCents', label: 'Revenue / month' },
  {
    key: 'svShareTop10',
    label: 'SV top 10',
    hint: "Share of the visible keywords' search volume it ranks 1 to 10 for",
  },
  {
    key: 'svShareTop50',
    label: 'SV top 50',
    hint: "Share of the visible keywords' search volume it ranks 1 to 50 for",
  },
];

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: (typeof COLUMNS)[number];
  sort: DeepDiveSort;
  onSort: (key: DeepDiveSortKey) => void;
}) {
  const active = sort.key === column.key;
  return (
    <Table.Th ta="right" aria-sort={active ? sort.direction : 'none'} title={column.hint}>
      <UnstyledButton fz="sm" fw={700} onClick={() => onSort(column.key)}>
        <Group gap={2} wrap="nowrap" justify="flex-end">
          {column.label}
          {active &&
            (sort.direction === 'ascending' ? (
              <IconArrowUp size={14} aria-hidden />
            ) : (
              <IconArrowDown size={14} aria-hidden />
            ))}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** One row per competitor; a row opens its panel of history, keywords and variations below it. */
export function CompetitorTable(props: CompetitorTableProps) {
  const { nicheId, marketplace, competitors, openAsin, onOpen } = props;
  const [sort, setSort] = useState<DeepDiveSort>({ key: 'position', direction: 'ascending' });
  const rows = sortCompetitors(competitors, sort);
  const columns = COLUMNS.length + 2;
  return (
    <ScrollArea type="auto">
      <Table aria-label="Competitors" fz="sm" verticalSpacing={6} highlightOnHover miw={1100}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <VisuallyHidden>Details</VisuallyHidden>
            </Table.Th>
            <Table.Th aria-sort={sort.key === 'position' ? 'ascending' : 'none'}>
              <UnstyledButton
                fz="sm"
                fw={700}
                onClick={() => setSort({ key: 'position', direction: 'ascending' })}
              >
                Product
              </UnstyledButton>
            </Table.Th>
            {COLUMNS.map((column) => (
              <SortHeader
                key={column.key}
                column={column}
                sort={sort}
                onSort={(key) => setSort((s) => nextSort(s, key))}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => {
            const open = c.asin === openAsin;
            const panelId = `competitor-panel-${c.asin}`;
            return (
              <Fragment key={c.asin}>
                <Table.Tr id={c.asin} data-asin={c.asin} aria-selected={open}>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-expanded={open}
                      aria-controls={open ? panelId : undefined}
                      aria-label={`${open ? 'Hide' : 'Show'} details of ${c.asin}`}
                      onClick={() => onOpen(open ? null : c.asin)}
                    >
                      {open ? <IconArrowUp size={16} /> : <IconArrowDown size={16} />}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td maw={360}>
                    <Group gap="sm" wrap="nowrap">
                      <Image src={c.imageUrl} alt="" w={36} h={36} radius="sm" fit="contain" />
                      <div style={{ minWidth: 0 }}>
                        <Group gap={6} wrap="nowrap">
                          <Text fz="sm" ff="monospace">
                            {c.asin}
                          </Text>
                          {c.isHero && (
                            <Badge size="xs" variant="light">
                              Hero
                            </Badge>
                          )}
                          {c.variationCount > 0 && (
                            <Text fz="xs" c="dimmed">
                              {c.variationCount} variations
                            </Text>
                          )}
                        </Group>
                        <Text fz="xs" c="dimmed" truncate title={c.title}>
                          {c.title}
                        </Text>
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{formatPrice(c.priceCents, marketplace)}</Table.Td>
                  <Table.Td ta="right">{c.rating.toFixed(1)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(c.reviewCount)}</Table.Td>
                  <Table.Td ta="right">{c.firstListedDate}</Table.Td>
                  <Table.Td ta="right" title={c.bsrCategory ?? 'Not ranked on the research date'}>
                    {c.bsr === null ? '–' : `#${formatNumber(c.bsr)}`}
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(c.monthlySales)}</Table.Td>
                  <Table.Td ta="right">
                    {formatEstimate(c.monthlyRevenueCents, marketplace)}
                  </Table.Td>
                  <Table.Td ta="right" title={`${c.keywordsTop10} keywords`}>
                    {formatPercent(c.svShareTop10)}
                  </Table.Td>
                  <Table.Td ta="right" title={`${c.keywordsTop50} keywords`}>
                    {formatPercent(c.svShareTop50)}
                  </Table.Td>
                </Table.Tr>
                {open && (
                  <Table.Tr>
                    <Table.Td colSpan={columns} p={0}>
                      <CompetitorPanel
                        id={panelId}
                        nicheId={nicheId}
                        marketplace={marketplace}
                        competitor={c}
                      />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
