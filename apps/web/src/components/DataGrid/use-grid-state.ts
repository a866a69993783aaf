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
      writeGridPreferences(preferences, pickColumns(next));
    }
  };

  return [current, update] as const;
}

function pickColumns({ columnOrder, columnVisibility, columnSizing }: GridState) {
  return { columnOrder, columnVisibility, columnSizing };
}
