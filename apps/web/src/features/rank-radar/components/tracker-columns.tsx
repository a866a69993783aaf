import { webRoutes, type Label, type Member, type Tracker } from '@fathom/contract';
import { Badge, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { createGridColumnHelper, type GridColumnDef } from '../../../components/DataGrid';
import { formatMarketplace } from '../../../lib/format';
import { TrackerActions } from './TrackerActions';

const LINK = { color: 'var(--mantine-color-anchor)' };
const helper = createGridColumnHelper<Tracker>();

const STATUS_COLOUR = { Archived: 'gray.7', Paused: 'yellow', Tracking: 'teal.9' } as const;
const statusOf = (tracker: Tracker): keyof typeof STATUS_COLOUR =>
  tracker.archived ? 'Archived' : tracker.status === 'paused' ? 'Paused' : 'Tracking';

/**
 * The trackers list's columns (spec §2 "Trackers list"); product, search terms and marketplace
 * sort on the server, by the sort ids of the list endpoint.
 */
export function trackerColumns({
  orgId,
  labels,
  members,
}: {
  orgId: number;
  labels: Label[];
  members: Member[];
}): GridColumnDef<Tracker>[] {
  const labelName = new Map(labels.map((l) => [l.id, l.name]));
  const memberName = new Map(members.map((m) => [m.userId, m.name]));
  const names = <K,>(ids: readonly K[], of: Map<K, string>) =>
    ids
      .map((id) => of.get(id))
      .filter(Boolean)
      .join(', ') || '—';
  return helper.columns([
    helper.accessor('title', {
      header: 'Product',
      size: 230,
      meta: { label: 'Product', pinned: true },
      cell: ({ row }) => (
        <Link
          to={webRoutes.rankRadarHeatmap}
          search={{ krtId: row.original.id, view: 'overview' }}
          style={LINK}
        >
          {row.original.title}
        </Link>
      ),
    }),
    helper.accessor('asin', { header: 'ASIN', size: 110, enableSorting: false }),
    helper.accessor((t) => formatMarketplace(t.marketplace), {
      id: 'marketplace',
      header: 'Marketplace',
      size: 110,
      meta: { label: 'Marketplace' },
    }),
    helper.accessor((t) => t.nicheLabel ?? '—', {
      id: 'niche',
      header: 'Niche',
      size: 150,
      enableSorting: false,
      meta: { label: 'Niche' },
      cell: ({ row }) =>
        row.original.nicheId !== null && row.original.nicheLabel ? (
          <Link
            to={webRoutes.niche}
            params={{ nicheId: String(row.original.nicheId) }}
            style={LINK}
          >
            {row.original.nicheLabel}
          </Link>
        ) : (
          '—'
        ),
    }),
    helper.accessor('keywordCount', {
      header: 'Search terms',
      size: 100,
      meta: { label: 'Search terms', align: 'end' },
    }),
    helper.accessor((t) => names(t.tags, labelName), {
      id: 'tags',
      header: 'Tags',
      size: 120,
      enableSorting: false,
      meta: { label: 'Tags' },
    }),
    helper.accessor((t) => names(t.assignees, memberName), {
      id: 'assignees',
      header: 'Assignees',
      size: 120,
      enableSorting: false,
      meta: { label: 'Assignees' },
    }),
    helper.accessor((t) => t.lastCollectedDate ?? 'Collecting…', {
      id: 'lastCollectedDate',
      header: 'Last collected',
      size: 110,
      enableSorting: false,
      meta: { label: 'Last collected' },
    }),
    helper.accessor(statusOf, {
      id: 'status',
      header: 'Status',
      size: 90,
      enableSorting: false,
      meta: { label: 'Status' },
      cell: ({ row }) => {
        const status = statusOf(row.original);
        return (
          <Badge
            autoContrast
            styles={{ root: { minWidth: 'max-content' }, label: { overflow: 'visible' } }}
            color={STATUS_COLOUR[status]}
          >
            {status}
          </Badge>
        );
      },
    }),
    helper.display({
      id: 'actions',
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      size: 50,
      enableHiding: false,
      meta: { label: 'Actions' },
      cell: ({ row }) =>
        row.original.canManage && (
          <TrackerActions orgId={orgId} tracker={row.original} labels={labels} members={members} />
        ),
    }),
  ]);
}
