import { type NicheSummary, webRoutes } from '@fathom/contract';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { createGridColumnHelper, DataGrid } from '../../../components/DataGrid';
import { formatDate, formatNumber } from '../../../lib/format';
import { MarketplaceCode } from '../../../components/MarketplaceSelect';
import { ScheduleIndicator } from '../../../entities/niches/ScheduleIndicator';

const helper = createGridColumnHelper<NicheSummary>();
const columns = helper.columns([
  helper.accessor('label', {
    header: 'Niche',
    size: 280,
    enableHiding: false,
    meta: { pinned: true },
    cell: ({ row }) => (
      <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
        <Anchor
          fz="sm"
          fw={500}
          truncate
          renderRoot={(props) => (
            <Link
              to={webRoutes.nicheMkl}
              params={{ nicheId: String(row.original.id) }}
              {...props}
            />
          )}
        >
          {row.original.label}
        </Anchor>
        <ScheduleIndicator niche={row.original} />
      </Group>
    ),
  }),
  helper.accessor('heroKeyword', {
    header: 'Hero keyword',
    size: 240,
    cell: ({ getValue }) =>
      getValue() ?? (
        <Text span c="dimmed" fz="sm">
          —
        </Text>
      ),
  }),
  helper.accessor('marketplace', {
    header: 'Marketplace',
    size: 110,
    cell: ({ getValue }) => <MarketplaceCode tld={getValue()} />,
  }),
  helper.accessor('numCompetitors', {
    header: 'Competitors',
    size: 120,
    meta: { align: 'end' },
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  helper.accessor('numKeywords', {
    header: 'Keywords',
    size: 110,
    meta: { align: 'end' },
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  helper.accessor('createdAt', {
    header: 'Created',
    size: 120,
    cell: ({ getValue }) => formatDate(getValue()),
  }),
]);

const nicheId = (niche: NicheSummary) => String(niche.id);
const NOUN = ['niche', 'niches'] as const;

/** The organization's niches until the pipeline grid replaces this list. */
export function NichesTable({ niches }: { niches: NicheSummary[] | undefined }) {
  return (
    <DataGrid
      label="Niches"
      columns={columns}
      data={niches}
      getRowId={nicheId}
      loading={!niches}
      preferencesKey="niches"
      selectable={false}
      rowHeight={36}
      rowNoun={NOUN}
    />
  );
}
