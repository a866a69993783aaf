import { HEATMAP_COLUMNS, type HeatmapColumn } from '@fathom/contract';
import { Button, Checkbox, Popover, SimpleGrid, Stack, Text } from '@mantine/core';
import { HEATMAP_COLUMN_DEFS, type HeatmapColumnGroup } from '../lib/heatmap-columns';

const GROUPS: HeatmapColumnGroup[] = ['Search term', 'PPC', 'SQP'];

/**
 * The heatmap toolbar's column chooser: a checkbox per optional column, grouped by what it reads.
 * The search term itself always shows.
 */
export function HeatmapColumnChooser({
  shown,
  onChange,
}: {
  shown: readonly HeatmapColumn[];
  onChange: (shown: HeatmapColumn[]) => void;
}) {
  const visible = new Set(shown);
  const toggle = (id: HeatmapColumn) => {
    if (visible.has(id)) visible.delete(id);
    else visible.add(id);
    onChange(HEATMAP_COLUMNS.filter((c) => visible.has(c)));
  };
  return (
    <Popover position="bottom-start" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button size="xs" variant="default">
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <SimpleGrid cols={3} spacing="lg">
          {GROUPS.map((group) => (
            <Stack key={group} gap={6} role="group" aria-label={`${group} columns`}>
              <Text size="sm" fw={600}>
                {group}
              </Text>
              {HEATMAP_COLUMN_DEFS.filter((c) => c.group === group).map((c) => (
                <Checkbox
                  key={c.id}
                  size="xs"
                  label={c.label}
                  checked={visible.has(c.id)}
                  onChange={() => toggle(c.id)}
                />
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
