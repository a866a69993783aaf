/**
 * The heatmap's column filters and sorting (spec: rank-radar §4, §5, §9), applied in the browser
 * to the terms the heatmap answered.
 */
import type { FilterCondition } from '@fathom/contract';

export const CONDITION_LABELS: Record<FilterCondition, string> = {
  contains: 'contains',
  notContains: 'does not contain',
  equals: 'equals',
  notEqual: 'does not equal',
  greaterOrEqual: 'is at least',
  lessThanOrEqual: 'is at most',
  empty: 'is empty',
};

/** A keyword set names at most this many items before a 'more' list. */
export const FILTER_SET_SHOWN = 3;

/** A value a filter or sort reads: text, a number, or nothing (blank, unranked, 101 or more). */
export type CellValue = string | number | null;

export interface HeatmapFilter {
  /** A column id, or 'keyword' for the search term and 'latestRank' for the last day's rank. */
  column: string;
  condition: FilterCondition;
  /**
   * What is compared: one number, or text; equals and does-not-equal on text take a set of items
   * (a term is one of them, or none of them).
   */
  values: string[];
}

/**
 * Filters offered ready-made (spec §7 'predefined filters'), on the last day's rank, which every
 * heatmap has whatever columns are chosen.
 */
export const PREDEFINED_FILTERS: readonly { label: string; filter: HeatmapFilter }[] = [
  {
    label: 'Top 10 on the last day',
    filter: { column: 'latestRank', condition: 'lessThanOrEqual', values: ['10'] },
  },
  {
    label: 'Top 50 on the last day',
    filter: { column: 'latestRank', condition: 'lessThanOrEqual', values: ['50'] },
  },
  {
    label: 'Ranked 11 to 100 on the last day',
    filter: { column: 'latestRank', condition: 'greaterOrEqual', values: ['11'] },
  },
  {
    label: 'Not ranked on the last day',
    filter: { column: 'latestRank', condition: 'empty', values: [] },
  },
];

const norm = (s: string) => s.trim().toLowerCase();

/**
 * Whether a value passes a filter. A blank value (a rank of 101 or more among them) passes only
 * 'is empty': it is never counted as a number nor as text.
 */
export function passes(value: CellValue, filter: HeatmapFilter): boolean {
  if (filter.condition === 'empty') return value === null || value === '';
  if (value === null || value === '') return false;
  if (typeof value === 'number') {
    const target = Number(filter.values[0]);
    if (!Number.isFinite(target)) return true;
    switch (filter.condition) {
      case 'equals':
        return value === target;
      case 'notEqual':
        return value !== target;
      case 'greaterOrEqual':
        return value >= target;
      case 'lessThanOrEqual':
        return value <= target;
      case 'contains':
        return String(value).includes(String(target));
      case 'notContains':
        return !String(value).includes(String(target));
    }
  }
  const text = norm(value);
  const items = filter.values.map(norm).filter(Boolean);
  if (items.length === 0) return true;
  switch (filter.condition) {
    case 'contains':
      return items.some((i) => text.includes(i));
    case 'notContains':
      return items.every((i) => !text.includes(i));
    case 'equals':
      return items.includes(text);
    case 'notEqual':
      return !items.includes(text);
    case 'greaterOrEqual':
      return text >= items[0]!;
    case 'lessThanOrEqual':
      return text <= items[0]!;
  }
}

/** Splits typed text into a filter's items: a set separated by commas or new lines. */
export function filterItems(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A filter's items as its chip reads them: the first three, then how many more. */
export function shownItems(values: readonly string[]): { shown: string[]; more: string[] } {
  return { shown: values.slice(0, FILTER_SET_SHOWN), more: values.slice(FILTER_SET_SHOWN) };
}

export type SortDirection = 'ascending' | 'descending';
export interface HeatmapSort {
  /** A column id, 'keyword', or `day:<index>` for a day's rank. */
  key: string;
  direction: SortDirection;
}

/** The next sort of a header: ascending, then descending, then none (spec §4). */
export function nextSort(current: HeatmapSort | null, key: string): HeatmapSort | null {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return current.direction === 'ascending' ? { key, direction: 'descending' } : null;
}

/** Rows ordered by a value; blanks last in either direction, ties in the heatmap's order. */
export function sortRows<T>(rows: readonly T[], value: (row: T) => CellValue, dir: SortDirection) {
  const sign = dir === 'ascending' ? 1 : -1;
  const keyed = rows.map((row, i) => ({ row, i, v: value(row) }));
  keyed.sort((a, b) => {
    const blankA = a.v === null || a.v === '';
    const blankB = b.v === null || b.v === '';
    if (blankA || blankB) return blankA === blankB ? a.i - b.i : blankA ? 1 : -1;
    const order =
      typeof a.v === 'number' && typeof b.v === 'number'
        ? a.v - b.v
        : String(a.v).localeCompare(String(b.v));
    return order === 0 ? a.i - b.i : sign * order;
  });
  return keyed.map((k) => k.row);
}
