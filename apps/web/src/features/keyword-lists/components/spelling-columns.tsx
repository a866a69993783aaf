import type { SpellingGroupItem } from '@fathom/contract';
import { Badge, UnstyledButton } from '@mantine/core';
import { createGridColumnHelper, type GridColumnDef } from '../../../components/DataGrid';
import { formatNumber } from '../../../lib/format';

const helper = createGridColumnHelper<SpellingGroupItem>();

const others = (group: SpellingGroupItem) =>
  group.keywords
    .slice(1)
    .map((k) => k.keyword)
    .join(', ');

/** Canonical form (opens the group), spellings, summed search volume, other spellings. */
export function spellingColumns(
  opened: string | null,
  onOpen: (group: SpellingGroupItem) => void,
): GridColumnDef<SpellingGroupItem>[] {
  return [
    helper.accessor('canonical', {
      header: 'Canonical form',
      size: 260,
      sortFn: 'text',
      enableHiding: false,
      meta: { pinned: true, label: 'Canonical form' },
      cell: (context) => {
        const group = context.row.original;
        const open = opened === group.canonical;
        return (
          <UnstyledButton
            fz="sm"
            aria-expanded={open}
            onClick={() => onOpen(group)}
            title={open ? 'Hide its spellings' : 'Show its spellings'}
            style={{ display: 'flex', gap: 6, width: '100%', overflow: 'hidden' }}
          >
            <span aria-hidden>{open ? '▾' : '▸'}</span>
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{group.canonical}</span>
          </UnstyledButton>
        );
      },
    }),
    helper.accessor((group) => group.keywords.length, {
      id: 'spellings',
      header: 'Spellings',
      size: 84,
      meta: { align: 'end', label: 'Spellings', filter: 'number' },
    }),
    helper.accessor('searchVolume', {
      header: 'Search volume',
      size: 112,
      meta: { align: 'end', label: 'Search volume', filter: 'number' },
      cell: (context) => formatNumber(context.row.original.searchVolume),
    }),
    helper.accessor(others, {
      id: 'others',
      header: 'Other spellings',
      size: 360,
      enableSorting: false,
      meta: { label: 'Other spellings', filter: 'text' },
      cell: (context) => {
        const text = others(context.row.original);
        return (
          <span title={text} style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {text}
          </span>
        );
      },
    }),
    helper.accessor((group) => (group.edited ? 'Edited' : ''), {
      id: 'edited',
      header: 'Edited',
      size: 76,
      meta: { align: 'center', label: 'Edited' },
      cell: (context) =>
        context.row.original.edited ? (
          <Badge size="xs" variant="light" title="Shaped by a split or a merge">
            Edited
          </Badge>
        ) : null,
    }),
  ];
}
