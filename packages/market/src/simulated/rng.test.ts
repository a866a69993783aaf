import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, gauss, hash2, hash3, hashString, roughGauss, roundBy, unit, valueNoise } from './rng';

const u32 = fc.integer({ min: 0, max: 0xffffffff });

describe('rng', () => {
  it('hashes are unsigned 32-bit integers and map to [0, 1)', () => {
    fc.assert(
      fc.property(u32, u32, u32, (a, b, c) => {
        const h = hash3(a, b, c);
        expect(Number.isInteger(h)).toBe(true);
        expect(h).toBeGreaterThanOrEqual(0);
        expect(h).toBeLessThanOrEqual(0xffffffff);
        expect(unit(h)).toBeLessThan(1);
      }),
    );
  });

  it('hashes spread evenly: neighbouring inputs give unrelated outputs', () => {
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 20000; i++) buckets[Math.floor(unit(hash2(7, i)) * 10)]! += 1;
    for (const count of buckets) expect(Math.abs(count - 2000)).toBeLessThan(200);
    expect(hashString('garlic press')).not.toBe(hashString('garlic presses'));
  });

  it('normal deviates have mean 0 and standard deviation 1', () => {
    for (const draw of [gauss, roughGauss]) {
      const values = Array.from({ length: 20000 }, (_, i) => draw(hash2(99, i)));
      const mean = values.reduce((s, v) => s + v, 0) / values.length;
      const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
      expect(Math.abs(mean)).toBeLessThan(0.03);
      expect(Math.abs(sd - 1)).toBeLessThan(0.03);
    }
  });

  it('stochastic rounding rounds to a neighbour, with the odds of the fraction', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), u32, (x, h) => {
        const r = roundBy(x, h);
        expect(r === Math.floor(x) || r === Math.ceil(x)).toBe(true);
      }),
    );
    const total = Array.from({ length: 10000 }, (_, i) => roundBy(0.3, hash2(5, i))).reduce(
      (s, v) => s + v,
    );
    expect(Math.abs(total - 3000)).toBeLessThan(200);
  });

  it('value noise stays in [-1, 1] and changes little between close points', () => {
    fc.assert(
      fc.property(u32, fc.double({ min: -1e5, max: 1e5, noNaN: true }), (key, t) => {
        const a = valueNoise(key, t);
        expect(Math.abs(a)).toBeLessThanOrEqual(1);
        expect(Math.abs(valueNoise(key, t + 0.01) - a)).toBeLessThan(0.04);
      }),
    );
  });

  it('a seeded stream repeats itself and respects its ranges', () => {
    fc.assert(
      fc.property(u32, fc.integer({ min: 1, max: 50 }), (seed, n) => {
        const a = new Rng(seed);
        const b = new Rng(seed);
        for (let i = 0; i < 20; i++) {
          const x = a.int(n);
          expect(x).toBe(b.int(n));
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(n);
        }
        const sample = a.sample([1, 2, 3, 4, 5, 6], 4);
        expect(new Set(sample).size).toBe(4);
      }),
    );
  });
});
