import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, type RefObject } from 'react';
import type { GridLayout } from './grid-layout';

const ROW_OVERSCAN = 12;
const COLUMN_OVERSCAN = 2;

/** The columns a row renders: the pinned ones, then a run of the others after a spacer. */
export interface ColumnWindow {
  /** Indexes into the layout's columns, in display order. */
  indexes: number[];
  pinnedCount: number;
  /** Width left empty between the pinned columns and the first column rendered. */
  leadSpace: number;
}

/**
 * Which rows and columns are on screen (with a margin): rows under the header, and the columns
 * right of the pinned ones, which are always rendered.
 */
export function useGridVirtual(
  scrollRef: RefObject<HTMLDivElement | null>,
  rowCount: number,
  layout: GridLayout,
  pinnedCount: number,
) {
  const rows = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => layout.rowHeight,
    overscan: ROW_OVERSCAN,
    scrollMargin: layout.headerHeight,
  });
  const columns = useVirtualizer({
    horizontal: true,
    count: layout.columns.length - pinnedCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => layout.columns[pinnedCount + index]?.width ?? 0,
    overscan: COLUMN_OVERSCAN,
    scrollMargin: layout.pinnedWidth,
  });
  const widths = layout.columns.map((column) => column.width).join(',');
  useEffect(() => {
    columns.measure();
  }, [columns, widths, pinnedCount]);

  const items = columns.getVirtualItems();
  const first = items[0];
  const columnWindow: ColumnWindow = {
    indexes: [
      ...Array.from({ length: pinnedCount }, (_, index) => index),
      ...items.map((item) => pinnedCount + item.index),
    ],
    pinnedCount,
    leadSpace: first ? (layout.starts[pinnedCount + first.index] ?? 0) - layout.pinnedWidth : 0,
  };
  return { rowItems: rows.getVirtualItems(), columnWindow };
}
