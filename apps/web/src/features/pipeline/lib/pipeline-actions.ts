import type { GridState, PipelineRow } from '@fathom/contract';
import { formatCopyText, type GridColumnDef } from '../../../components/DataGrid';

/** The dialogs the status bar and the context menu open, with the niches they act on. */
export type PipelineActionKind =
  | 'delete'
  | 'transfer'
  | 'share'
  | 'bulk'
  | 'rename'
  | 'heroKeyword'
  | 'notes'
  | 'assignee'
  | 'tags';
export type PipelineAction = { kind: PipelineActionKind; niches: PipelineRow[] } | null;

const columnId = (def: GridColumnDef<PipelineRow>) =>
  def.id ?? (def as { accessorKey?: string }).accessorKey ?? '';

/** The shown columns in display order: pinned first, then as the grid's state orders them. */
export function shownColumns(
  columns: GridColumnDef<PipelineRow>[],
  grid: Pick<GridState, 'columnOrder' | 'columnPinning' | 'columnVisibility'>,
): GridColumnDef<PipelineRow>[] {
  const ids = orderedColumnIds(columns, grid);
  const byId = new Map(columns.map((def) => [columnId(def), def]));
  return ids
    .filter((id) => grid.columnVisibility[id] !== false)
    .map((id) => byId.get(id)!)
    .filter(Boolean);
}

/** Every column id in display order, hidden ones included. */
export function orderedColumnIds(
  columns: GridColumnDef<PipelineRow>[],
  grid: Pick<GridState, 'columnOrder' | 'columnPinning'>,
): string[] {
  const ids = columns.map(columnId);
  const pinned = grid.columnPinning.left.filter((id) => ids.includes(id));
  const place = new Map(grid.columnOrder.map((id, index) => [id, index]));
  const rest = ids
    .filter((id) => !pinned.includes(id))
    .map((id, index) => ({ id, key: place.get(id) ?? place.size + index }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.id);
  return [...pinned, ...rest];
}

/** Rows as the clipboard takes them: tab-separated quoted cells, with a header line if asked. */
export function copyText(
  rows: readonly PipelineRow[],
  columns: GridColumnDef<PipelineRow>[],
  withHeaders: boolean,
): string {
  const values = rows.map((row, index) =>
    columns.map((def) => {
      const accessor = (def as { accessorFn?: (row: PipelineRow, index: number) => unknown })
        .accessorFn;
      const exported = def.meta?.exportValue;
      const value = accessor ? accessor(row, index) : '';
      const text = exported ? exported(value) : value;
      return typeof text === 'string' || typeof text === 'number' ? text : '';
    }),
  );
  const headers = columns.map((def) => def.meta?.label ?? columnId(def));
  return formatCopyText(withHeaders ? [headers, ...values] : values);
}
