import { DEFAULT_GRID_STATE, type ColumnLayout, type GridState } from '@fathom/contract';
import { describe, expect, it } from 'vitest';
import {
  addLayout,
  deleteLayout,
  layoutNameProblem,
  renameLayout,
  withLayout,
} from './column-layouts';

const grid: GridState = {
  ...DEFAULT_GRID_STATE,
  columnOrder: ['label', 'medianPriceCents'],
  columnVisibility: { notes: false },
  columnSizing: { label: 240 },
  columnPinning: { left: ['label'] },
  filters: [{ id: 'heroKeyword', condition: 'contains', value: 'garlic' }],
};

describe('column layouts', () => {
  it('keep the columns of the grid and give them back, leaving its filters as they are', () => {
    const [layout] = addLayout([], 'Money', grid);
    expect(layout).toEqual({
      name: 'Money',
      columns: {
        columnOrder: ['label', 'medianPriceCents'],
        columnVisibility: { notes: false },
        columnSizing: { label: 240 },
        columnPinning: { left: ['label'] },
      },
    });
    const other: GridState = { ...DEFAULT_GRID_STATE, filters: [] };
    const applied = withLayout(other, layout!);
    expect(applied.columnOrder).toEqual(['label', 'medianPriceCents']);
    expect(applied.columnSizing).toEqual({ label: 240 });
    expect(applied.columnVisibility.notes).toBe(false);
    // Columns hidden by default stay hidden unless the layout shows them.
    expect(applied.columnVisibility.heroAsin).toBe(false);
    expect(applied.filters).toEqual([]);
  });

  it('refuse an empty, long, taken name, and a layout too many', () => {
    const layouts: ColumnLayout[] = addLayout([], 'Money', grid);
    expect(layoutNameProblem(layouts, '  ')).toBe('Layout name is required');
    expect(layoutNameProblem(layouts, 'x'.repeat(61))).toMatch(/60 characters/);
    expect(layoutNameProblem(layouts, ' money ')).toBe('A layout named "money" already exists');
    expect(layoutNameProblem(layouts, 'Keywords')).toBeNull();
    // A rename may keep the name in another case.
    expect(layoutNameProblem(layouts, 'MONEY', 'Money')).toBeNull();
    const full = Array.from({ length: 20 }, (_, i) => ({
      name: `L${i}`,
      columns: layouts[0]!.columns,
    }));
    expect(layoutNameProblem(full, 'One more')).toMatch(/at most 20 layouts/);
    expect(layoutNameProblem(full, 'L0 renamed', 'L0')).toBeNull();
  });

  it('rename and delete one layout by its name', () => {
    const layouts = addLayout(addLayout([], 'Money', grid), 'Keywords', grid);
    expect(renameLayout(layouts, 'Money', 'Prices').map((l) => l.name)).toEqual([
      'Prices',
      'Keywords',
    ]);
    expect(deleteLayout(layouts, 'Money').map((l) => l.name)).toEqual(['Keywords']);
  });
});
