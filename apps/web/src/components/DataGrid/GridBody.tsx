import { Checkbox, Skeleton } from '@mantine/core';
import { FlexRender, type RowData } from '@tanstack/react-table';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { CSSProperties, ReactNode } from 'react';
import { IconAlertCircle } from '../icons';
import type { GridColumn, GridRow } from './grid-export';
import { SELECT_COLUMN_ID } from './grid-features';
import type { CellPosition } from './grid-focus';
import type { GridGroupItem } from './grid-groups';
import { cellStyle, ROW_HEIGHT, type GridLayout } from './grid-layout';
import type { ColumnWindow } from './use-grid-virtual';
import { GridGroupRow } from './GridGroupRow';
import classes from './DataGrid.module.css';

/** At most this many animated rows stand in for data that is loading (spec: shared grid behaviour). */
export const SKELETON_ROWS = 10;

const CONTROLS = 'a, button, input, select, textarea, [role="combobox"]';

/** The cells of the columns in the window, with a spacer standing in for the columns left out. */
export function windowCells(window: ColumnWindow, cell: (col: number) => ReactNode): ReactNode[] {
  const cells = window.indexes.map(cell);
  const spacer = <div key="lead-space" style={{ flex: `0 0 ${window.leadSpace}px` }} />;
  return [...cells.slice(0, window.pinnedCount), spacer, ...cells.slice(window.pinnedCount)];
}

/**
 * How the page draws one cell beyond its column's renderer: a colour, a tooltip, or a cell over
 * `span` columns from this one (the columns it covers draw nothing while it is in view).
 */
export interface GridCellProps {
  style?: CSSProperties;
  title?: string;
  span?: number;
}

/** The columns a row's spanning cells cover, by index, among the columns in the window. */
function coveredColumns(indexes: number[], span: (col: number) => number): Set<number> {
  const covered = new Set<number>();
  for (const col of indexes) {
    if (covered.has(col)) continue;
    for (let next = col + 1; next < col + span(col); next += 1) covered.add(next);
  }
  return covered;
}

interface GridBodyProps<TData extends RowData> {
  rowCount: number;
  /** The row at an index; undefined while a source is loading it. */
  rowAt: (index: number) => GridRow<TData> | undefined;
  items: VirtualItem[];
  columns: GridColumn<TData>[];
  layout: GridLayout;
  columnWindow: ColumnWindow;
  isSelected: (id: string) => boolean;
  /** Toggles a row's checkbox; `range` (Shift) toggles every row from the last one toggled. */
  onToggleRow: (index: number, range: boolean) => void;
  focus: CellPosition | null;
  /** The id of the cell at a position: the grid names the focused one as its active descendant. */
  cellId: (position: CellPosition) => string;
  onCellMouseDown: (position: CellPosition) => void;
  /** A right click on a cell; answers whether it opened a menu of its own. */
  onContextMenu?: ((position: CellPosition, x: number, y: number) => boolean) | undefined;
  cellProps?: ((row: TData, columnId: string) => GridCellProps | undefined) | undefined;
  /** Grouped rows: the group heading at a line, if it is one, and how a heading reads. */
  groups?: GroupLines<TData> | undefined;
  rowLabel?: ((row: TData) => string) | undefined;
}

/** What the body needs of the grid's groups. */
export interface GroupLines<TData extends RowData> {
  groupAt: (index: number) => GridGroupItem<TData> | undefined;
  label: (group: GridGroupItem<TData>) => ReactNode;
  toggle: (key: string) => void;
}

