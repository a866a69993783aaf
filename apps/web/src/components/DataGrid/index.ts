export { DataGrid } from './DataGrid';
export { type DataGridProps } from './data-grid-props';
export { type GridCellProps } from './GridBody';
export { type GridGrouping } from './grid-groups';
export { type GridSummaryRow } from './GridSummaryRows';
export { GridRowMenu } from './GridRowMenu';
export { type GridDataSource } from './use-range-rows';
export {
  createGridColumnHelper,
  SELECT_COLUMN_ID,
  type GridColumnDef,
  type GridColumnMeta,
} from './grid-features';
export { formatCopyText, quoteCell, toCsv } from './grid-text';
export { HEADER_HEIGHT, ROW_HEIGHT } from './grid-layout';
export { type GridContextTarget } from './grid-focus';
export {
  CONDITION_LABELS,
  conditionsFor,
  filterValueError,
  isActiveFilter,
  type GridFilterType,
} from './grid-filter';
export { readGridPreferences, writeGridPreferences } from './grid-preferences';
export { selectedCount, headerCheckboxState } from './grid-selection';
export { writeClipboard } from './grid-export';
export { isRowSelected, setRowsSelected } from './grid-selection';
