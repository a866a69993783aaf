import {
  HEATMAP_COLUMN_CHOICES_MAX,
  HEATMAP_DEFAULT_COLUMNS,
  type HeatmapColumn,
} from '@fathom/contract';
import { useCallback } from 'react';
import { usePreference } from '../../../entities/preferences/use-preference';

/**
 * The heatmap columns the user shows for a tracker (the defaults until chosen) and a save of a new
 * choice. Choices are kept per tracker in one preference; past its cap the oldest trackers' choices go.
 */
export function useHeatmapColumns(
  krtId: number,
): [readonly HeatmapColumn[], (shown: HeatmapColumn[]) => void] {
  const [choices, save] = usePreference('rankRadar.heatmapColumns');
  const shown = choices?.[krtId] ?? HEATMAP_DEFAULT_COLUMNS;
  const choose = useCallback(
    (next: HeatmapColumn[]) => {
      const kept = Object.entries(choices ?? {}).filter(([id]) => id !== String(krtId));
      save(
        Object.fromEntries([
          ...kept.slice(-(HEATMAP_COLUMN_CHOICES_MAX - 1)),
          [String(krtId), next],
        ]),
      );
    },
    [choices, krtId, save],
  );
  return [shown, choose];
}
