import type { Heatmap } from '@fathom/contract';
import { Group, Paper } from '@mantine/core';
import { needsAdData, type HeatmapColumnDef } from '../lib/heatmap-columns';
import { TrackerDataEmptyState } from './TrackerDataEmptyState';

/**
 * Above the heatmap, why the PPC or SQP columns the user turned on are empty: shown when no term
 * of the window has that data. PPC spend, shown by default, leaves this to the 'connect PPC'
 * prompt.
 */
export function HeatmapDataNotices({
  orgId,
  krtId,
  columns,
  coverage,
}: {
  orgId: number;
  krtId: number;
  columns: readonly HeatmapColumnDef[];
  coverage: Heatmap['coverage'];
}) {
  const ppc = coverage.hasNoPpcDataForAllKeywords && needsAdData(columns);
  const sqp = coverage.hasNoSqpDataForAllKeywords && columns.some((c) => c.group === 'SQP');
  if (!ppc && !sqp) return null;
  return (
    <Paper withBorder p="sm">
      <Group gap="xl" align="flex-start">
        {ppc && <TrackerDataEmptyState orgId={orgId} krtId={krtId} kind="ppc" compact />}
        {sqp && <TrackerDataEmptyState orgId={orgId} krtId={krtId} kind="sqp" compact />}
      </Group>
    </Paper>
  );
}
