import type { RowData } from '@tanstack/react-table';
import { useState, type KeyboardEvent, type RefObject } from 'react';
import { notifySuccess } from '../../lib/notify';
import {
  dataColumns,
  exportRows,
  exportValue,
  writeClipboard,
  type GridColumn,
  type GridRow,
} from './grid-export';
import { SELECT_COLUMN_ID } from './grid-features';
import { clampFocus, moveFocus, type CellPosition, type GridContextTarget } from './grid-focus';
import type { GridLayout } from './grid-layout';
import { formatCopyText } from './grid-text';

interface GridKeyboardOptions<TData extends RowData> {
  rowCount: number;
  /** The row at an index, if loaded. */
  rowAt: (index: number) => GridRow<TData> | undefined;
  /** The rows loaded, in display order: what a copy of the selection can hold. */
  loadedRows: GridRow<TData>[];
  columns: GridColumn<TData>[];
  layout: GridLayout;
  isSelected: (id: string) => boolean;
  /** Toggles the row at an index; null when rows cannot be selected. */
  toggleRow: ((index: number) => void) | null;
  clearSelection: () => void;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The context-menu key or Shift+F10 on a focused cell. */
  onContextMenu?: ((target: GridContextTarget<TData>) => void) | undefined;
  /** Delete or Backspace while rows are selected: the selected rows loaded, in display order. */
  onDelete?: ((selected: TData[]) => void) | undefined;
  /** A key on a focused line the page handles itself (a group heading's); answers whether it did. */
  onLineKey?: ((index: number, key: string) => boolean) | undefined;
}

/** Keeps the cell in view below the sticky header and right of the pinned columns. */
function scrollIntoView(element: HTMLElement, layout: GridLayout, position: CellPosition): void {
  const { rowHeight } = layout;
  const top = position.row * rowHeight;
  const bodyHeight = element.clientHeight - layout.headerHeight;
  if (top < element.scrollTop) element.scrollTop = top;
  else if (top + rowHeight > element.scrollTop + bodyHeight)
    element.scrollTop = top + rowHeight - bodyHeight;
  const column = layout.columns[position.col];
  const start = layout.starts[position.col];
  if (!column || start === undefined || column.pinnedLeft !== null) return;
  if (start < element.scrollLeft + layout.pinnedWidth)
    element.scrollLeft = start - layout.pinnedWidth;
  else if (start + column.width > element.scrollLeft + element.clientWidth)
    element.scrollLeft = start + column.width - element.clientWidth;
}

/**
 * The grid's keyboard (spec: shared grid behaviour): arrows move a focused cell, Space toggles its
 * row, Enter a focused checkbox or follows the focused cell's link or button, Escape clears focus and selection, Ctrl/Cmd+C copies the selected
 * rows, or else the focused cell, as tab-separated quoted cells; Delete or Backspace asks to remove
 * the selected rows and the context-menu key (Shift+F10) opens the focused row's menu.
 */
export function useGridKeyboard<TData extends RowData>({
  rowCount,
  rowAt,
  loadedRows,
  columns,
  layout,
  isSelected,
  toggleRow,
  clearSelection,
  scrollRef,
  onContextMenu,
  onDelete,
  onLineKey,
}: GridKeyboardOptions<TData>) {
  const [focusState, setFocus] = useState<CellPosition | null>(null);
  const focus = clampFocus(focusState, rowCount, columns.length);

  const copyText = (): string | null => {
    const selected = loadedRows.filter((row) => isSelected(row.id));
    if (selected.length > 0) return formatCopyText(exportRows(selected, dataColumns(columns)));
    const row = focus ? rowAt(focus.row) : undefined;
    const column = focus ? columns[focus.col] : undefined;
    if (!row || !column || column.id === SELECT_COLUMN_ID) return null;
    return formatCopyText([[exportValue(row, column)]]);
  };

  const cellAt = (position: CellPosition) =>
    scrollRef.current?.querySelector(
      `[aria-rowindex="${position.row + layout.firstRowIndex}"] [aria-colindex="${position.col + 1}"]`,
    );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys pressed on a control inside the grid (a header's sort button, a cell's input) are its own.
    if (event.target !== event.currentTarget) return;
    const { key } = event;
    if (focus && onLineKey?.(focus.row, key)) {
      event.preventDefault();
    } else if (key.startsWith('Arrow')) {
      event.preventDefault();
      const next = moveFocus(focus, key, rowCount, columns.length);
      setFocus(next);
      if (next && scrollRef.current) scrollIntoView(scrollRef.current, layout, next);
    } else if (key === ' ' && focus) {
      event.preventDefault();
      toggleRow?.(focus.row);
    } else if (key === 'Enter' && focus && columns[focus.col]?.id === SELECT_COLUMN_ID) {
      event.preventDefault();
      toggleRow?.(focus.row);
    } else if (key === 'Enter' && focus) {
      // Enter on a cell holding a link or a button (a niche's name) follows it.
      const control = cellAt(focus)?.querySelector<HTMLElement>('a[href], button:not(:disabled)');
      if (!control) return;
      event.preventDefault();
      control.click();
    } else if ((key === 'ContextMenu' || (key === 'F10' && event.shiftKey)) && focus) {
      const row = rowAt(focus.row);
      const column = columns[focus.col];
      if (!row || !column || !onContextMenu) return;
      event.preventDefault();
      // The menu closes on a key pressed outside it: this press, which opens it, is not one.
      event.stopPropagation();
      const rect = cellAt(focus)?.getBoundingClientRect();
      onContextMenu({
        row: row.original,
        columnId: column.id,
        x: rect ? rect.left + 8 : 0,
        y: rect ? rect.bottom : 0,
        selected: loadedRows.filter((r) => isSelected(r.id)).map((r) => r.original),
      });
    } else if ((key === 'Delete' || key === 'Backspace') && onDelete) {
      const selected = loadedRows.filter((row) => isSelected(row.id));
      if (selected.length === 0) return;
      event.preventDefault();
      onDelete(selected.map((row) => row.original));
    } else if (key === 'Escape') {
      setFocus(null);
      clearSelection();
    } else if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === 'c') {
      const text = copyText();
      if (text === null) return;
      event.preventDefault();
      void writeClipboard(text).then((copied) => {
        if (copied) notifySuccess('Copied to clipboard');
      });
    }
  };

  return { focus, setFocus, onKeyDown };
}
