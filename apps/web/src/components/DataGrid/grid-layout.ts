import type { CSSProperties } from 'react';
import type { RowData } from '@tanstack/react-table';
import { SELECT_COLUMN_ID } from './grid-features';
import type { GridColumn } from './grid-export';

export const ROW_HEIGHT = 25;
export const HEADER_HEIGHT = 55;
export const SELECT_COLUMN_WIDTH = 36;

export interface ColumnLayout {
  width: number;
  /** Left offset while pinned, else null. */
  pinnedLeft: number | null;
  lastPinned: boolean;
  align: 'start' | 'end' | 'center';
}

export interface GridLayout {
  columns: ColumnLayout[];
  rowHeight: number;
  totalWidth: number;
  pinnedWidth: number;
  starts: number[];
  /** The height kept on top while rows scroll: the header and the summary rows under it. */
  headerHeight: number;
  /** The `aria-rowindex` of the body's first line: after the header and the summary rows. */
  firstRowIndex: number;
}

/** Widths and pinned offsets of the visible columns, the first `pinnedCount` of them pinned. */
export function gridLayout<TData extends RowData>(
  columns: GridColumn<TData>[],
  pinnedCount: number,
  rowHeight = ROW_HEIGHT,
  summaryCount = 0,
): GridLayout {
  let left = 0;
  let pinnedWidth = 0;
  const starts: number[] = [];
  const layout = columns.map((column, index): ColumnLayout => {
    const width = column.id === SELECT_COLUMN_ID ? SELECT_COLUMN_WIDTH : column.getSize();
    const pinned = index < pinnedCount;
    starts.push(left);
    const entry: ColumnLayout = {
      width,
      pinnedLeft: pinned ? left : null,
      lastPinned: false,
      align: column.columnDef.meta?.align ?? (column.id === SELECT_COLUMN_ID ? 'center' : 'start'),
    };
    if (pinned) pinnedWidth = left + width;
    left += width;
    return entry;
  });
  const lastPinned = layout.findLastIndex((entry) => entry.pinnedLeft !== null);
  if (lastPinned >= 0) layout[lastPinned]!.lastPinned = true;
  return {
    columns: layout,
    rowHeight,
    totalWidth: left,
    pinnedWidth,
    starts,
    headerHeight: HEADER_HEIGHT + summaryCount * rowHeight,
    firstRowIndex: 2 + summaryCount,
  };
}

const JUSTIFY = { start: 'flex-start', end: 'flex-end', center: 'center' } as const;

export function cellStyle(layout: ColumnLayout, height: number): CSSProperties {
  return {
    width: layout.width,
    flex: `0 0 ${layout.width}px`,
    height,
    justifyContent: JUSTIFY[layout.align],
    left: layout.pinnedLeft ?? undefined,
  };
}
