import type { GridSelection } from '@fathom/contract';
import { describe, expect, it } from 'vitest';
import {
  headerCheckboxState,
  isRowSelected,
  selectedCount,
  setRowsSelected,
  toggleAllSelection,
} from './grid-selection';

const none: GridSelection = { mode: 'ids', ids: [] };
const all = (except: string[] = []): GridSelection => ({ mode: 'allExcept', except, total: 3 });

describe('header checkbox', () => {
  it('is none, partial or full over every matching row', () => {
    expect(headerCheckboxState(none, 3)).toBe('none');
    expect(headerCheckboxState({ mode: 'ids', ids: ['b'] }, 3)).toBe('partial');
    expect(headerCheckboxState({ mode: 'ids', ids: ['a', 'b', 'c'] }, 3)).toBe('full');
    expect(headerCheckboxState(all(), 3)).toBe('full');
    expect(headerCheckboxState(all(['b']), 3)).toBe('partial');
    expect(headerCheckboxState(all(['a', 'b', 'c']), 3)).toBe('none');
  });

  it('is none without rows', () => {
    expect(headerCheckboxState(none, 0)).toBe('none');
    expect(headerCheckboxState(all(), 0)).toBe('none');
  });

  it('selects every matching row from none or partial, and clears them from full', () => {
    expect(toggleAllSelection(none, 3)).toEqual(all());
    expect(toggleAllSelection({ mode: 'ids', ids: ['b'] }, 3)).toEqual(all());
    expect(toggleAllSelection(all(['b']), 3)).toEqual(all());
    expect(toggleAllSelection(all(), 3)).toEqual(none);
  });
});

describe('row selection', () => {
  it('adds picked ids, or the rows left out of "all matching"', () => {
    const picked = setRowsSelected(none, ['a', 'b'], true);
    expect(picked).toEqual({ mode: 'ids', ids: ['a', 'b'] });
    expect(setRowsSelected(picked, ['a'], false)).toEqual({ mode: 'ids', ids: ['b'] });

    const allButB = setRowsSelected(all(), ['b'], false);
    expect(allButB).toEqual(all(['b']));
    expect(isRowSelected(allButB, 'a')).toBe(true);
    expect(isRowSelected(allButB, 'b')).toBe(false);
    expect(selectedCount(allButB, 3)).toBe(2);
    expect(setRowsSelected(allButB, ['b'], true)).toEqual(all());
  });
});
