import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, NUMBERS, parseRows, RANKS } from './rows';

const result = (rows: unknown[]) => ({ rows });

describe('raw rows parsed at the repository edge', () => {
  const row = z.object({ id: z.number(), ids: NUMBERS, ranks: RANKS });

  it('answers the declared columns of each row', () => {
    const rows = [{ id: 1, ids: [4, 5], ranks: [3, null], extra: 'x' }];
    expect(parseRows(row, result(rows))).toEqual([{ id: 1, ids: [4, 5], ranks: [3, null] }]);
  });

  it('refuses a column of another type, a missing one and a wrong entry of a packed array', () => {
    expect(() => parseRows(row, result([{ id: '1', ids: [], ranks: [] }]))).toThrow();
    expect(() => parseRows(row, result([{ id: 1, ranks: [] }]))).toThrow();
    expect(() => parseRows(row, result([{ id: 1, ids: [4, null], ranks: [] }]))).toThrow();
    expect(() => parseRows(row, result([{ id: 1, ids: [], ranks: [3, '4'] }]))).toThrow();
  });

  it('reads a json column whether the driver parsed it or answered its text', () => {
    const terms = z.object({ terms: json(z.array(z.string())) });
    expect(parseRows(terms, result([{ terms: ['a'] }, { terms: '["b"]' }]))).toEqual([
      { terms: ['a'] },
      { terms: ['b'] },
    ]);
  });
});
