import { describe, expect, it } from 'vitest';
import { DEFAULT_GRID_STATE, GridSelection, GridState, gridSelection } from './grid';
import { IdNumber } from './api/bounds';

describe('grid state', () => {
  it('accepts a saved state and refuses widths and ids out of bounds', () => {
    const saved = {
      ...DEFAULT_GRID_STATE,
      sorting: [{ id: 'volume', desc: true }],
      filters: [{ id: 'keyword', value: 'garlic' }],
      columnOrder: ['volume', 'keyword'],
      columnVisibility: { rank: false },
      columnPinning: { left: ['keyword'] },
      columnSizing: { keyword: 240 },
    };
    expect(GridState.parse(saved)).toEqual(saved);
    expect(GridState.safeParse({ ...saved, columnSizing: { keyword: 5 } }).success).toBe(false);
    expect(GridState.safeParse({ ...saved, columnOrder: [''] }).success).toBe(false);
    expect(GridState.safeParse({ ...saved, search: 'a\u0000b' }).success).toBe(false);
  });
});

describe('grid column filters', () => {
  it('take one of the filter conditions, and none means contains as saved before', () => {
    const old = { ...DEFAULT_GRID_STATE, filters: [{ id: 'keyword', value: 'garlic' }] };
    expect(GridState.parse(old).filters).toEqual([{ id: 'keyword', value: 'garlic' }]);
    const conditioned = {
      ...DEFAULT_GRID_STATE,
      filters: [
        { id: 'volume', condition: 'greaterOrEqual', value: '-1.5' },
        { id: 'notes', condition: 'empty', value: '' },
      ],
    };
    expect(GridState.parse(conditioned)).toEqual(conditioned);
    const unknown = {
      ...DEFAULT_GRID_STATE,
      filters: [{ id: 'a', condition: 'like', value: 'x' }],
    };
    expect(GridState.safeParse(unknown).success).toBe(false);
  });
});

describe('grid selection', () => {
  it('is ids or every matching row except some', () => {
    expect(GridSelection.parse({ mode: 'ids', ids: ['7'] })).toEqual({ mode: 'ids', ids: ['7'] });
    const all = { mode: 'allExcept', except: ['3'], total: 40_000 };
    expect(GridSelection.parse(all)).toEqual(all);
    expect(GridSelection.safeParse({ mode: 'allExcept', except: [] }).success).toBe(false);
  });

  it('takes the id type of the rows it selects', () => {
    const nicheSelection = gridSelection(IdNumber);
    expect(nicheSelection.safeParse({ mode: 'ids', ids: [7] }).success).toBe(true);
    expect(nicheSelection.safeParse({ mode: 'ids', ids: ['7'] }).success).toBe(false);
  });
});
