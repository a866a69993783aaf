import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readNumber, type DecimalMark } from './numbers';
import { readDate } from './dates';

const LOCALES: { locale: string; mark: DecimalMark; currency: string }[] = [
  { locale: 'en-US', mark: '.', currency: 'USD' },
  { locale: 'en-GB', mark: '.', currency: 'GBP' },
  { locale: 'en-IN', mark: '.', currency: 'INR' },
  { locale: 'ja-JP', mark: '.', currency: 'JPY' },
  { locale: 'de-DE', mark: ',', currency: 'EUR' },
  { locale: 'fr-FR', mark: ',', currency: 'EUR' },
  { locale: 'es-ES', mark: ',', currency: 'EUR' },
  { locale: 'it-IT', mark: ',', currency: 'EUR' },
  { locale: 'nl-NL', mark: ',', currency: 'EUR' },
];

describe('readNumber', () => {
  it.each([
    ['1,234.5', 1234.5],
    ['1.234,5', 1234.5],
    ['6 892', 6892],
    ['6\u00a0892', 6892],
    ['6\u202f892', 6892],
    ["1'234", 1234],
    ['1,13,529.99', 113529.99],
    ['$24.99', 24.99],
    ['£0.58', 0.58],
    ['1.059,80 €', 1059.8],
    ['¥1,235', 1235],
    ['₹899', 899],
    ['USD 12.00', 12],
    ['12.5%', 12.5],
    ['-3%', -3],
    ['(1.50)', -1.5],
    ['>99,999', 99999],
    ['<10', 10],
  ])('reads %j as %d', (text, value) => {
    expect(readNumber(text)?.value).toBe(value);
  });

  it.each(['', ' ', '-', '–', 'N/A', 'n/a'])('reads %j as no figure', (text) => {
    expect(readNumber(text)).toBeNull();
  });

  it.each(['abc', '=1+2', '@SUM(A1)', '1,2,3.4.5', '12a', '1..2'])(
    'reads %j as no number',
    (text) => {
      expect(readNumber(text)).toBeUndefined();
    },
  );

  it('tells the bound of ">99,999" and the currency of "€"', () => {
    expect(readNumber('>99,999')).toMatchObject({ bound: '>' });
    expect(readNumber('3,50 €')).toMatchObject({ value: 3.5, currency: 'EUR', mark: ',' });
  });

  it('reads a single separator before three digits as grouping in whole-number columns', () => {
    expect(readNumber('1.234', { integer: true })?.value).toBe(1234);
    expect(readNumber('1,234', { integer: true })?.value).toBe(1234);
    expect(readNumber('1,234', { mark: ',' })?.value).toBe(1.234);
    expect(readNumber('1.234', { mark: ',' })?.value).toBe(1234);
  });

  it('reads any whole number as every locale writes it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.constantFrom(...LOCALES),
        (n, { locale }) => {
          const text = new Intl.NumberFormat(locale).format(n);
          expect(readNumber(text, { integer: true })?.value).toBe(n);
        },
      ),
    );
  });

  it('reads any decimal as every locale writes it, given the file’s decimal mark', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(...LOCALES),
        (units, places, { locale, mark }) => {
          const value = units / 10 ** places;
          const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
          expect(readNumber(text, { mark })?.value).toBeCloseTo(value, 6);
        },
      ),
    );
  });

  it('reads any amount as every locale writes it in its currency, naming the currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 100_000_000 }),
        fc.constantFrom(...LOCALES),
        (cents, l) => {
          const digits = l.currency === 'JPY' ? 0 : 2;
          const value = digits === 0 ? Math.round(cents / 100) : cents / 100;
          const text = new Intl.NumberFormat(l.locale, {
            style: 'currency',
            currency: l.currency,
          }).format(value);
          const read = readNumber(text, { mark: l.mark });
          expect(read?.value).toBeCloseTo(value, 6);
          expect(read?.currency).toBe(l.currency);
        },
      ),
    );
  });
});

describe('readDate', () => {
  it.each([
    ['2024-03-31', 'MDY', '2024-03-31'],
    ['2024-03-31T00:00:00Z', 'MDY', '2024-03-31'],
    ['2024/03/31', 'MDY', '2024-03-31'],
    ['03/31/2024', 'MDY', '2024-03-31'],
    ['31/03/2024', 'MDY', '2024-03-31'],
    ['01/02/2024', 'MDY', '2024-01-02'],
    ['01/02/2024', 'DMY', '2024-02-01'],
    ['31.03.2024', 'MDY', '2024-03-31'],
    ['Mar 31, 2024', 'MDY', '2024-03-31'],
    ['31-Mar-2024', 'MDY', '2024-03-31'],
  ] as const)('reads %j (%s) as %s', (text, order, date) => {
    expect(readDate(text, order)?.date).toBe(date);
  });

  it.each(['2024-02-30', '13/13/2024', 'yesterday', '2024-3'])('reads %j as no date', (text) => {
    expect(readDate(text)).toBeNull();
  });
});
