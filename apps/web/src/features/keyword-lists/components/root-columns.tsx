import type { KeywordRootItem } from '@fathom/contract';
import { Checkbox, UnstyledButton } from '@mantine/core';
import { createGridColumnHelper, type GridColumnDef } from '../../../components/DataGrid';
import { formatNumber } from '../../../lib/format';
import { formatRatio } from '../../../lib/format';

const helper = createGridColumnHelper<KeywordRootItem>();

export type RootCheck = 'all' | 'some' | 'none';

interface RootColumnsOptions {
  /** The root whose keywords are shown, by key. */
  expanded: string | null;
  onToggleExpanded: (root: KeywordRootItem) => void;
  /** Root mode of a keyword grid: a checkbox over each root's keywords. */
  checks?: {
    stateOf: (root: KeywordRootItem) => RootCheck;
    onToggle: (root: KeywordRootItem) => void;
  };
}

/** Root, words, broad search volume, its ratio and the keyword count; the root expands on click. */
export function rootColumns({
  expanded,
  onToggleExpanded,
  checks,
}: RootColumnsOptions): GridColumnDef<KeywordRootItem>[] {
  const check: GridColumnDef<KeywordRootItem>[] = checks
    ? [
        helper.display({
          id: 'rootCheck',
          header: '',
          size: 36,
          enableSorting: false,
          enableHiding: false,
          meta: { pinned: true, align: 'center', label: 'Selected' },
          cell: (context) => {
            const root = context.row.original;
            const state = checks.stateOf(root);
            return (
              <Checkbox
                size="xs"
                aria-label={`Select the keywords of ${root.root}`}
                checked={state === 'all'}
                indeterminate={state === 'some'}
                onChange={() => checks.onToggle(root)}
              />
            );
          },
        }),
      ]
    : [];
  return [
    ...check,
    helper.accessor('root', {
      header: 'Root',
      size: 240,
      sortFn: 'text',
      enableHiding: false,
      meta: { pinned: true, label: 'Root' },
      cell: (context) => {
        const root = context.row.original;
        const open = expanded === root.key;
        return (
          <UnstyledButton
            fz="sm"
            aria-expanded={open}
            onClick={() => onToggleExpanded(root)}
            title={open ? 'Hide its keywords' : 'Show its keywords'}
            style={{ display: 'flex', gap: 6, width: '100%', overflow: 'hidden' }}
          >
            <span aria-hidden>{open ? '▾' : '▸'}</span>
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{root.root}</span>
          </UnstyledButton>
        );
      },
    }),
    helper.accessor('wordCount', {
      header: 'Words',
      size: 96,
      meta: { align: 'end', label: 'Words', filter: 'number' },
    }),
    helper.accessor('broadSearchVolume', {
      header: 'Broad search volume',
      size: 130,
      meta: { align: 'end', label: 'Broad search volume', filter: 'number' },
      cell: (context) => formatNumber(context.row.original.broadSearchVolume),
    }),
    helper.accessor('broadSearchVolumeRatio', {
      header: 'Broad SV ratio',
      size: 104,
      meta: {
        align: 'end',
        label: 'Broad search volume ratio',
        exportValue: (value) => (typeof value === 'number' ? formatRatio(value) : ''),
      },
      cell: (context) => formatRatio(context.row.original.broadSearchVolumeRatio),
    }),
    helper.accessor('keywordCount', {
      header: 'Keywords',
      size: 112,
      meta: { align: 'end', label: 'Keywords', filter: 'number' },
    }),
  ];
}
