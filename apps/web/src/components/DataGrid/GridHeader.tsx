import { Checkbox } from '@mantine/core';
import type { GridColumnFilter } from '@fathom/contract';
import type { Header, RowData } from '@tanstack/react-table';
import { columnLabel, type GridColumn } from './grid-export';
import { GridFilterButton } from './GridFilterButton';
import { FlexRender } from '@tanstack/react-table';
import { IconArrowDown, IconArrowUp } from '../icons';
import { SELECT_COLUMN_ID, type GridFeatures } from './grid-features';
import { cellStyle, HEADER_HEIGHT, type GridLayout } from './grid-layout';
import type { HeaderCheckboxState } from './grid-selection';
import { windowCells } from './GridBody';
import type { ColumnWindow } from './use-grid-virtual';
import classes from './DataGrid.module.css';

interface GridHeaderProps<TData extends RowData> {
  headers: Header<GridFeatures, TData, unknown>[];
  /** The visible columns in display order. */
  columns: GridColumn<TData>[];
  layout: GridLayout;
  columnWindow: ColumnWindow;
  checkbox: HeaderCheckboxState;
  onToggleAll: () => void;
  filters: GridColumnFilter[];
  /** Sets or clears (null) a column's filter. */
  onFilterChange: (id: string, filter: Omit<GridColumnFilter, 'id'> | null) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function GridHeader<TData extends RowData>({
  headers,
  columns,
  layout,
  columnWindow,
  checkbox,
  onToggleAll,
  filters,
  onFilterChange,
}: GridHeaderProps<TData>) {
  const byColumn = new Map(headers.map((header) => [header.column.id, header]));
  return (
    <div role="row" aria-rowindex={1} className={classes.header} style={{ height: HEADER_HEIGHT }}>
      {windowCells(columnWindow, (index) => {
        const column = columns[index];
        const header = column ? byColumn.get(column.id) : undefined;
        const columnLayout = layout.columns[index];
        if (!column || !header || !columnLayout) return null;
        const pinnedClass =
          columnLayout.pinnedLeft !== null
            ? `${classes.pinned} ${columnLayout.lastPinned ? classes.lastPinned : ''}`
            : '';
        if (column.id === SELECT_COLUMN_ID) {
          return (
            <div
              key={header.id}
              role="columnheader"
              className={`${classes.headerCell} ${pinnedClass}`}
              style={cellStyle(columnLayout, HEADER_HEIGHT)}
            >
              <Checkbox
                size="xs"
                aria-label="Select all rows"
                checked={checkbox === 'full'}
                indeterminate={checkbox === 'partial'}
                onChange={onToggleAll}
                tabIndex={-1}
              />
            </div>
          );
        }
        const sorted = column.getIsSorted();
        const label = (
          <>
            <span className={classes.headerLabel}>
              <FlexRender header={header} />
            </span>
            {sorted === 'asc' ? <IconArrowUp size={12} className={classes.sortIcon} /> : null}
            {sorted === 'desc' ? <IconArrowDown size={12} className={classes.sortIcon} /> : null}
          </>
        );
        const canSort = column.getCanSort();
        const filterType = column.columnDef.meta?.filter;
        const description = column.columnDef.meta?.description;
        return (
          <div
            key={header.id}
            role="columnheader"
            aria-sort={canSort ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
            className={`${classes.headerCell} ${pinnedClass}`}
            style={cellStyle(columnLayout, HEADER_HEIGHT)}
          >
            {canSort ? (
              // A button, so Tab reaches the sort and Enter or Space applies it.
              <button
                type="button"
                className={classes.sortButton}
                title={description}
                style={filterType ? { width: 'auto', flex: 1, marginRight: 0 } : undefined}
                onClick={column.getToggleSortingHandler()}
              >
                {label}
              </button>
            ) : (
              label
            )}
            {filterType ? (
              <GridFilterButton
                label={columnLabel(column)}
                type={filterType}
                description={description}
                filter={filters.find((filter) => filter.id === column.id)}
                onChange={(filter) => onFilterChange(column.id, filter)}
              />
            ) : null}
          </div>
        );
      })}
      <div className={classes.filler} />
    </div>
  );
}
