import { DEFAULT_GRID_STATE, type GridSelection, type GridState } from '@fathom/contract';
import { useTable, type RowData, type Updater } from '@tanstack/react-table';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { arrangeColumns, defaultPinned, filterRows } from './grid-arrange';
import { columnLabel, type GridColumn } from './grid-export';
import { gridFeatures, selectColumn, type GridColumnDef } from './grid-features';
import type { CellPosition, GridContextTarget } from './grid-focus';
import { useGridGroups, type GridGrouping } from './grid-groups';
import { gridLayout } from './grid-layout';
import { headerCheckboxState, selectedCount } from './grid-selection';
import { gridCountText } from './grid-text';
import {
  GridBody,
  GridEmptyRow,
  GridErrorRow,
  GridSkeletonRows,
  SKELETON_ROWS,
  type GridCellProps,
} from './GridBody';
import { GridHeader } from './GridHeader';
import { GridToolbar, type ColumnToggle } from './GridToolbar';
import { useGridExport } from './use-grid-export';
import { useGridSelection } from './use-grid-selection';
import { useGridState } from './use-grid-state';
import { useGridKeyboard } from './use-grid-keyboard';
import { useGridVirtual } from './use-grid-virtual';
import { useRangeRows, type GridDataSource } from './use-range-rows';
import classes from './DataGrid.module.css';

export interface DataGridProps<TData extends RowData> {
  /** Accessible name of the grid. */
  label: string;
  columns: GridColumnDef<TData>[];
  /** Every row, held in memory: the grid sorts and filters them. Undefined while loading. */
  data?: TData[] | undefined;
  /** Rows on a server instead: the grid loads the ranges on screen, sorted and filtered there. */
  source?: GridDataSource<TData>;
  getRowId: (row: TData) => string;
  loading?: boolean;
  /** A failed load: shown as an error row. */
  error?: unknown;
  /** Sort, filters and columns, held by the page; without it the grid keeps its own. */
  state?: GridState;
  onStateChange?: (state: GridState) => void;
  /** Where an uncontrolled grid starts; pinned columns default to those with `meta.pinned`. */
  defaultState?: Partial<GridState>;
  /** Saves column order, visibility and widths in localStorage under this page name... */
  preferencesKey?: string;
  /** ...and this niche, on a niche's pages. */
  nicheId?: number;
  /** The grid's height; by default it fits its rows, up to 520 px. */
  height?: number | string;
  /** Row height in pixels, 25 by default (spec); taller for rows holding inputs or buttons. */
  rowHeight?: number;
  /** Row checkboxes with a tri-state header checkbox; on by default. */
  selectable?: boolean;
  /** Selected rows, held by the page; without it the grid keeps its own. */
  selection?: GridSelection;
  onSelectionChange?: (selection: GridSelection) => void;
  /** Turns on the text filter, matching what this returns for each row (a source filters itself). */
  getSearchText?: (row: TData) => string;
  searchPlaceholder?: string;
  /** Turns on CSV and Excel export of every matching row, saved under this name (.csv, .xlsx). */
  exportFileName?: string;
  /** Names the rows in the count: ['keyword', 'keywords']. */
  rowNoun?: readonly [string, string];
  /** What the grid shows with no rows: text, or a node with actions. */
  emptyText?: ReactNode;
  toolbar?: ReactNode;
  /** The toolbar's text filter and Columns menu; off where a page has its own. */
  searchable?: boolean;
  columnsMenu?: boolean;
  /** A right click on a row, or the context-menu key (Shift+F10) on a focused cell. */
  onRowContextMenu?: (target: GridContextTarget<TData>) => void;
  /** Delete or Backspace with rows selected (spec: shared grid behaviour): the selected rows. */
  onDeleteRows?: (selected: TData[]) => void;
  /**
   * Text pasted into the focused grid (Ctrl/Cmd+V), for a grid whose rows can be added: the
   * page makes new rows of the lines it does not hold yet (spec: pasting more lines than rows
   * adds rows). The focused cell, if any, comes with it, for a grid that writes into its rows.
   * An empty clipboard gives '', so the page can say there was nothing to paste.
   */
  onPasteText?: (text: string, cell: { row: TData; columnId: string } | null) => void;
  /** Draws a cell beyond its column's renderer: colour, tooltip, or a span over the next columns. */
  cellProps?: (row: TData, columnId: string) => GridCellProps | undefined;
  /** Rows in memory under group headings that collapse (a keyword group, a root): a treegrid. */
  groupRows?: GridGrouping<TData>;
}

