import type {
  GridSelection,
  GridState,
  NicheSelection,
  PipelineRow,
  PipelineView,
} from '@fathom/contract';
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
export interface PipelineDialog {
  kind: PipelineActionKind;
  /** The niches as the grid selected them, sent as they are: the server resolves them. */
  selection: NicheSelection;
  /** How many niches the selection names. */
  count: number;
  /** The selected niches the grid has loaded (all of them for a selection of ticked rows). */
  niches: PipelineRow[];
}
export type PipelineAction = PipelineDialog | null;

/** The action on one niche (the context menu's). */
export const actionOn = (kind: PipelineActionKind, niche: PipelineRow): PipelineDialog => ({
  kind,
  selection: { mode: 'ids', ids: [niche.id] },
  count: 1,
  niches: [niche],
});

/** The grid's selection as a bulk action sends it: ticked ids, or the view's matches but some. */
export function nicheSelection(selection: GridSelection, view: PipelineView): NicheSelection {
  return selection.mode === 'ids'
    ? { mode: 'ids', ids: selection.ids.map(Number) }
    : { mode: 'allExcept', view, except: selection.except.map(Number) };
}

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
