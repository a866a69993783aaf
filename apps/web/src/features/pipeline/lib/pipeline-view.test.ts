import { DEFAULT_GRID_STATE, PipelineView } from '@fathom/contract';
import { describe, expect, it } from 'vitest';
import { fromPipelineView, isNarrowed, NO_TAGS, toPipelineView } from './pipeline-view';

describe('toPipelineView', () => {
  it('maps column filters with their conditions, a missing condition meaning contains', () => {
    const view = toPipelineView({
      sorting: [],
      filters: [
        { id: 'heroKeyword', value: ' garlic ' },
        { id: 'numKeywords', condition: 'greaterOrEqual', value: '-12.5' },
        { id: 'notes', condition: 'empty', value: '' },
        { id: 'newestResearchDate', condition: 'lessThanOrEqual', value: '2026-01-31' },
      ],
    });
    expect(view.filters).toEqual([
      { field: 'heroKeyword', condition: 'contains', value: 'garlic' },
      { field: 'numKeywords', condition: 'greaterOrEqual', value: '-12.5' },
      { field: 'notes', condition: 'empty' },
      { field: 'newestResearchDate', condition: 'lessThanOrEqual', value: '2026-01-31' },
    ]);
    expect(PipelineView.safeParse(view).success).toBe(true);
  });

  it('leaves out filters the server would refuse: no value, a condition of another type, bad numbers, unknown columns', () => {
    const view = toPipelineView({
      sorting: [],
      filters: [
        { id: 'label', condition: 'equals', value: '  ' },
        { id: 'heroKeyword', condition: 'greaterOrEqual', value: 'garlic' },
        { id: 'notes', condition: 'lessThanOrEqual', value: 'm' },
        { id: 'numKeywords', condition: 'contains', value: '12' },
        { id: 'medianPriceCents', condition: 'equals', value: '1,99' },
        { id: 'oldestResearchDate', condition: 'equals', value: '31/01/2026' },
        { id: 'spaces', condition: 'contains', value: 'Kitchen' },
      ],
    });
    expect(view.filters).toEqual([]);
  });

  it('sorts by the grid sort keys the server knows; no sort key leaves the default order', () => {
    expect(toPipelineView({ filters: [], sorting: [{ id: 'label', desc: false }] }).sort).toEqual([
      { field: 'label', desc: false },
    ]);
    expect(
      toPipelineView({ filters: [], sorting: [{ id: 'medianSales', desc: true }] }).sort,
    ).toEqual([{ field: 'medianSales', desc: true }]);
    expect(toPipelineView({ filters: [], sorting: [] }).sort).toEqual([]);
    expect(
      toPipelineView({ filters: [], sorting: [{ id: 'assignees', desc: true }] }).sort,
    ).toEqual([]);
  });

  it('carries the tag scope and says when the view narrows the pipeline', () => {
    const plain = toPipelineView(DEFAULT_GRID_STATE);
    expect(plain.tags).toEqual(NO_TAGS);
    expect(isNarrowed(plain)).toBe(false);
    const scoped = toPipelineView(DEFAULT_GRID_STATE, { spaceIds: [4], noLabel: true });
    expect(scoped.tags).toEqual({ ...NO_TAGS, spaceIds: [4], noLabel: true });
    expect(isNarrowed(scoped)).toBe(true);
    expect(
      isNarrowed(toPipelineView({ sorting: [], filters: [{ id: 'label', value: 'x' }] })),
    ).toBe(true);
  });
});

describe('fromPipelineView', () => {
  it('gives back the grid filters, sort and tags a view was made of', () => {
    const grid = {
      filters: [
        { id: 'heroKeyword', condition: 'contains' as const, value: 'garlic' },
        { id: 'notes', condition: 'empty' as const, value: '' },
      ],
      sorting: [{ id: 'medianPriceCents', desc: true }],
    };
    const tags = { ...NO_TAGS, labelIds: [3], autoDive: true };
    expect(fromPipelineView(toPipelineView(grid, tags))).toEqual({ grid, tags });
  });
});
