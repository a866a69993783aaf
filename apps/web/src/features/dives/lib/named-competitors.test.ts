import { describe, expect, it } from 'vitest';
import { parseCompetitorAsins } from './named-competitors';

describe('parseCompetitorAsins', () => {
  it('reads ASINs separated by lines, commas and spaces, once each, without the hero', () => {
    expect(
      parseCompetitorAsins('b0aaaaaaa1\nB0AAAAAAA2, B0AAAAAAA1 B0HEROHERO', 'B0HEROHERO'),
    ).toEqual({
      asins: ['B0AAAAAAA1', 'B0AAAAAAA2'],
    });
  });

  it('names what is not an ASIN', () => {
    expect(parseCompetitorAsins('B0AAAAAAA1, garlic', 'B0HEROHERO')).toEqual({
      error: 'garlic is not an ASIN',
    });
  });

  it('asks for 2 to 200 competitors besides the hero', () => {
    const many = Array.from({ length: 201 }, (_, i) => `B0${String(i).padStart(8, '0')}`);
    for (const text of ['B0AAAAAAA1', 'B0AAAAAAA1 B0HEROHERO', many.join(',')])
      expect(parseCompetitorAsins(text, 'B0HEROHERO')).toEqual({
        error: 'Name 2 to 200 competitor ASINs besides the hero',
      });
  });
});
