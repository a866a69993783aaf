import { describe, expect, it } from 'vitest';
import { isAsin, parseHeroInput } from './hero-input';
import { DIVE_MESSAGES } from './messages';

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

  it.each([
    ['HTTPS://WWW.AMAZON.COM/DP/B0ABCDEFGH', 'B0ABCDEFGH', 'com'],
    ['https://WWW.Amazon.DE/Knoblauchpresse/DP/b0abcdefgh/REF=x', 'B0ABCDEFGH', 'de'],
    ['WWW.AMAZON.CO.UK/GP/PRODUCT/B0ABCDEFGH', 'B0ABCDEFGH', 'co.uk'],
  ])('matches hosts and paths regardless of case: %s', (link, asin, marketplace) => {
    expect(parseHeroInput(link, 'com')).toEqual({
      kind: 'asin',
      asin,
      marketplace,
      fromLink: true,
    });
  });

  it.each([
    'https://amzn.to/3xYzAbC',
    'amzn.to/3xYzAbC',
    'https://a.co/d/abc1234',
    'HTTPS://A.CO/d/ABC1234',
    'https://amzn.eu/d/abc1234',
  ])('asks for the product page instead of the short link %s', (link) => {
    expect(parseHeroInput(link, 'com')).toEqual({
      kind: 'error',
      message: DIVE_MESSAGES.shortLink,
    });
  });

  it.each([
    'https://example.com/dp/B0ABCDEFGH',
    'www.ebay.com/itm/12345',
    'https://amazon.fake-shop.com/dp/B0ABCDEFGH',
    'ftp://www.amazon.com/dp/B0ABCDEFGH',
  ])('says %s is not an Amazon link', (link) => {
    expect(parseHeroInput(link, 'com')).toEqual({
      kind: 'error',
      message: DIVE_MESSAGES.notAmazonLink,
    });
  });

  it('says an Amazon page that is not a product is not a product page', () => {
    expect(parseHeroInput('https://www.amazon.com/s?k=garlic', 'com')).toEqual({
      kind: 'error',
      message: DIVE_MESSAGES.notProductLink,
    });
  });

  it('takes text that is not a link as an ASIN, even when it is not a valid one', () => {
    expect(parseHeroInput('garlic press', 'com')).toMatchObject({ kind: 'asin', fromLink: false });
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
