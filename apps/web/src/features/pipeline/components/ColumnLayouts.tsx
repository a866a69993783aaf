import type { ColumnLayout, GridState } from '@fathom/contract';
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { NameModal } from '../../../components/NameModal';
import { IconPencil, IconTrash } from '../../../components/icons';
import { usePreference } from '../../../entities/preferences/use-preference';
import {
  addLayout,
  deleteLayout,
  layoutNameProblem,
  renameLayout,
  withLayout,
} from '../lib/column-layouts';

type Dialog = 'save' | 'rename' | 'delete' | null;

/**
 * Named column layouts of the pipeline grid, kept with the user's preferences: pick one to show
 * its columns, save the grid's columns under a new name, rename or delete the chosen one.
 */
export function ColumnLayouts({
  grid,
  onChange,
}: {
  grid: GridState;
  onChange: (grid: GridState) => void;
}) {
  const [stored, save] = usePreference('grid.pipeline.layouts');
  const layouts: ColumnLayout[] = stored ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const current = layouts.find((layout) => layout.name === chosen) ?? null;
  const close = () => setDialog(null);

  return (
    <Stack gap={6}>
      <Group gap={4} wrap="nowrap" align="flex-end">
        <Select
          size="xs"
          label="Column layout"
          placeholder={layouts.length ? 'Choose a layout' : 'No saved layouts'}
          data={layouts.map((layout) => layout.name)}
          value={current?.name ?? null}
          disabled={layouts.length === 0}
          allowDeselect={false}
          onChange={(name) => {
            const layout = layouts.find((l) => l.name === name);
            if (!layout) return;
            setChosen(layout.name);
            onChange(withLayout(grid, layout));
          }}
          style={{ flex: 1 }}
        />
        <ActionIcon
          size="md"
          variant="subtle"
          color="gray"
          aria-label={current ? `Rename layout ${current.name}` : 'Rename layout'}
          disabled={!current}
          onClick={() => setDialog('rename')}
        >
          <IconPencil size={14} />
        </ActionIcon>
        <ActionIcon
          size="md"
          variant="subtle"
          color="gray"
          aria-label={current ? `Delete layout ${current.name}` : 'Delete layout'}
          disabled={!current}
          onClick={() => setDialog('delete')}
        >
          <IconTrash size={14} />
        </ActionIcon>
      </Group>
      <Button size="xs" variant="default" onClick={() => setDialog('save')}>
        Save columns as a layout
      </Button>
      <NameModal
        opened={dialog === 'save'}
        title="Save column layout"
        label="Layout name"
        submitLabel="Save layout"
        validate={(name) => layoutNameProblem(layouts, name)}
        onSubmit={(name) => {
          save(addLayout(layouts, name, grid));
          setChosen(name);
          close();
        }}
        onClose={close}
      />
      <NameModal
        opened={dialog === 'rename' && current !== null}
        title="Rename column layout"
        label="Layout name"
        submitLabel="Save"
        initialValue={current?.name ?? ''}
        requireChange
        validate={(name) => layoutNameProblem(layouts, name, current?.name)}
        onSubmit={(name) => {
          if (current) save(renameLayout(layouts, current.name, name));
          setChosen(name);
          close();
        }}
        onClose={close}
      />
      <ConfirmModal
        opened={dialog === 'delete' && current !== null}
        title="Delete column layout"
        confirmLabel="Delete layout"
        onConfirm={() => {
          if (current) save(deleteLayout(layouts, current.name));
          setChosen(null);
          close();
        }}
        onClose={close}
      >
        <Text fz="sm">
          Delete the layout “{current?.name}”? The grid keeps the columns it shows.
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
