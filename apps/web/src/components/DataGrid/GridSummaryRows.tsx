import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { GridColumn } from './grid-export';
import { SELECT_COLUMN_ID } from './grid-features';
import { cellStyle, HEADER_HEIGHT, type GridLayout } from './grid-layout';
import type { GridCellProps } from './GridBody';
import { windowCells } from './GridBody';
import type { ColumnWindow } from './use-grid-virtual';
import classes from './DataGrid.module.css';

/**
 * A row pinned under the header (an Average row): it stays in view while the rows scroll and is
 * not a row of the data, so selection, copy, export, sort and filters leave it out.
 */
export interface GridSummaryRow {
  id: string;
  /** The row's cell in a column (the checkbox column's stays empty). */
  cell: (columnId: string) => ReactNode;
  /** Draws a cell beyond its content: colour, tooltip. */
  cellProps?: (columnId: string) => GridCellProps | undefined;
}

/** The summary rows, kept under the header while the rows scroll. */
export function GridSummaryRows<TData extends RowData>({
  rows,
  columns,
  layout,
  columnWindow,
}: {
  rows: readonly GridSummaryRow[];
  columns: GridColumn<TData>[];
  layout: GridLayout;
  columnWindow: ColumnWindow;
}) {
  return (
    <div className={classes.summary} style={{ top: HEADER_HEIGHT }}>
      {rows.map((summary, at) => (
        <div
          key={summary.id}
          role="row"
          aria-rowindex={2 + at}
          className={classes.summaryRow}
          style={{ height: layout.rowHeight }}
        >
          {windowCells(columnWindow, (col) => {
            const column = columns[col];
            const columnLayout = layout.columns[col];
            if (!column || !columnLayout) return null;
            const own = column.id === SELECT_COLUMN_ID ? undefined : summary.cellProps?.(column.id);
            const pinned = columnLayout.pinnedLeft !== null;
            return (
              <div
                key={column.id}
                role="gridcell"
                aria-colindex={col + 1}
                title={own?.title}
                className={`${classes.cell} ${pinned ? classes.pinned : ''} ${
                  columnLayout.lastPinned ? classes.lastPinned : ''
                }`}
                style={{ ...cellStyle(columnLayout, layout.rowHeight - 1), ...own?.style }}
              >
                {column.id === SELECT_COLUMN_ID ? null : summary.cell(column.id)}
              </div>
            );
          })}
          <div className={classes.filler} />
        </div>
      ))}
    </div>
  );
}
