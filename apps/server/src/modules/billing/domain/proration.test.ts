import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discounted, periodFrom, prorate, shareCents } from './proration';

const DAY = 24 * 60 * 60 * 1000;
const month = periodFrom(new Date('2026-03-01T00:00:00Z'), 'monthly');
const length = month.end.getTime() - month.start.getTime();

describe('proration in integer cents', () => {
  it('a month is a calendar month and a year a calendar year', () => {
    expect(periodFrom(new Date('2026-01-31T10:00:00Z'), 'monthly').end.toISOString()).toBe(
      '2026-03-03T10:00:00.000Z',
    );
    expect(periodFrom(new Date('2026-02-10T00:00:00Z'), 'yearly').end.toISOString()).toBe(
      '2027-02-10T00:00:00.000Z',
    );
  });

  it('half a period left costs half the difference; the lines add up to the net', () => {
    const half = new Date(month.start.getTime() + length / 2);
    expect(prorate(9900, 24900, month, half)).toEqual({
      chargeCents: 12450,
      creditCents: -4950,
      netCents: 7500,
    });
    expect(prorate(9900, 24900, month, month.end).netCents).toBe(0);
    expect(prorate(9900, 24900, month, month.start).netCents).toBe(15000);
  });

  it('upgrading then going back within a day costs one day of the higher tier instead of the lower, within a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: length - DAY }),
        fc.integer({ min: 0, max: DAY }),
        (lower, extra, upAt, kept) => {
          const higher = lower + extra;
          const up = prorate(lower, higher, month, new Date(month.start.getTime() + upAt));
          const back = prorate(higher, lower, month, new Date(month.start.getTime() + upAt + kept));
          const paid = lower + up.netCents + back.netCents;
          // What the period costs with `kept` of it on the higher tier and the rest on the lower.
          const exact = lower + ((higher - lower) * kept) / length;
          expect(Math.abs(paid - exact)).toBeLessThanOrEqual(1);
          expect(up.chargeCents + up.creditCents).toBe(up.netCents);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('shares and discounts are whole cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 366 * DAY }),
        (cents, part) => {
          const share = shareCents(cents, part, 366 * DAY);
          expect(Number.isInteger(share)).toBe(true);
          expect(Math.abs(share - (cents * part) / (366 * DAY))).toBeLessThanOrEqual(0.5);
        },
      ),
    );
    expect(discounted(9900, 10)).toEqual({ discountCents: 990, totalCents: 8910 });
    expect(discounted(-500, 10)).toEqual({ discountCents: 0, totalCents: -500 });
  });
});
