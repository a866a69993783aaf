import { describe, expect, it } from 'vitest';
import { isAsin, parseHeroInput } from './hero-input';

describe('parseHeroInput', () => {
  it.each([
    ['https://www.amazon.co.uk/Garlic-Press/dp/B0ABCDEFGH?ref=sr_1', 'B0ABCDEFGH', 'co.uk'],
    ['https://www.amazon.de/gp/product/B0ABCDEFGH/', 'B0ABCDEFGH', 'de'],
    ['amazon.com/d/B0ABCDEFGH', 'B0ABCDEFGH', 'com'],
    ['https://smile.amazon.com/asin/b0abcdefgh', 'B0ABCDEFGH', 'com'],
    ['https://www.amazon.co.jp/-/en/dp/4873117437', '4873117437', 'co.jp'],
    ['https://www.amazon.com.au/Some-Title/dp/B0ABCDEFGH/ref=x', 'B0ABCDEFGH', 'com.au'],
  ])('takes the ASIN and marketplace from %s', (link, asin, marketplace) => {
    expect(parseHeroInput(link, 'com')).toEqual({
      kind: 'asin',
      asin,
      marketplace,
      fromLink: true,
    });
  });

  it('names an unsupported Amazon marketplace', () => {
    expect(parseHeroInput('https://www.amazon.com.br/dp/B0ABCDEFGH', 'com')).toEqual({
      kind: 'error',
      message: 'Unsupported Amazon marketplace com.br',
    });
  });

  it('takes plain text as an ASIN in the selected marketplace', () => {
    expect(parseHeroInput('  b0abcdefgh ', 'de')).toEqual({
      kind: 'asin',
      asin: 'B0ABCDEFGH',
      marketplace: 'de',
      fromLink: false,
    });
  });

  it('takes a link that is not an Amazon product page as raw text', () => {
    expect(parseHeroInput('https://example.com/dp/B0ABCDEFGH', 'com')).toMatchObject({
      kind: 'asin',
      fromLink: false,
    });
    expect(parseHeroInput('https://www.amazon.com/s?k=garlic', 'com')).toMatchObject({
      kind: 'asin',
      fromLink: false,
    });
  });

  it('ignores empty input', () => {
    expect(parseHeroInput('   ', 'com')).toEqual({ kind: 'empty' });
  });

  it.each([
    ['B0ABCDEFGH', true],
    ['0123456789', true],
    ['012345678X', true],
    ['B0ABCDEFG', false],
    ['A0ABCDEFGH', false],
    ['01234567XX', false],
  ])('isAsin(%s) is %s', (value, expected) => {
    expect(isAsin(value)).toBe(expected);
  });
});
