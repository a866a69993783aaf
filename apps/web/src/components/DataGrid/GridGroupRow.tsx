import type { ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { IconChevronDown, IconChevronRight } from '../icons';
import type { GridGroupItem } from './grid-groups';
import type { GridLayout } from './grid-layout';
import classes from './DataGrid.module.css';

/**
 * A group's heading row: one cell across the columns (its text kept in view when scrolling
 * sideways) with a button that collapses or expands the group's rows.
 */
export function GridGroupRow<TData extends RowData>({
  group,
  index,
  label,
  layout,
  columnCount,
  cellId,
  focused,
  onToggle,
  onMouseDown,
}: {
  group: GridGroupItem<TData>;
  /** The line's index in the body. */
  index: number;
  label: ReactNode;
  layout: GridLayout;
  columnCount: number;
  cellId: string;
  focused: boolean;
  onToggle: () => void;
  onMouseDown: () => void;
}) {
  const Chevron = group.expanded ? IconChevronDown : IconChevronRight;
  return (
    <div
      role="row"
      aria-rowindex={index + layout.firstRowIndex}
      aria-level={1}
      aria-expanded={group.expanded}
      data-group={group.key}
      className={`${classes.row} ${classes.groupRow}`}
      style={{ top: index * layout.rowHeight, height: layout.rowHeight }}
    >
      <div
        id={cellId}
        role="gridcell"
        aria-colindex={1}
        aria-colspan={columnCount}
        data-focused={focused || undefined}
        className={classes.groupCell}
        style={{ width: layout.totalWidth, height: layout.rowHeight - 1 }}
        onMouseDown={(event) => {
          // The grid keeps the focus (its keys work the heading); the button only takes the click.
          event.preventDefault();
          onMouseDown();
        }}
      >
        <button type="button" tabIndex={-1} className={classes.groupButton} onClick={onToggle}>
          <Chevron size={14} />
          <span>{label}</span>
          <span className={classes.groupCount}>({group.rows.length})</span>
        </button>
      </div>
    </div>
  );
}
