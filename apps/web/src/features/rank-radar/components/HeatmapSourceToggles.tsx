import { Chip, Group } from '@mantine/core';
import type { HeatmapView } from '../lib/heatmap-columns';
import { sourcesOf, viewOf } from '../lib/sources';

/** The heatmap's rank sources, organic and impression, each on or off (spec §4). */
export function HeatmapSourceToggles({
  view,
  onChange,
}: {
  view: HeatmapView;
  onChange: (view: HeatmapView) => void;
}) {
  return (
    <Chip.Group multiple value={sourcesOf(view)} onChange={(next) => onChange(viewOf(next))}>
      <Group gap={4} role="group" aria-label="Rank sources">
        <Chip size="xs" value="organic">
          Organic
        </Chip>
        <Chip size="xs" value="impression">
          Impression
        </Chip>
      </Group>
    </Chip.Group>
  );
}
