import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCount, readDecimal, readPrice, readRating } from './numbers';

describe('prices as each marketplace prints them', () => {
  it.each([
    ['$1,234.56', 123456, null],
    ['US$71.05', 7105, 'USD'],
    ['£12.99', 1299, 'GBP'],
    ['1.234,56\u00a0€', 123456, 'EUR'],
    ['€\u00a01.749,99', 174999, 'EUR'],
    ['€12.99', 1299, 'EUR'],
    ['1\u202f234,56\u00a0€', 123456, 'EUR'],
    ['1 024,90 €', 102490, 'EUR'],
    ['19,90 €', 1990, 'EUR'],
    ['￥2,980', 298000, 'JPY'],
    ['¥12,800', 1280000, 'JPY'],
    ['2,980円', 298000, 'JPY'],
    ['$12.99 - $19.99', 1299, null],
  ])('%s is %i hundredths of %s', (text, amount, currency) => {
    expect(readPrice(text)).toEqual({ amount, currency });
  });

  it.each(['Price: see options', '', 'Currently unavailable.', '1.23.4 €', '12,3456 €'])(
    '"%s" is no price',
    (text) => {
      expect(readPrice(text)).toBeNull();
    },
  );

  it('reads any amount in any locale grouping (property)', () => {
    const locales = [
      { group: ',', decimal: '.' },
      { group: '.', decimal: ',' },
      { group: '\u202f', decimal: ',' },
      { group: '\u00a0', decimal: ',' },
      { group: "'", decimal: '.' },
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.constantFrom(...locales),
        (cents, l) => {
          const whole = Math.floor(cents / 100)
            .toString()
            .replace(/\B(?=(\d{3})+(?!\d))/g, l.group === "'" ? ',' : l.group);
          const text = `${whole}${l.decimal}${String(cents % 100).padStart(2, '0')} €`;
          expect(readPrice(text)?.amount).toBe(cents);
        },
      ),
    );
  });
});

describe('decimals, counts and ratings', () => {
  it('tells a decimal separator from a thousands one by what follows it', () => {
    expect(readDecimal('1.234')).toBe(1234);
    expect(readDecimal('1,234')).toBe(1234);
    expect(readDecimal('12,5')).toBe(12.5);
    expect(readDecimal('1.234.567,8')).toBe(1234567.8);
    expect(readDecimal('12.34.56')).toBeNull();
  });

  it.each([
    ['28,441 ratings', 28441],
    ['1.234 Sternebewertungen', 1234],
    ['2\u202f345 évaluations', 2345],
    ['5,432個の評価', 5432],
    ['(1.2K)', 1200],
    ['1,2 k', 1200],
    ['(1,2 mil)', 1200],
    ['(3,4 Tsd.)', 3400],
    ['(2,5 mila)', 2500],
    ['1.2万', 12000],
    ['(1.1M)', 1100000],
    ['12 Bewertungen', 12],
    ['3 valoraciones', 3],
    ['164', 164],
  ])('%s counts %i', (text, count) => {
    expect(readCount(text)).toBe(count);
  });

  it.each([
    ['4.5 out of 5 stars', 4.5],
    ['4,5 von 5 Sternen', 4.5],
    ['4,3 de 5 estrellas', 4.3],
    ['4,6 sur 5 étoiles', 4.6],
    ['4,4 su 5 stelle', 4.4],
    ['5つ星のうち4.2', 4.2],
  ])('%s rates %d', (text, rating) => {
    expect(readRating(text)).toBe(rating);
  });

  it('a text without a rating is none', () => {
    expect(readRating('Get it as soon as Tomorrow, Nov 15')).toBeNull();
    expect(readRating('Amazon Prime')).toBeNull();
  });
});
