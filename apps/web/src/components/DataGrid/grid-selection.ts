import { NO_GRID_SELECTION, type GridSelection } from '@fathom/contract';

export type HeaderCheckboxState = 'none' | 'partial' | 'full';

export function isRowSelected(selection: GridSelection, id: string): boolean {
  return selection.mode === 'ids' ? selection.ids.includes(id) : !selection.except.includes(id);
}

/** How many of the `total` matching rows are selected. */
export function selectedCount(selection: GridSelection, total: number): number {
  return selection.mode === 'ids'
    ? selection.ids.length
    : Math.max(0, total - selection.except.length);
}

/** Selects or clears these rows, keeping the selection's mode. */
export function setRowsSelected(
  selection: GridSelection,
  ids: readonly string[],
  selected: boolean,
): GridSelection {
  const adding = selection.mode === 'ids' ? selected : !selected;
  const current = selection.mode === 'ids' ? selection.ids : selection.except;
  const next = adding
    ? [...current, ...ids.filter((id) => !current.includes(id))]
    : current.filter((id) => !ids.includes(id));
  return selection.mode === 'ids' ? { mode: 'ids', ids: next } : { ...selection, except: next };
}

/** The header checkbox over every matching row: none, some or all of them selected. */
export function headerCheckboxState(selection: GridSelection, total: number): HeaderCheckboxState {
  const count = selectedCount(selection, total);
  if (count === 0 || total === 0) return 'none';
  return count >= total ? 'full' : 'partial';
}

/** Clicking the header checkbox: a full selection clears, anything else selects every match. */
export function toggleAllSelection(selection: GridSelection, total: number): GridSelection {
  return headerCheckboxState(selection, total) === 'full'
    ? NO_GRID_SELECTION
    : { mode: 'allExcept', except: [], total };
}
