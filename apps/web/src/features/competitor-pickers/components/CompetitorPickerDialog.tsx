import { Button, Group, Modal, ScrollArea, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { IconSearch } from '../../../components/icons';
import type { PickerRow } from '../hooks/use-picker-rows';
import { PickerRowItem } from './PickerRowItem';

export type PickerKind = 'lock' | 'exclude';

const TEXT: Record<PickerKind, { title: string; help: string; mark: string; width: number }> = {
  lock: {
    title: 'Lock competitors',
    help: 'Locked competitors stay in the niche when it is dived again.',
    mark: 'Locked',
    width: 640,
  },
  exclude: {
    title: 'Exclude competitors',
    help: 'Excluded competitors are never taken into this niche again.',
    mark: 'Excluded',
    width: 460,
  },
};

export interface CompetitorPickerDialogProps {
  kind: PickerKind;
  opened: boolean;
  stackId?: string;
  rows: PickerRow[] | undefined;
  /** The confirmed selection; the dialog edits a copy until Confirm. */
  committed: string[];
  /** Rows that cannot be chosen here, with the badge that says why (Hero, Locked, Excluded). */
  blocked: ReadonlyMap<string, string>;
  /** Most rows that may be chosen. */
  max?: number;
  onConfirm: (asins: string[]) => void;
  onClose: () => void;
}

/** The lock or exclude sub-dialog: rows toggle; nothing changes until Confirm. */
export function CompetitorPickerDialog(props: CompetitorPickerDialogProps) {
  const text = TEXT[props.kind];
  // Each opening edits a fresh copy, even when it reopens during the closing transition.
  const [openings, setOpenings] = useState(0);
  const [wasOpened, setWasOpened] = useState(props.opened);
  if (props.opened !== wasOpened) {
    setWasOpened(props.opened);
    if (props.opened) setOpenings((count) => count + 1);
  }
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      stackId={props.stackId}
      title={text.title}
      size={text.width}
      centered
      radius="md"
    >
      <PickerBody key={openings} {...props} />
    </Modal>
  );
}

function PickerBody({
  kind,
  rows,
  committed,
  blocked,
  max,
  onConfirm,
  onClose,
}: CompetitorPickerDialogProps) {
  const text = TEXT[kind];
  const [draft, setDraft] = useState<string[]>(committed);
  const [search, setSearch] = useState('');
  const full = max !== undefined && draft.length >= max;
  const needle = search.trim().toLowerCase();
  const visible = rows?.filter(
    (row) =>
      !needle || `${row.asin} ${row.title} ${row.brand ?? ''}`.toLowerCase().includes(needle),
  );
  const toggle = (asin: string) =>
    setDraft((current) =>
      current.includes(asin) ? current.filter((a) => a !== asin) : [...current, asin],
    );

  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {text.help}
        {max !== undefined ? ` You can lock up to ${max}.` : ''}
      </Text>
      <TextInput
        placeholder="Search by ASIN, title or brand"
        aria-label="Search competitors"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        size="sm"
      />
      <ScrollArea.Autosize mah={400} type="auto" offsetScrollbars>
        <Stack gap={0} role="group" aria-label={text.title}>
          {visible
            ? visible.map((row) => {
                const reason = blocked.get(row.asin);
                const checked = draft.includes(row.asin);
                return (
                  <PickerRowItem
                    key={row.asin}
                    row={row}
                    checked={checked}
                    disabled={reason !== undefined || (full && !checked)}
                    badge={reason ?? (checked ? text.mark : null)}
                    badgeColor={reason ? 'gray' : kind === 'lock' ? 'blue' : 'red'}
                    onToggle={() => toggle(row.asin)}
                  />
                );
              })
            : Array.from({ length: 5 }, (_, index) => <Skeleton key={index} h={48} my={4} />)}
          {visible?.length === 0 ? (
            <Text fz="sm" c="dimmed" ta="center" py="md">
              No competitor matches
            </Text>
          ) : null}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed" data-testid="picker-count">
          {draft.length} {text.mark.toLowerCase()}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onConfirm(draft)}>Confirm</Button>
        </Group>
      </Group>
    </Stack>
  );
}
