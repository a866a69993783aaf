import {
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  metaHelper,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import type { GridFilterType } from './grid-filter';

export type CopyValue = string | number | null | undefined;

/** What a column tells the grid beyond TanStack's own options. */
export interface GridColumnMeta {
  /** Plain header text for copy, CSV export and the columns menu. */
  label?: string;
  align?: 'start' | 'end' | 'center';
  /** Pinned to the left edge unless the grid's state says otherwise. */
  pinned?: boolean;
  /** The text copied and exported for a cell; by default the cell's value. */
  exportValue?: (value: unknown) => CopyValue;
  /** Gives the column a filter in its header, with the conditions of this type. */
  filter?: GridFilterType;
  /** How the column sorts and filters, when it is not plain: the header's tooltip, under its filter's value. */
  description?: string;
  /**
   * A blank cell means "no value" rather than a value of its own (a rank beyond 100): it matches
   * no condition but Empty.
   */
  blankMatchesOnlyEmpty?: boolean;
  /**
   * Made from the data rather than chosen (a day of a heatmap's window): its id changes with the
   * data, so the grid's saved order, visibility and widths leave it out.
   */
  generated?: boolean;
}

/** The one feature set of every DataGrid: sorting, visibility and sizes (selection is the grid's own). */
export const gridFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, basic: sortFn_basic },
  columnVisibilityFeature,
  columnSizingFeature,
  columnMeta: metaHelper<GridColumnMeta>(),
});

export type GridFeatures = typeof gridFeatures;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of one grid hold different value types
export type GridColumnDef<TData extends RowData> = ColumnDef<GridFeatures, TData, any>;

/** Column helper for DataGrid columns. */
export function createGridColumnHelper<TData extends RowData>() {
  return createColumnHelper<GridFeatures, TData>();
}

/** Id of the checkbox column the grid adds in front when rows are selectable. */
export const SELECT_COLUMN_ID = '__select';

/** The checkbox column the grid puts in front of selectable rows. */
export function selectColumn<TData extends RowData>(): GridColumnDef<TData> {
  return {
    id: SELECT_COLUMN_ID,
    header: '',
    enableSorting: false,
    enableHiding: false,
    meta: { pinned: true, align: 'center' },
  };
}
