import type { Label } from '@fathom/contract';
import { Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { createGridColumnHelper, DataGrid } from '../../../components/DataGrid';
import { formatDate } from '../../../lib/format';
import { RowActions } from './RowActions';

interface LabelsTableProps {
  labels: Label[] | undefined;
  onRename: (label: Label) => void;
  onDelete: (label: Label) => void;
}

const helper = createGridColumnHelper<Label>();
const labelId = (label: Label) => String(label.id);
const NOUN = ['label', 'labels'] as const;

export function LabelsTable({ labels, onRename, onDelete }: LabelsTableProps) {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('name', {
          header: 'Label',
          size: 320,
          enableHiding: false,
          cell: ({ getValue }) => (
            <Text span fz="sm" fw={500} truncate>
              {getValue()}
            </Text>
          ),
        }),
        helper.accessor('createdAt', {
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
      ]),
    [onRename, onDelete],
  );
  return (
    <DataGrid
      label="Labels"
      columns={columns}
      data={labels}
      getRowId={labelId}
      loading={!labels}
      selectable={false}
      rowHeight={44}
      rowNoun={NOUN}
    />
  );
}
