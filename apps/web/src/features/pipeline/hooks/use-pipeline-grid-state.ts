import {
  DEFAULT_GRID_STATE,
  NO_GRID_SELECTION,
  type GridSelection,
  type GridState,
  type PipelineTags,
  type PreferenceValue,
} from '@fathom/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readGridPreferences } from '../../../components/DataGrid';
import { DEFAULT_COLUMN_VISIBILITY } from '../components/pipeline-columns';
import { fromPipelineView, NO_TAGS, toPipelineView } from '../lib/pipeline-view';

/** The pipeline grid's preferences: its columns, column filters and sort. */
export type PipelineGridPreference = PreferenceValue<'grid.pipeline'>;

/** Columns chosen before they were kept with the user's preferences stayed in this browser. */
const BROWSER_PREFERENCES = { page: 'pipeline' } as const;
/** A burst of changes (a column dragged wider) is saved once it settles. */
const SAVE_PAUSE_MS = 500;

function initialState(
  heroKeyword: string | undefined,
  saved: PipelineGridPreference | undefined,
): GridState {
  const columns = saved ?? readGridPreferences(BROWSER_PREFERENCES);
  const view = fromPipelineView({ filters: saved?.filters ?? [], sort: saved?.sort ?? [] }).grid;
  const filters = heroKeyword
    ? [
        ...view.filters.filter((filter) => filter.id !== 'heroKeyword'),
        { id: 'heroKeyword', condition: 'contains' as const, value: heroKeyword },
      ]
    : view.filters;
  return {
    ...DEFAULT_GRID_STATE,
    columnPinning: columns.columnPinning ?? { left: ['label'] },
    columnOrder: columns.columnOrder ?? [],
    columnSizing: columns.columnSizing ?? {},
    columnVisibility: { ...DEFAULT_COLUMN_VISIBILITY, ...columns.columnVisibility },
    filters,
    sorting: view.sorting,
  };
}

/** What is kept of the grid: its columns, and its filters and sort as the server takes them. */
function preferenceOf(grid: GridState): PipelineGridPreference {
  // toPipelineView keeps only filters and sort keys on the pipeline's fields.
  const { filters, sort } = toPipelineView(grid) as Required<
    Pick<PipelineGridPreference, 'filters' | 'sort'>
  >;
  const { columnOrder, columnVisibility, columnSizing, columnPinning } = grid;
  return { columnOrder, columnVisibility, columnSizing, columnPinning, filters, sort };
}

/**
 * What the pipeline shows: the grid's state (kept with the user's preferences: columns, filters
 * and sort), the tag tree's scope and the selection, which a new scope or filter clears.
 */
export function usePipelineGridState(
  heroKeyword: string | undefined,
  saved: PipelineGridPreference | undefined,
  save: (value: PipelineGridPreference) => void,
) {
  const [grid, setGrid] = useState(() => initialState(heroKeyword, saved));
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

  // What the user's preference holds: the state the grid started from, then each saved change.
  const kept = useRef<string | null>(null);
  kept.current ??= JSON.stringify(preferenceOf(grid));
  useEffect(() => {
    const value = preferenceOf(grid);
    const text = JSON.stringify(value);
    if (text === kept.current) return;
    const timer = setTimeout(() => {
      kept.current = text;
      save(value);
    }, SAVE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [grid, save]);

  const setTags = useCallback((next: PipelineTags) => {
    setTagsState(next);
    setSelection(NO_GRID_SELECTION);
  }, []);
  const resetFilters = () => {
    setGrid((current) => ({ ...current, filters: [] }));
    setTags(NO_TAGS);
  };

  return { grid, setGrid, tags, setTags, selection, setSelection, view, resetFilters };
}
