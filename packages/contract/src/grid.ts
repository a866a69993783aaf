import { z } from 'zod';
import { userText } from './api/bounds';
import { FILTER_CONDITIONS, GRID_SELECTION_IDS_MAX } from './api/pipeline';

/**
 * What a DataGrid shows: its sort, filters and column layout. Pages hold it to drive a grid, saved
 * filters store it, and a server data source receives it to sort and filter its rows.
 */
export const GRID_COLUMNS_MAX = 200;
export const GRID_FILTER_MAX = 200;
export const GRID_COLUMN_WIDTH_MIN = 24;
export const GRID_COLUMN_WIDTH_MAX = 2000;

function idText(max: number) {
  return userText(max).min(1, 'must not be empty');
}

const ColumnId = idText(64);
const columnRecord = <T extends z.ZodType>(value: T) =>
  z
    .record(ColumnId, value)
    .refine(
      (record) => Object.keys(record).length <= GRID_COLUMNS_MAX,
      `At most ${GRID_COLUMNS_MAX} columns`,
    );
const columnList = z.array(ColumnId).max(GRID_COLUMNS_MAX, `At most ${GRID_COLUMNS_MAX} columns`);

export const GridSort = z.object({ id: ColumnId, desc: z.boolean() });
export type GridSort = z.infer<typeof GridSort>;

/**
 * A column filter: rows whose value in the column meets the condition with the value (text
 * compared ignoring case). Without a condition the filter is `contains`, as grids saved before
 * conditions existed meant; `empty` takes no value.
 */
export const GridColumnFilter = z.object({
  id: ColumnId,
  condition: z.enum(FILTER_CONDITIONS).optional(),
  value: userText(GRID_FILTER_MAX),
});
export type GridColumnFilter = z.infer<typeof GridColumnFilter>;

export const GridState = z.object({
  /** Sort keys, the first the strongest. */
  sorting: z.array(GridSort).max(GRID_COLUMNS_MAX),
  /** The toolbar's text filter over the grid's search text. */
  search: GridColumnFilter.shape.value,
  filters: z.array(GridColumnFilter).max(GRID_COLUMNS_MAX),
  /** Column ids in display order; columns not named keep their place after the named ones. */
  columnOrder: columnList,
  /** Columns set to hidden (false) or shown (true); columns not named are shown. */
  columnVisibility: columnRecord(z.boolean()),
  /** Columns kept at the left edge while the grid scrolls sideways, in this order. */
  columnPinning: z.object({ left: columnList }),
  /** Widths in pixels of columns resized from their default. */
  columnSizing: columnRecord(
    z.number().int().min(GRID_COLUMN_WIDTH_MIN).max(GRID_COLUMN_WIDTH_MAX),
  ),
});
export type GridState = z.infer<typeof GridState>;

export const DEFAULT_GRID_STATE: GridState = {
  sorting: [],
  search: '',
  filters: [],
  columnOrder: [],
  columnVisibility: {},
  columnPinning: { left: [] },
  columnSizing: {},
};

/** The part of a grid's state remembered per page and per niche (pinning where a page saves it). */
export const GridPreferences = GridState.pick({
  columnOrder: true,
  columnVisibility: true,
  columnSizing: true,
}).extend({ columnPinning: GridState.shape.columnPinning.optional() });
export type GridPreferences = z.infer<typeof GridPreferences>;

/** A grid's row id as the grid knows it (text). */
export const GridRowId = idText(128);

/**
 * Selected rows: the ids picked one by one, or every row matching the grid's filters except some
 * (the header checkbox), with the count it matched when chosen. A bulk action takes it as it is,
 * so "all 40,000 matching" never travels as 40,000 ids.
 */
export function gridSelection<T extends z.ZodType>(id: T) {
  const ids = z.array(id).max(GRID_SELECTION_IDS_MAX, `At most ${GRID_SELECTION_IDS_MAX} rows`);
  return z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('ids'), ids }),
    z.object({
      mode: z.literal('allExcept'),
      except: ids,
      total: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    }),
  ]);
}

export const GridSelection = gridSelection(GridRowId);
export type GridSelection = z.infer<typeof GridSelection>;

export const NO_GRID_SELECTION: GridSelection = { mode: 'ids', ids: [] };
