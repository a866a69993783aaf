import type { GridState } from '@fathom/contract';
import type { RowData } from '@tanstack/react-table';
import { exportValue, type GridColumn, type GridRow } from './grid-export';
import { SELECT_COLUMN_ID, type GridColumnDef } from './grid-features';
import { isActiveFilter, matchesFilter } from './grid-filter';

/** A column definition's id: its own, else its accessor key. */
export function columnDefId<TData extends RowData>(def: GridColumnDef<TData>): string | undefined {
  return def.id ?? (def as { accessorKey?: string }).accessorKey;
}

/** The columns a definition list pins by default (`meta.pinned`). */
export function defaultPinned<TData extends RowData>(defs: GridColumnDef<TData>[]): string[] {
  return defs
    .filter((def) => def.meta?.pinned === true)
    .map((def) => columnDefId(def))
    .filter((id): id is string => id !== undefined);
}

/**
 * The visible columns in display order: the checkbox column, the pinned ones in pinning order,
 * then the others in the state's order (columns it does not name keep their place after it).
 * Answers how many lead columns are pinned.
 */
export function arrangeColumns<TData extends RowData>(
  visible: GridColumn<TData>[],
  state: Pick<GridState, 'columnOrder' | 'columnPinning'>,
): { columns: GridColumn<TData>[]; pinnedCount: number } {
  const byId = new Map(visible.map((column) => [column.id, column]));
  const select = byId.get(SELECT_COLUMN_ID);
  const pinnedIds = new Set(state.columnPinning.left);
  const pinned = state.columnPinning.left
    .map((id) => byId.get(id))
    .filter((column): column is GridColumn<TData> => column !== undefined && column !== select);
  const place = new Map(state.columnOrder.map((id, index) => [id, index]));
  const rest = visible
    .filter((column) => column !== select && !pinnedIds.has(column.id))
    .map((column, index) => ({ column, key: place.get(column.id) ?? place.size + index }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.column);
  const lead = select ? [select, ...pinned] : pinned;
  return { columns: [...lead, ...rest], pinnedCount: lead.length };
}

/**
 * Rows matching the text filter (over each row's search text) and every column filter (over the
 * cell's exported text, by the filter's condition); a filter on a column the grid does not have (a stale saved filter) is
 * left out.
 */
export function filterRows<TData extends RowData>(
  rows: GridRow<TData>[],
  state: Pick<GridState, 'search' | 'filters'>,
  searchText: ((row: TData) => string) | undefined,
  columns: ReadonlyMap<string, GridColumn<TData>>,
): GridRow<TData>[] {
  const needle = state.search.trim().toLowerCase();
  const filters = state.filters
    .map((filter) => ({ column: columns.get(filter.id), filter }))
    .filter(({ filter, column }) => isActiveFilter(filter) && column !== undefined);
  if ((!needle || !searchText) && filters.length === 0) return rows;
  return rows.filter(
    (row) =>
      (!needle || !searchText || searchText(row.original).toLowerCase().includes(needle)) &&
      filters.every(({ column, filter }) =>
        matchesFilter(
          String(exportValue(row, column!) ?? ''),
          filter,
          column!.columnDef.meta?.filter,
          column!.columnDef.meta?.blankMatchesOnlyEmpty,
        ),
      ),
  );
}
