import { DEFAULT_GRID_STATE, type GridState } from '@fathom/contract';
import { useTable, type RowData, type Updater } from '@tanstack/react-table';
import type { DataGridProps } from './data-grid-props';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { arrangeColumns, columnDefId, defaultPinned, filterRows } from './grid-arrange';
import { columnLabel, type GridColumn } from './grid-export';
import { gridFeatures, selectColumn } from './grid-features';
import type { CellPosition } from './grid-focus';
import { useGridGroups } from './grid-groups';
import { gridLayout } from './grid-layout';
import { headerCheckboxState, selectedCount } from './grid-selection';
import { gridCountText } from './grid-text';
import { GridBody, GridEmptyRow, GridErrorRow, GridSkeletonRows, SKELETON_ROWS } from './GridBody';
import { GridHeader } from './GridHeader';
import { GridSummaryRows, type GridSummaryRow } from './GridSummaryRows';
import { GridToolbar, type ColumnToggle } from './GridToolbar';
import { useGridExport } from './use-grid-export';
import { useGridSelection } from './use-grid-selection';
import { useGridState } from './use-grid-state';
import { useGridKeyboard } from './use-grid-keyboard';
import { useGridVirtual } from './use-grid-virtual';
import { useRangeRows } from './use-range-rows';
import classes from './DataGrid.module.css';

const NO_ROWS: never[] = [];
const NO_SUMMARY: readonly GridSummaryRow[] = [];
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
  summaryRows = NO_SUMMARY,
  rowLabel,
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
  const generated = new Set(
    columns.filter((def) => def.meta?.generated).map((def) => columnDefId(def)),
  );
  const [state, updateState] = useGridState({
    state: controlledState,
    onStateChange,
    defaultState: initialState,
    preferences,
    savedColumn: generated.size > 0 ? (id) => !generated.has(id) : undefined,
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
  const layout = gridLayout(visibleColumns, arranged.pinnedCount, rowHeight, summaryRows.length);
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
  if (failure)
    body = <GridErrorRow message={errorMessage(failure)} rowIndex={layout.firstRowIndex} />;
  else if (showSkeleton) body = <GridSkeletonRows layout={layout} count={SKELETON_ROWS} />;
  else if (rowCount === 0)
    body = <GridEmptyRow rowIndex={layout.firstRowIndex}>{emptyText}</GridEmptyRow>;
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
        rowLabel={rowLabel}
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
        aria-rowcount={lineCount + layout.firstRowIndex - 1}
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
          {summaryRows.length > 0 ? (
            <GridSummaryRows
              rows={summaryRows}
              columns={visibleColumns}
              layout={layout}
              columnWindow={columnWindow}
            />
          ) : null}
          {body}
        </div>
      </div>
    </div>
  );
}
