import type { GridSelection, GridState } from '@fathom/contract';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { GridColumnDef } from './grid-features';
import type { GridContextTarget } from './grid-focus';
import type { GridGrouping } from './grid-groups';
import type { GridCellProps } from './GridBody';
import type { GridSummaryRow } from './GridSummaryRows';
import type { GridDataSource } from './use-range-rows';

export interface DataGridProps<TData extends RowData> {
  /** Accessible name of the grid. */
  label: string;
  columns: GridColumnDef<TData>[];
  /** Every row, held in memory: the grid sorts and filters them. Undefined while loading. */
  data?: TData[] | undefined;
  /** Rows on a server instead: the grid loads the ranges on screen, sorted and filtered there. */
  source?: GridDataSource<TData>;
  getRowId: (row: TData) => string;
  loading?: boolean;
  /** A failed load: shown as an error row. */
  error?: unknown;
  /** Sort, filters and columns, held by the page; without it the grid keeps its own. */
  state?: GridState;
  onStateChange?: (state: GridState) => void;
  /** Where an uncontrolled grid starts; pinned columns default to those with `meta.pinned`. */
  defaultState?: Partial<GridState>;
  /** Saves column order, visibility and widths in localStorage under this page name... */
  preferencesKey?: string;
  /** ...and this niche, on a niche's pages. */
  nicheId?: number;
  /** The grid's height; by default it fits its rows, up to 520 px. */
  height?: number | string;
  /** Row height in pixels, 25 by default (spec); taller for rows holding inputs or buttons. */
  rowHeight?: number;
  /** The name of a row's checkbox ('Select garlic press'); 'Select row N' by default. */
  rowLabel?: (row: TData) => string;
  /** Row checkboxes with a tri-state header checkbox; on by default. */
  selectable?: boolean;
  /** Selected rows, held by the page; without it the grid keeps its own. */
  selection?: GridSelection;
  onSelectionChange?: (selection: GridSelection) => void;
  /** Turns on the text filter, matching what this returns for each row (a source filters itself). */
  getSearchText?: (row: TData) => string;
  searchPlaceholder?: string;
  /** Turns on CSV and Excel export of every matching row, saved under this name (.csv, .xlsx). */
  exportFileName?: string;
  /** Names the rows in the count: ['keyword', 'keywords']. */
  rowNoun?: readonly [string, string];
  /** What the grid shows with no rows: text, or a node with actions. */
  emptyText?: ReactNode;
  toolbar?: ReactNode;
  /** The toolbar's text filter and Columns menu; off where a page has its own. */
  searchable?: boolean;
  columnsMenu?: boolean;
  /** A right click on a row, or the context-menu key (Shift+F10) on a focused cell. */
  onRowContextMenu?: (target: GridContextTarget<TData>) => void;
  /** Delete or Backspace with rows selected (spec: shared grid behaviour): the selected rows. */
  onDeleteRows?: (selected: TData[]) => void;
  /**
   * Text pasted into the focused grid (Ctrl/Cmd+V), for a grid whose rows can be added: the
   * page makes new rows of the lines it does not hold yet (spec: pasting more lines than rows
   * adds rows). The focused cell, if any, comes with it, for a grid that writes into its rows.
   * An empty clipboard gives '', so the page can say there was nothing to paste.
   */
  onPasteText?: (text: string, cell: { row: TData; columnId: string } | null) => void;
  /** Draws a cell beyond its column's renderer: colour, tooltip, or a span over the next columns. */
  cellProps?: (row: TData, columnId: string) => GridCellProps | undefined;
  /** Rows in memory under group headings that collapse (a keyword group, a root): a treegrid. */
  groupRows?: GridGrouping<TData>;
  /** Rows kept under the header while the rows scroll (an Average row), outside the data. */
  summaryRows?: readonly GridSummaryRow[];
}
