import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_PALETTE, highlightTooltip, newTagColor, type Highlight } from '@fathom/contract';
import { tagFormErrors, tagsOn, tagSuggestions } from './highlights';

const tag = (id: number, title: string, keywordIds: number[]): Highlight => ({
  id,
  type: 'tag',
  title,
  description: '',
  color: HIGHLIGHT_PALETTE[0],
  startAt: '2026-11-01',
  endAt: '2026-11-10',
  keywordIds,
});
const form = {
  title: '',
  existingId: null,
  color: null,
  startAt: '2026-11-02',
  endAt: '2026-11-03',
};

describe('tag form rules', () => {
  it('requires a tag and, for a new one, a colour', () => {
    expect(tagFormErrors(form, '2026-11-01')).toEqual({
      title: 'Tag is required',
      color: 'Color is required',
    });
    expect(tagFormErrors({ ...form, existingId: 4 }, '2026-11-01')).toEqual({});
    expect(tagFormErrors({ ...form, title: 'Sale', color: 'none' }, '2026-11-01')).toEqual({});
  });

  it('refuses dates before the product was created and a start after the end', () => {
    const ok = { ...form, title: 'Sale', color: HIGHLIGHT_PALETTE[1] };
    expect(tagFormErrors(ok, '2026-11-03').startAt).toBe('Not before 2026-11-03');
    expect(tagFormErrors({ ...ok, endAt: '2026-11-01' }, '2026-10-01').endAt).toBe(
      'The start date cannot be after the end date',
    );
  });

  it('suggests tags not already on every selected term, filtered by title', () => {
    const tags = [tag(1, 'Price test', [1, 2]), tag(2, 'Coupon', [1]), tag(3, 'Price drop', [])];
    expect(tagSuggestions(tags, [1, 2], '').map((t) => t.id)).toEqual([2, 3]);
    expect(tagSuggestions(tags, [1], ' PRICE ').map((t) => t.id)).toEqual([3]);
    expect(tagSuggestions(tags, [], 'price').map((t) => t.id)).toEqual([1, 3]);
  });

  it('gives a new tag an unused colour, otherwise one of the least used', () => {
    const used = HIGHLIGHT_PALETTE.slice(0, 11).map((color) => ({ color }));
    expect(newTagColor(used)).toBe(HIGHLIGHT_PALETTE[11]);
    const twice = [...HIGHLIGHT_PALETTE, ...HIGHLIGHT_PALETTE.slice(1)].map((color) => ({ color }));
    expect(newTagColor(twice)).toBe(HIGHLIGHT_PALETTE[0]);
    expect(HIGHLIGHT_PALETTE).toContain(newTagColor([]));
  });

  it('cuts a tooltip at 250 characters', () => {
    expect(highlightTooltip('a'.repeat(250))).toBe('a'.repeat(250));
    expect(highlightTooltip('a'.repeat(300))).toBe(`${'a'.repeat(250)}…`);
  });

  it('marks a tagged term on the days of the tag only', () => {
    const tags = [tag(1, 'Price test', [7])];
    expect(tagsOn(tags, 7, '2026-11-05')).toHaveLength(1);
    expect(tagsOn(tags, 7, '2026-11-11')).toHaveLength(0);
    expect(tagsOn(tags, 8, '2026-11-05')).toHaveLength(0);
  });
});
