export { DataGrid, type DataGridProps } from './DataGrid';
export { type GridDataSource } from './use-range-rows';
export {
  createGridColumnHelper,
  SELECT_COLUMN_ID,
  type GridColumnDef,
  type GridColumnMeta,
} from './grid-features';
export { formatCopyText, quoteCell, toCsv } from './grid-text';
export { HEADER_HEIGHT, ROW_HEIGHT } from './grid-layout';
