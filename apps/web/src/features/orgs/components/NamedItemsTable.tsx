import { Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { createGridColumnHelper, DataGrid, type GridColumnDef } from '../../../components/DataGrid';
import { formatDate } from '../../../lib/format';
import { RowActions } from './RowActions';

interface NamedItem {
  id: number;
  name: string;
  createdAt: string;
}

interface NamedItemsTableProps<T extends NamedItem> {
  /** The grid's accessible name, e.g. "Labels". */
  label: string;
  /** The name column's header and width. */
  nameHeader: string;
  nameSize: number;
  rowNoun: readonly [string, string];
  rowHeight: number;
  items: T[] | undefined;
  /** Columns between the name and the creation date (a memoized list). */
  middle?: GridColumnDef<T>[];
  onRename: (item: T) => void;
  onDelete: (item: T) => void;
}

const itemId = (item: NamedItem) => String(item.id);
const NO_COLUMNS: never[] = [];

/** A grid of an organization's named items (labels, spaces): name, created, rename and delete. */
export function NamedItemsTable<T extends NamedItem>({
  label,
  nameHeader,
  nameSize,
  rowNoun,
  rowHeight,
  items,
  middle = NO_COLUMNS,
  onRename,
  onDelete,
}: NamedItemsTableProps<T>) {
  const columns = useMemo(() => {
    const helper = createGridColumnHelper<T>();
    return helper.columns([
      helper.accessor((item) => item.name, {
        id: 'name',
        header: nameHeader,
        size: nameSize,
        enableHiding: false,
        cell: ({ getValue }) => (
          <Text span fz="sm" fw={500} truncate>
            {getValue()}
          </Text>
        ),
      }),
      ...middle,
      helper.accessor((item) => item.createdAt, {
        id: 'createdAt',
        header: 'Created',
        size: 120,
        enableHiding: false,
        cell: ({ getValue }) => formatDate(getValue()),
      }),
      helper.display({
        id: 'actions',
        header: () => <VisuallyHidden>Actions</VisuallyHidden>,
        size: 200,
        enableHiding: false,
        meta: { label: 'Actions', align: 'end' },
        cell: ({ row }) => (
          <RowActions
            name={row.original.name}
            onRename={() => onRename(row.original)}
            onDelete={() => onDelete(row.original)}
          />
        ),
      }),
    ]);
  }, [nameHeader, nameSize, middle, onRename, onDelete]);
  return (
    <DataGrid
      label={label}
      columns={columns}
      data={items}
      getRowId={itemId}
      loading={!items}
      selectable={false}
      rowHeight={rowHeight}
      rowNoun={rowNoun}
    />
  );
}
