import type { GridState } from '@fathom/contract';
import type { RowData } from '@tanstack/react-table';
import { useState } from 'react';
import { notifyError } from '../../lib/notify';
import {
  columnLabel,
  dataColumns,
  downloadBlob,
  downloadText,
  exportData,
  exportRows,
  type GridColumn,
  type GridRow,
} from './grid-export';
import { toCsv } from './grid-text';
import { toXlsx } from './grid-xlsx';

export type GridExportFormat = 'csv' | 'xlsx';
import type { GridDataSource } from './use-range-rows';

interface GridExportOptions<TData extends RowData> {
  fileName: string | undefined;
  columns: GridColumn<TData>[];
  /** Every row matching the filters, for rows held in memory. */
  rows: GridRow<TData>[];
  source: GridDataSource<TData> | undefined;
  state: GridState;
}

/**
 * CSV or Excel export of every row matching the filters, in the grid's sort and visible columns: the rows
 * in memory, or all of a data source's rows, asked for at once (not only the ones loaded).
 */
export function useGridExport<TData extends RowData>({
  fileName,
  columns,
  rows,
  source,
  state,
}: GridExportOptions<TData>) {
  const [exporting, setExporting] = useState(false);

  const exportFile = async (format: GridExportFormat) => {
    const columnsToExport = dataColumns(columns);
    const headers = columnsToExport.map(columnLabel);
    const base = (fileName ?? 'export.csv').replace(/\.csv$/i, '');
    setExporting(true);
    try {
      const values = source
        ? exportData(await source.loadRange(0, source.rowCount, state), columnsToExport)
        : exportRows(rows, columnsToExport);
      if (format === 'csv') downloadText(`${base}.csv`, toCsv(headers, values));
      else downloadBlob(`${base}.xlsx`, await toXlsx(base, headers, values));
    } catch (error) {
      notifyError('Could not export the rows', error);
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportFile };
}
