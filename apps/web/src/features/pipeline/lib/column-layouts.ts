import {
  COLUMN_LAYOUT_MESSAGES as M,
  COLUMN_LAYOUTS_MAX,
  ColumnLayoutName,
  sameLayoutName,
  type ColumnLayout,
  type GridPreferences,
  type GridState,
} from '@fathom/contract';
import { DEFAULT_COLUMN_VISIBILITY } from '../components/pipeline-columns';

/** The grid's columns as a layout keeps them: shown or hidden, order, widths and pinning. */
export function columnsOf(grid: GridState): GridPreferences {
  const { columnOrder, columnVisibility, columnSizing, columnPinning } = grid;
  return { columnOrder, columnVisibility, columnSizing, columnPinning };
}

/** The grid with a layout's columns; its filters, sort and search stay as they are. */
export function withLayout(grid: GridState, layout: ColumnLayout): GridState {
  const { columns } = layout;
  return {
    ...grid,
    columnOrder: columns.columnOrder,
    columnVisibility: { ...DEFAULT_COLUMN_VISIBILITY, ...columns.columnVisibility },
    columnSizing: columns.columnSizing,
    columnPinning: columns.columnPinning ?? grid.columnPinning,
  };
}

/**
 * What is wrong with a name for a new layout, or for `renaming` renamed: the contract's rules
 * (required, length, no control characters), a name in use, or one layout too many.
 */
export function layoutNameProblem(
  layouts: ColumnLayout[],
  name: string,
  renaming?: string,
): string | null {
  const parsed = ColumnLayoutName.safeParse(name);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? M.nameRequired;
  const taken = layouts.some(
    (layout) =>
      sameLayoutName(layout.name, parsed.data) &&
      (renaming === undefined || !sameLayoutName(layout.name, renaming)),
  );
  if (taken) return M.nameTaken(parsed.data);
  if (renaming === undefined && layouts.length >= COLUMN_LAYOUTS_MAX) return M.tooMany;
  return null;
}

export const addLayout = (layouts: ColumnLayout[], name: string, grid: GridState) => [
  ...layouts,
  { name, columns: columnsOf(grid) },
];

export const renameLayout = (layouts: ColumnLayout[], from: string, to: string) =>
  layouts.map((layout) => (layout.name === from ? { ...layout, name: to } : layout));

export const deleteLayout = (layouts: ColumnLayout[], name: string) =>
  layouts.filter((layout) => layout.name !== name);
