import type { Label } from '@fathom/contract';
import { NamedItemsTable } from './NamedItemsTable';

interface LabelsTableProps {
  labels: Label[] | undefined;
  onRename: (label: Label) => void;
  onDelete: (label: Label) => void;
}

const NOUN = ['label', 'labels'] as const;

export function LabelsTable({ labels, onRename, onDelete }: LabelsTableProps) {
  return (
    <NamedItemsTable
      label="Labels"
      nameHeader="Label"
      nameSize={320}
      rowNoun={NOUN}
      rowHeight={44}
      items={labels}
      onRename={onRename}
      onDelete={onDelete}
    />
  );
}
