import { describe, expect, it } from 'vitest';
import type { PoolKeyword } from '@fathom/contract';
import { poolSelection, searchPool } from './pool';

const term = (keyword: string, ppcSpend: number | null): PoolKeyword => ({
  keyword,
  searchVolume: 100,
  organicRank: 5,
  sponsoredRank: null,
  ppcSpend,
  isNew: false,
});
const pool = [term('garlic press', 12.5), term('Garlic Crusher', null), term('peeler', 0)];

describe('pool', () => {
  it('searches case-insensitively after trimming', () => {
    expect(searchPool(pool, '  GARLIC ').map((k) => k.keyword)).toEqual([
      'garlic press',
      'Garlic Crusher',
    ]);
    expect(searchPool(pool, '   ')).toHaveLength(3);
  });

  it('selects none, all, or all with PPC spend', () => {
    expect(poolSelection(pool, 'None').size).toBe(0);
    expect(poolSelection(pool, 'All').size).toBe(3);
    expect([...poolSelection(pool, 'All with PPC Spend')]).toEqual(['garlic press']);
  });
});
