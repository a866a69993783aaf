import { describe, expect, it } from 'vitest';
import {
  filterItems,
  nextSort,
  passes,
  shownItems,
  sortRows,
  type HeatmapFilter,
} from './heatmap-filters';

const f = (condition: HeatmapFilter['condition'], ...values: string[]): HeatmapFilter => ({
  column: 'x',
  condition,
  values,
});

describe('heatmap filters (spec: rank-radar §5)', () => {
  it('reads the seven conditions on text and on numbers', () => {
    expect(passes('garlic press', f('contains', 'PRESS'))).toBe(true);
    expect(passes('garlic press', f('notContains', 'press'))).toBe(false);
    expect(passes('garlic press', f('equals', 'garlic mincer', 'garlic press'))).toBe(true);
    expect(passes('garlic press', f('notEqual', 'garlic mincer', 'garlic press'))).toBe(false);
    expect(passes(12, f('equals', '12'))).toBe(true);
    expect(passes(12, f('notEqual', '12'))).toBe(false);
    expect(passes(12, f('greaterOrEqual', '12'))).toBe(true);
    expect(passes(12, f('greaterOrEqual', '13'))).toBe(false);
    expect(passes(12, f('lessThanOrEqual', '12'))).toBe(true);
    expect(passes(12, f('lessThanOrEqual', '11'))).toBe(false);
    expect(passes(null, f('empty'))).toBe(true);
    expect(passes(5, f('empty'))).toBe(false);
  });

  it('leaves a blank rank (101 or more, or none) out of every condition but empty', () => {
    for (const condition of ['equals', 'notEqual', 'greaterOrEqual', 'lessThanOrEqual'] as const)
      expect(passes(null, f(condition, '50'))).toBe(false);
  });

  it('splits a typed set and names three of its items before the rest', () => {
    expect(filterItems(' a, b ,\nc,,d ')).toEqual(['a', 'b', 'c', 'd']);
    expect(shownItems(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c'],
      more: ['d', 'e'],
    });
  });
});

describe('heatmap sorting (spec: rank-radar §4)', () => {
  it('cycles ascending, descending, then none', () => {
    const asc = nextSort(null, 'searchVolume');
    expect(asc).toEqual({ key: 'searchVolume', direction: 'ascending' });
    const desc = nextSort(asc, 'searchVolume');
    expect(desc).toEqual({ key: 'searchVolume', direction: 'descending' });
    expect(nextSort(desc, 'searchVolume')).toBeNull();
    expect(nextSort(desc, 'relevancy')).toEqual({ key: 'relevancy', direction: 'ascending' });
  });

  it('orders numbers and text, blanks last either way', () => {
    const rows = [3, null, 1, 2];
    expect(sortRows(rows, (r) => r, 'ascending')).toEqual([1, 2, 3, null]);
    expect(sortRows(rows, (r) => r, 'descending')).toEqual([3, 2, 1, null]);
    expect(sortRows(['b', 'a', ''], (r) => r, 'ascending')).toEqual(['a', 'b', '']);
  });
});
