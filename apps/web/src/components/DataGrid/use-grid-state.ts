import type { GridState } from '@fathom/contract';
import { useEffect, useRef, useState } from 'react';
import {
  readGridPreferences,
  writeGridPreferences,
  type GridPreferencesScope,
} from './grid-preferences';

export type GridStateUpdate = Partial<GridState> | ((state: GridState) => Partial<GridState>);

interface GridStateOptions {
  /** Controlled state; without it the grid keeps its own, starting from `defaultState`. */
  state: GridState | undefined;
  onStateChange: ((state: GridState) => void) | undefined;
  defaultState: GridState;
  preferences: GridPreferencesScope | undefined;
  /** Whether a column's order, visibility and width are saved; all are by default. */
  savedColumn?: ((id: string) => boolean) | undefined;
}

const samePreferences = (a: GridState, b: GridState) =>
  a.columnOrder === b.columnOrder &&
  a.columnVisibility === b.columnVisibility &&
  a.columnSizing === b.columnSizing;

function withPreferences(state: GridState, scope: GridPreferencesScope | undefined): GridState {
  return scope ? { ...state, ...readGridPreferences(scope) } : state;
}

/**
 * A grid's state, controlled by the page or kept by the grid. Column order, visibility and widths
 * are saved for the page (and niche) on every change; an uncontrolled grid starts from them.
 */
export function useGridState({
  state,
  onStateChange,
  defaultState,
  preferences,
  savedColumn,
}: GridStateOptions) {
  const [own, setOwn] = useState<GridState>(() => withPreferences(defaultState, preferences));
  const current = state ?? own;
  const latest = useRef(current);
  latest.current = current;

  const scopeKey = preferences ? `${preferences.page}:${preferences.nicheId ?? ''}` : '';
  const loadedKey = useRef(scopeKey);
  useEffect(() => {
    if (loadedKey.current === scopeKey) return;
    loadedKey.current = scopeKey;
    // Another page or niche: its saved columns replace the ones shown.
    setOwn((previous) =>
      withPreferences({ ...previous, ...pickColumns(defaultState) }, preferences),
    );
  }, [scopeKey, preferences, defaultState]);

  const update = (change: GridStateUpdate) => {
    const previous = latest.current;
    const next = { ...previous, ...(typeof change === 'function' ? change(previous) : change) };
    latest.current = next;
    if (!state) setOwn(next);
    onStateChange?.(next);
    if (preferences && !samePreferences(previous, next)) {
      writeGridPreferences(preferences, savedColumns(pickColumns(next), savedColumn));
    }
  };

  return [current, update] as const;
}

function pickColumns({ columnOrder, columnVisibility, columnSizing }: GridState) {
  return { columnOrder, columnVisibility, columnSizing };
}

type ColumnChoices = ReturnType<typeof pickColumns>;

/** The choices of the columns that are saved: generated columns (a window's days) are not. */
export function savedColumns(
  choices: ColumnChoices,
  saved: ((id: string) => boolean) | undefined,
): ColumnChoices {
  if (!saved) return choices;
  const keep = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([id]) => saved(id)));
  return {
    columnOrder: choices.columnOrder.filter(saved),
    columnVisibility: keep(choices.columnVisibility),
    columnSizing: keep(choices.columnSizing),
  };
}
