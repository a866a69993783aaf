import { NO_GRID_SELECTION, type GridSelection } from '@fathom/contract';
import { useEffect, useRef, useState } from 'react';
import { isRowSelected, setRowsSelected, toggleAllSelection } from './grid-selection';

interface GridSelectionOptions {
  /** Controlled selection; without it the grid keeps its own. */
  selection: GridSelection | undefined;
  onSelectionChange: ((selection: GridSelection) => void) | undefined;
  /** Rows matching the filters now. */
  total: number;
  /** The id of the row shown at an index, when it is loaded. */
  rowIdAt: (index: number) => string | undefined;
  /** Changes with the filters: a selection made under other filters is dropped. */
  filterKey: string;
}

/** The grid's selection: rows picked one by one (Shift picks a range) or all matching but some. */
export function useGridSelection({
  selection: controlled,
  onSelectionChange,
  total,
  rowIdAt,
  filterKey,
}: GridSelectionOptions) {
  const [own, setOwn] = useState<GridSelection>(NO_GRID_SELECTION);
  const selection = controlled ?? own;
  const anchor = useRef<number | null>(null);

  const set = (next: GridSelection) => {
    if (!controlled) setOwn(next);
    onSelectionChange?.(next);
  };

  const seenFilter = useRef(filterKey);
  useEffect(() => {
    if (seenFilter.current === filterKey) return;
    seenFilter.current = filterKey;
    anchor.current = null;
    if (!controlled) setOwn(NO_GRID_SELECTION);
    onSelectionChange?.(NO_GRID_SELECTION);
  }, [filterKey, controlled, onSelectionChange]);

  /** Toggles the row at an index; with `range`, every loaded row from the last toggled one. */
  const toggleRow = (index: number, range = false) => {
    const id = rowIdAt(index);
    if (id === undefined) return;
    const selected = !isRowSelected(selection, id);
    const from = range && anchor.current !== null ? anchor.current : index;
    const ids: string[] = [];
    for (let i = Math.min(from, index); i <= Math.max(from, index); i += 1) {
      const rowId = rowIdAt(i);
      if (rowId !== undefined) ids.push(rowId);
    }
    anchor.current = index;
    set(setRowsSelected(selection, ids, selected));
  };

  return {
    selection,
    isSelected: (id: string) => isRowSelected(selection, id),
    toggleRow,
    toggleAll: () => set(toggleAllSelection(selection, total)),
    clear: () => set(NO_GRID_SELECTION),
  };
}