const NO_ROWS: never[] = [];
const MAX_HEIGHT = 520;

/**
 * The one grid of the app: virtual rows of 25 px under a 55 px header, from memory or loaded by
 * range from a server source; sorting, filters, row checkboxes, keyboard focus and copy, CSV
 * export and remembered column choices.
 */
export function DataGrid<TData extends RowData>({
  label,
  columns,
  data,
  source,
  getRowId,
  loading = false,
  error,
  state: controlledState,
  onStateChange,
  defaultState,
  preferencesKey,
  nicheId,
  height,
  rowHeight,
  selectable = true,
  selection: controlledSelection,
  onSelectionChange,
  getSearchText,
  searchPlaceholder = 'Filter',
  exportFileName,
  rowNoun = ['row', 'rows'],
  emptyText = 'No rows to show',
  toolbar,
  searchable = true,
  columnsMenu = true,
  onRowContextMenu,
  onDeleteRows,
  onPasteText,
  cellProps,
  groupRows,
}: DataGridProps<TData>) {
  const [initialState] = useState<GridState>(() => ({
    ...DEFAULT_GRID_STATE,
    columnPinning: { left: defaultPinned(columns) },
    ...defaultState,
  }));
  const preferences = useMemo(
    () => (preferencesKey ? { page: preferencesKey, nicheId } : undefined),
    [preferencesKey, nicheId],
  );
  const [state, updateState] = useGridState({
    state: controlledState,
    onStateChange,
    defaultState: initialState,
    preferences,
  });
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridId = useId();
  const cellId = ({ row, col }: CellPosition) => `${gridId}-${row}-${col}`;
  const ranged = useRangeRows(source, state);
  const loadedIndexes = useMemo(() => [...ranged.rows.keys()].sort((a, b) => a - b), [ranged.rows]);
  const tableData = useMemo(
    () => (source ? loadedIndexes.map((index) => ranged.rows.get(index)!) : (data ?? NO_ROWS)),
    [source, loadedIndexes, ranged.rows, data],
  );

  const slice =
    <K extends 'sorting' | 'columnVisibility' | 'columnSizing'>(key: K) =>
    (updater: Updater<GridState[K]>) =>
      updateState((previous) => ({
        [key]: typeof updater === 'function' ? updater(previous[key]) : updater,
      }));

  const allColumns = useMemo(
    () => (selectable ? [selectColumn<TData>(), ...columns] : columns),
    [columns, selectable],
  );

  const table = useTable({
    features: gridFeatures,
    columns: allColumns,
    data: tableData,
    getRowId: (row: TData) => getRowId(row),
    state: {
      sorting: state.sorting,
      columnVisibility: state.columnVisibility,
      columnSizing: state.columnSizing,
    },
    onSortingChange: slice('sorting'),
    onColumnVisibilityChange: slice('columnVisibility'),
    onColumnSizingChange: slice('columnSizing'),
    manualSorting: source !== undefined,
    sortDescFirst: false,
    enableMultiSort: false,
  });

  const columnsById = new Map(
    table.getAllLeafColumns().map((column) => [column.id, column as GridColumn<TData>]),
  );
  const modelRows = table.getRowModel().rows;
  // A source's rows come sorted and filtered; rows in memory are filtered here.
  const rows = source ? modelRows : filterRows(modelRows, state, getSearchText, columnsById);
  const rowCount = source ? source.rowCount : rows.length;
  const positions = source ? new Map(loadedIndexes.map((index, at) => [index, at])) : null;
  // Grouped rows are lines of the body among their groups' headings.
  const grouped = useGridGroups(rows, source ? undefined : groupRows);
  const lines = grouped.items;
  const lineCount = lines ? lines.length : rowCount;
  const groupAt = (index: number) => {
    const line = lines?.[index];
    return line?.kind === 'group' ? line : undefined;
  };
  const rowAt = (index: number) => {
    if (lines) {
      const line = lines[index];
      return line?.kind === 'row' ? line.row : undefined;
    }
    return positions ? modelRows[positions.get(index) ?? -1] : rows[index];
  };

  const arranged = arrangeColumns(table.getVisibleLeafColumns() as GridColumn<TData>[], state);
  const visibleColumns = arranged.columns;
  const headers = table.getHeaderGroups().at(-1)?.headers ?? [];
  const layout = gridLayout(visibleColumns, arranged.pinnedCount, rowHeight);
  const selection = useGridSelection({
    selection: controlledSelection,
    onSelectionChange,
    total: rowCount,
    rowIdAt: (index) => rowAt(index)?.id,
    filterKey: JSON.stringify([state.search, state.filters]),
  });
  const { focus, setFocus, onKeyDown } = useGridKeyboard({
    rowCount: lineCount,
    rowAt,
    loadedRows: rows,
    columns: visibleColumns,
    layout,
    isSelected: selection.isSelected,
    toggleRow: selectable ? selection.toggleRow : null,
    clearSelection: selection.clear,
    scrollRef,
    onContextMenu: onRowContextMenu,
    onDelete: onDeleteRows,
    onLineKey: lines
      ? (index, key) => {
          const group = groupAt(index);
          if (!group) return false;
          if (key === 'Enter' || key === ' ') grouped.toggle(group.key);
          else if (key === 'ArrowRight' && !group.expanded) grouped.toggle(group.key, true);
          else if (key === 'ArrowLeft' && group.expanded) grouped.toggle(group.key, false);
          else return false;
          return true;
        }
      : undefined,
  });
  const checkbox = headerCheckboxState(selection.selection, rowCount);
  const selected = selectedCount(selection.selection, rowCount);

  const { rowItems: items, columnWindow } = useGridVirtual(
    scrollRef,
    lineCount,
    layout,
    arranged.pinnedCount,
  );
  const firstItem = items[0]?.index;
  const lastItem = items.at(-1)?.index;
  const { ensure } = ranged;
  useEffect(() => {
    if (firstItem !== undefined && lastItem !== undefined) ensure(firstItem, lastItem + 1);
  }, [firstItem, lastItem, ensure]);

  const { exporting, exportFile } = useGridExport({
    fileName: exportFileName,
    columns: visibleColumns,
    rows,
    source,
    state,
  });

  const columnToggles: ColumnToggle[] = table
    .getAllLeafColumns()
    .filter((column) => column.getCanHide())
    .map((column) => ({
      id: column.id,
      label: columnLabel(column as GridColumn<TData>),
      visible: column.getIsVisible(),
      toggle: (visible: boolean) => column.toggleVisibility(visible),
    }));

  const hasRows = source !== undefined || data !== undefined;
  const total = source ? rowCount : (data?.length ?? 0);
  const countText = hasRows ? gridCountText(rowCount, total, selected, rowNoun) : '';

  // The focused cell, announced by assistive technology while it is rendered.
  const focusedGroup = focus ? groupAt(focus.row) : undefined;
  const activeCell =
    focus &&
    (rowAt(focus.row) || focusedGroup) &&
    items.some((item) => item.index === focus.row) &&
    (focusedGroup || columnWindow.indexes.includes(focus.col))
      ? cellId(focusedGroup ? { row: focus.row, col: 0 } : focus)
      : undefined;

  const failure = error ?? ranged.error;
  const showSkeleton = loading && !hasRows && !failure;
  let body: ReactNode;
  if (failure) body = <GridErrorRow message={errorMessage(failure)} />;
  else if (showSkeleton) body = <GridSkeletonRows layout={layout} count={SKELETON_ROWS} />;
  else if (rowCount === 0) body = <GridEmptyRow>{emptyText}</GridEmptyRow>;
  else
    body = (
      <GridBody
        rowCount={lineCount}
        rowAt={rowAt}
        items={items}
        columns={visibleColumns}
        layout={layout}
        columnWindow={columnWindow}
        isSelected={selection.isSelected}
        onToggleRow={selection.toggleRow}
        focus={focus}
        cellId={cellId}
        cellProps={cellProps}
        groups={
          lines
            ? {
                groupAt,
                label: (group) =>
                  groupRows?.label?.(
                    group.key,
                    group.rows.map((row) => row.original),
                  ) ?? group.key,
                toggle: (key) => grouped.toggle(key),
              }
            : undefined
        }
        onCellMouseDown={(position) => {
          setFocus(position);
          requestAnimationFrame(() => {
            // A control of the cell took the focus (a select's field, not only its input): it keeps it.
            const grid = scrollRef.current;
            const active = document.activeElement;
            if (!grid || (active !== grid && grid.contains(active))) return;
            grid.focus({ preventScroll: true });
          });
        }}
        onContextMenu={
          onRowContextMenu
            ? (position, x, y) => {
                const row = rowAt(position.row);
                const column = visibleColumns[position.col];
                if (!row || !column) return false;
                setFocus(position);
                const selected = rows.filter((r) => selection.isSelected(r.id));
                onRowContextMenu({
                  row: row.original,
                  columnId: column.id,
                  x,
                  y,
                  selected: selected.map((r) => r.original),
                });
                return true;
              }
            : undefined
        }
      />
    );

  return (
    <div className={classes.frame}>
      <div className={classes.toolbar}>
        <GridToolbar
          search={searchable && (getSearchText || source) ? state.search : null}
          onSearch={(search) => updateState({ search })}
          searchPlaceholder={searchPlaceholder}
          countText={countText}
          columns={columnsMenu ? columnToggles : []}
          onExport={exportFileName && hasRows ? (format) => void exportFile(format) : null}
          exporting={exporting}
          extra={toolbar}
        />
      </div>
      <div
        ref={scrollRef}
        role={lines ? 'treegrid' : 'grid'}
        aria-label={label}
        aria-rowcount={lineCount + 1}
        aria-colcount={visibleColumns.length}
        aria-multiselectable={selectable || undefined}
        aria-busy={showSkeleton || undefined}
        aria-activedescendant={rowCount > 0 && !failure ? activeCell : undefined}
        tabIndex={0}
        className={classes.scroller}
        style={height === undefined ? { maxHeight: MAX_HEIGHT } : { height }}
        onKeyDown={onKeyDown}
        onPaste={
          onPasteText
            ? (event) => {
                // Text pasted into a control inside the grid (a filter's input) is the control's.
                if (event.target !== event.currentTarget) return;
                const text = event.clipboardData.getData('text/plain');
                event.preventDefault();
                const row = focus ? rowAt(focus.row) : undefined;
                const column = focus ? visibleColumns[focus.col] : undefined;
                onPasteText(
                  text,
                  row && column ? { row: row.original, columnId: column.id } : null,
                );
              }
            : undefined
        }
      >
        <div style={{ minWidth: layout.totalWidth, position: 'relative' }}>
          <GridHeader
            headers={headers}
            columns={visibleColumns}
            layout={layout}
            columnWindow={columnWindow}
            checkbox={checkbox}
            onToggleAll={selection.toggleAll}
            filters={state.filters}
            onFilterChange={(id, filter) =>
              updateState((previous) => ({
                filters: [
                  ...previous.filters.filter((f) => f.id !== id),
                  ...(filter ? [{ id, ...filter }] : []),
                ],
              }))
            }
          />
          {body}
        </div>
      </div>
    </div>
  );
}
