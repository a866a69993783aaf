import { describe, expect, it } from 'vitest';
import { validateHomeSearch } from './home';

describe('home search parameters', () => {
  it('reads ?niche= as the hero keyword to filter by', () => {
    expect(validateHomeSearch({ niche: ' garlic press ' })).toEqual({ niche: 'garlic press' });
    expect(validateHomeSearch({ niche: '' })).toEqual({});
    expect(validateHomeSearch({ openSndModal: 'true', niche: 42 })).toEqual({
      openSndModal: true,
      niche: '42',
    });
  });
});
