import { describe, expect, it } from 'vitest';
import { readInts } from './sql-arrays';

describe('readInts', () => {
  it('reads a packed column of integers as the database wrote them, empty items as 0', () => {
    const text = 'x|12,0,,-7,40000|y';
    const out = new Int32Array(8);
    const count = readInts(text, 2, text.length - 2, out);
    expect(count).toBe(5);
    expect([...out.subarray(0, count)]).toEqual([12, 0, 0, -7, 40000]);
  });
});
