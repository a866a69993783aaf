/** A focused cell: its row in display order and its column among the visible ones. */
export interface CellPosition {
  row: number;
  col: number;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/** Where an arrow key moves the focused cell; the first arrow press focuses the first cell. */
export function moveFocus(
  focus: CellPosition | null,
  key: string,
  rowCount: number,
  colCount: number,
): CellPosition | null {
  if (rowCount === 0 || colCount === 0) return null;
  if (!focus) return { row: 0, col: 0 };
  const { row, col } = focus;
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(row - 1, rowCount - 1), col };
    case 'ArrowDown':
      return { row: clamp(row + 1, rowCount - 1), col };
    case 'ArrowLeft':
      return { row, col: clamp(col - 1, colCount - 1) };
    case 'ArrowRight':
      return { row, col: clamp(col + 1, colCount - 1) };
    default:
      return focus;
  }
}

/** The focus kept inside the grid after rows or columns change. */
export function clampFocus(
  focus: CellPosition | null,
  rowCount: number,
  colCount: number,
): CellPosition | null {
  if (!focus || rowCount === 0 || colCount === 0) return null;
  const row = clamp(focus.row, rowCount - 1);
  const col = clamp(focus.col, colCount - 1);
  return row === focus.row && col === focus.col ? focus : { row, col };
}

/** Where a row's context menu opens: the row, the column under it, and the point on screen. */
export interface GridContextTarget<TData> {
  row: TData;
  columnId: string;
  x: number;
  y: number;
  /** The selected rows among those loaded, in display order (empty when none is selected). */
  selected: TData[];
}
