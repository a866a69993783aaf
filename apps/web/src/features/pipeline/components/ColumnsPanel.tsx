import type { GridState, PipelineRow } from '@fathom/contract';
import { ActionIcon, Checkbox, Group, ScrollArea, Stack } from '@mantine/core';
import { memo } from 'react';
import type { GridColumnDef } from '../../../components/DataGrid';
import { IconArrowDown, IconArrowUp, IconLock } from '../../../components/icons';
import { orderedColumnIds } from '../lib/pipeline-actions';
import { ColumnLayouts } from './ColumnLayouts';

interface ColumnsPanelProps {
  columns: GridColumnDef<PipelineRow>[];
  grid: GridState;
  onChange: (grid: GridState) => void;
}

/**
 * Show, hide, reorder and pin the grid's columns, and keep them as named layouts. Four controls a column: rendered again only when
 * the grid's state changes, not on every selection or page the pipeline loads.
 */
export const ColumnsPanel = memo(function ColumnsPanel({
  columns,
  grid,
  onChange,
}: ColumnsPanelProps) {
  const ids = orderedColumnIds(columns, grid);
  const byId = new Map(columns.map((def) => [def.id, def]));
  const pinned = grid.columnPinning.left;

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const id = ids[index]!;
    const other = ids[target];
    if (other === undefined || pinned.includes(id) !== pinned.includes(other)) return;
    const next = [...ids];
    next[index] = other;
    next[target] = id;
    const left = pinned.includes(id) ? next.filter((c) => pinned.includes(c)) : pinned;
    onChange({ ...grid, columnOrder: next, columnPinning: { left } });
  };
  const togglePin = (id: string) =>
    onChange({
      ...grid,
      columnPinning: {
        left: pinned.includes(id) ? pinned.filter((c) => c !== id) : [...pinned, id],
      },
    });

  return (
    <Stack gap="sm">
      <ColumnLayouts grid={grid} onChange={onChange} />
      <ScrollArea.Autosize mah={480} type="auto">
        <Stack gap={4} pr="xs">
          {ids.map((id, index) => {
            const def = byId.get(id);
            const label = def?.meta?.label ?? id;
            const isPinned = pinned.includes(id);
            return (
              <Group key={id} gap={4} wrap="nowrap" justify="space-between">
                <Checkbox
                  size="xs"
                  label={label}
                  checked={grid.columnVisibility[id] !== false}
                  disabled={def?.enableHiding === false}
                  onChange={(event) =>
                    onChange({
                      ...grid,
                      columnVisibility: {
                        ...grid.columnVisibility,
                        [id]: event.currentTarget.checked,
                      },
                    })
                  }
                />
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    size="sm"
                    variant={isPinned ? 'light' : 'subtle'}
                    color="gray"
                    aria-label={isPinned ? `Unpin ${label}` : `Pin ${label}`}
                    aria-pressed={isPinned}
                    onClick={() => togglePin(id)}
                  >
                    <IconLock size={12} />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="gray"
                    aria-label={`Move ${label} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={12} />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="gray"
                    aria-label={`Move ${label} down`}
                    disabled={index === ids.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={12} />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
});
