import {
  DEFAULT_GRID_STATE,
  NO_GRID_SELECTION,
  type GridSelection,
  type GridState,
  type PipelineTags,
} from '@fathom/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { readGridPreferences, writeGridPreferences } from '../../../components/DataGrid';
import { DEFAULT_COLUMN_VISIBILITY } from '../components/pipeline-columns';
import { NO_TAGS, toPipelineView } from '../lib/pipeline-view';

/** The pipeline grid's columns are remembered in this browser under this page name. */
export const PIPELINE_PREFERENCES = { page: 'pipeline' } as const;

function initialState(heroKeyword: string | undefined): GridState {
  const saved = readGridPreferences(PIPELINE_PREFERENCES);
  return {
    ...DEFAULT_GRID_STATE,
    columnPinning: saved.columnPinning ?? { left: ['label'] },
    columnOrder: saved.columnOrder ?? [],
    columnSizing: saved.columnSizing ?? {},
    columnVisibility: { ...DEFAULT_COLUMN_VISIBILITY, ...saved.columnVisibility },
    filters: heroKeyword ? [{ id: 'heroKeyword', condition: 'contains', value: heroKeyword }] : [],
  };
}

const columnsOf = ({ columnOrder, columnVisibility, columnSizing, columnPinning }: GridState) => ({
  columnOrder,
  columnVisibility,
  columnSizing,
  columnPinning,
});

/**
 * What the pipeline shows: the grid's state (its columns saved per page), the tag tree's scope
 * and the selection, which a new scope or filter clears.
 */
export function usePipelineGridState(heroKeyword: string | undefined) {
  const [grid, setGrid] = useState(() => initialState(heroKeyword));
  const [tags, setTagsState] = useState<PipelineTags>(NO_TAGS);
  const [selection, setSelection] = useState<GridSelection>(NO_GRID_SELECTION);
  const { filters, sorting } = grid;
  // A later /?niche= (a link followed while here) replaces the hero keyword filter.
  useEffect(() => {
    if (!heroKeyword) return;
    setGrid((current) => ({
      ...current,
      filters: [
        ...current.filters.filter((filter) => filter.id !== 'heroKeyword'),
        { id: 'heroKeyword', condition: 'contains', value: heroKeyword },
      ],
    }));
  }, [heroKeyword]);
  const view = useMemo(() => toPipelineView({ filters, sorting }, tags), [filters, sorting, tags]);

  // Stable while the grid's state is the same, so panels showing it skip a selection's renders.
  const changeGrid = useCallback(
    (next: GridState) => {
      const columns = columnsOf(next);
      const previous = columnsOf(grid);
      if (JSON.stringify(columns) !== JSON.stringify(previous))
        writeGridPreferences(PIPELINE_PREFERENCES, columns);
      setGrid(next);
    },
    [grid],
  );
  const setTags = useCallback((next: PipelineTags) => {
    setTagsState(next);
    setSelection(NO_GRID_SELECTION);
  }, []);
  const resetFilters = () => {
    setGrid((current) => ({ ...current, filters: [] }));
    setTags(NO_TAGS);
  };

  return { grid, setGrid: changeGrid, tags, setTags, selection, setSelection, view, resetFilters };
}
