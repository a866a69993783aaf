import {
  DATE_INPUT,
  NUMERIC_INPUT,
  ORDERED_CONDITIONS,
  TEXT_CONDITIONS,
  type FilterCondition,
  type GridColumnFilter,
} from '@fathom/contract';

/** How a column is filtered: text by contains and equality, numbers and dates also by order. */
export type GridFilterType = 'text' | 'number' | 'date';

export const CONDITION_LABELS: Record<FilterCondition, string> = {
  contains: 'Contains',
  notContains: 'Does not contain',
  equals: 'Equals',
  notEqual: 'Does not equal',
  greaterOrEqual: 'Greater than or equal',
  lessThanOrEqual: 'Less than or equal',
  empty: 'Empty',
};

export function conditionsFor(type: GridFilterType): readonly FilterCondition[] {
  return type === 'text' ? TEXT_CONDITIONS : ORDERED_CONDITIONS;
}

/** The condition a filter means: none, as saved before conditions existed, is contains. */
export const filterCondition = (filter: GridColumnFilter): FilterCondition =>
  filter.condition ?? 'contains';

/** A filter that narrows rows: `empty`, or any other condition with a value. */
export function isActiveFilter(filter: GridColumnFilter): boolean {
  return filterCondition(filter) === 'empty' || filter.value.trim() !== '';
}

/** Why a typed value cannot filter a column, or null when it can. */
export function filterValueError(
  type: GridFilterType,
  condition: FilterCondition,
  value: string,
): string | null {
  if (condition === 'empty') return null;
  const text = value.trim();
  if (text === '') return 'Enter a value';
  if (type === 'number' && !NUMERIC_INPUT.test(text)) return 'Enter a number, such as -1.5';
  if (type === 'date' && !DATE_INPUT.test(text)) return 'Enter a date as yyyy-MM-dd';
  return null;
}

/** Whether a cell's text meets a filter; numbers compare as numbers, text ignoring case. */
export function matchesFilter(
  cell: string,
  filter: GridColumnFilter,
  type: GridFilterType = 'text',
  blankMatchesOnlyEmpty = false,
): boolean {
  const condition = filterCondition(filter);
  const text = cell.trim();
  if (condition === 'empty') return text === '';
  if (blankMatchesOnlyEmpty && text === '') return false;
  const value = filter.value.trim();
  if (type === 'number') {
    const a = Number(text.replace(/[^\d.-]/g, ''));
    const b = Number(value);
    if (text === '' || Number.isNaN(a)) return condition === 'notEqual';
    return compare(condition, a, b);
  }
  const a = text.toLowerCase();
  const b = value.toLowerCase();
  if (condition === 'contains') return a.includes(b);
  if (condition === 'notContains') return !a.includes(b);
  return compare(condition, a, b);
}

function compare<T extends number | string>(condition: FilterCondition, a: T, b: T): boolean {
  if (condition === 'equals') return a === b;
  if (condition === 'notEqual') return a !== b;
  if (condition === 'greaterOrEqual') return a >= b;
  if (condition === 'lessThanOrEqual') return a <= b;
  return false;
}