export function GridBody<TData extends RowData>({
  rowCount,
  rowAt,
  items,
  columns,
  layout,
  columnWindow,
  isSelected,
  onToggleRow,
  focus,
  cellId,
  onCellMouseDown,
  onContextMenu,
  cellProps,
  groups,
  rowLabel,
}: GridBodyProps<TData>) {
  return (
    <div role="rowgroup" className={classes.body} style={{ height: rowCount * layout.rowHeight }}>
      {items.map((item, position) => {
        const group = groups?.groupAt(item.index);
        if (group) {
          return (
            <GridGroupRow
              key={`group-${group.key}`}
              group={group}
              index={item.index}
              label={groups!.label(group)}
              layout={layout}
              columnCount={columns.length}
              cellId={cellId({ row: item.index, col: 0 })}
              focused={focus?.row === item.index}
              onToggle={() => groups!.toggle(group.key)}
              onMouseDown={() => onCellMouseDown({ row: item.index, col: 0 })}
            />
          );
        }
        const row = rowAt(item.index);
        if (!row) {
          return (
            <LoadingRow
              key={`loading-${item.index}`}
              index={item.index}
              layout={layout}
              columnWindow={columnWindow}
              animate={position < SKELETON_ROWS}
            />
          );
        }
        const selected = isSelected(row.id);
        const cells = new Map(row.getVisibleCells().map((cell) => [cell.column.id, cell]));
        const drawn = (col: number) => {
          const column = columns[col];
          return column && cellProps ? cellProps(row.original, column.id) : undefined;
        };
        const spanOf = (col: number) =>
          Math.max(1, Math.min(drawn(col)?.span ?? 1, columns.length - col));
        const covered = coveredColumns(columnWindow.indexes, spanOf);
        return (
          <div
            key={row.id}
            role="row"
            aria-rowindex={item.index + layout.firstRowIndex}
            aria-level={groups ? 2 : undefined}
            aria-selected={selected}
            data-selected={selected || undefined}
            className={classes.row}
            style={{ top: item.index * layout.rowHeight, height: layout.rowHeight }}
          >
            {windowCells(columnWindow, (col) => {
              const column = columns[col];
              const cell = column ? cells.get(column.id) : undefined;
              const columnLayout = layout.columns[col];
              if (!column || !cell || !columnLayout || covered.has(col)) return null;
              const focused = focus?.row === item.index && focus.col === col;
              const pinned = columnLayout.pinnedLeft !== null;
              const own = drawn(col);
              const span = spanOf(col);
              const width = layout.columns
                .slice(col, col + span)
                .reduce((sum, spanned) => sum + spanned.width, 0);
              return (
                <div
                  key={cell.id}
                  id={cellId({ row: item.index, col })}
                  role="gridcell"
                  aria-colindex={col + 1}
                  aria-colspan={span > 1 ? span : undefined}
                  title={own?.title}
                  data-focused={focused || undefined}
                  className={`${classes.cell} ${pinned ? classes.pinned : ''} ${
                    columnLayout.lastPinned ? classes.lastPinned : ''
                  }`}
                  style={{
                    ...cellStyle({ ...columnLayout, width }, layout.rowHeight - 1),
                    ...own?.style,
                  }}
                  onMouseDown={(event) => {
                    // A control in a cell (a link, a button, a select) keeps the focus it takes.
                    const target = event.target as Element;
                    if (column.id !== SELECT_COLUMN_ID && target.closest(CONTROLS)) return;
                    onCellMouseDown({ row: item.index, col });
                  }}
                  onContextMenu={(event) => {
                    if (onContextMenu?.({ row: item.index, col }, event.clientX, event.clientY))
                      event.preventDefault();
                  }}
                >
                  {cell.column.id === SELECT_COLUMN_ID ? (
                    <Checkbox
                      size="xs"
                      aria-label={rowLabel?.(row.original) ?? `Select row ${item.index + 1}`}
                      checked={selected}
                      onChange={(event) =>
                        onToggleRow(item.index, (event.nativeEvent as MouseEvent).shiftKey === true)
                      }
                      tabIndex={-1}
                    />
                  ) : (
                    <FlexRender cell={cell} />
                  )}
                </div>
              );
            })}
            <div className={classes.filler} />
          </div>
        );
      })}
    </div>
  );
}

/** A row a source is still loading: a skeleton in each cell. */
function LoadingRow({
  index,
  layout,
  columnWindow,
  animate,
}: {
  index: number;
  layout: GridLayout;
  columnWindow: ColumnWindow;
  animate: boolean;
}) {
  return (
    <div
      role="row"
      aria-rowindex={index + layout.firstRowIndex}
      aria-busy="true"
      className={classes.row}
      style={{ top: index * layout.rowHeight, height: layout.rowHeight }}
      data-testid="grid-loading-row"
    >
      {windowCells(columnWindow, (col) => {
        const column = layout.columns[col]!;
        return (
          <div
            key={col}
            role="gridcell"
            aria-colindex={col + 1}
            className={`${classes.cell} ${column.pinnedLeft !== null ? classes.pinned : ''}`}
            style={cellStyle(column, layout.rowHeight - 1)}
          >
            <Skeleton height={10} radius="sm" width="60%" animate={animate} />
          </div>
        );
      })}
      <div className={classes.filler} />
    </div>
  );
}

export function GridSkeletonRows({ layout, count }: { layout: GridLayout; count: number }) {
  return (
    <div role="rowgroup" aria-busy="true" aria-label="Loading rows">
      {Array.from({ length: Math.min(count, SKELETON_ROWS) }, (_, index) => (
        <div
          key={index}
          className={classes.row}
          style={{ position: 'relative', height: layout.rowHeight }}
          data-testid="grid-skeleton-row"
        >
          {layout.columns.map((column, col) => (
            <div key={col} className={classes.cell} style={cellStyle(column, layout.rowHeight - 1)}>
              <Skeleton height={10} radius="sm" width={col === 1 ? '80%' : '60%'} animate />
            </div>
          ))}
          <div className={classes.filler} />
        </div>
      ))}
    </div>
  );
}

/** One row with one cell across the grid: what the grid says in place of rows. */
function GridMessageRow({
  className,
  height,
  rowIndex = 2,
  children,
}: {
  className: string | undefined;
  height?: number;
  rowIndex?: number | undefined;
  children: ReactNode;
}) {
  return (
    <div role="rowgroup">
      <div role="row" aria-rowindex={rowIndex}>
        <div role="gridcell" aria-colindex={1} className={className} style={{ height }}>
          {children}
        </div>
      </div>
    </div>
  );
}

export function GridErrorRow({ message, rowIndex }: { message: string; rowIndex?: number }) {
  return (
    <GridMessageRow className={classes.errorRow} height={ROW_HEIGHT * 2} rowIndex={rowIndex}>
      <IconAlertCircle size={16} />
      <span role="alert">{message}</span>
    </GridMessageRow>
  );
}

export function GridEmptyRow({ children, rowIndex }: { children: ReactNode; rowIndex?: number }) {
  return (
    <GridMessageRow className={classes.empty} rowIndex={rowIndex}>
      {children}
    </GridMessageRow>
  );
}
