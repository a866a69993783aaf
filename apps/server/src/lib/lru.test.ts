import { describe, expect, it } from 'vitest';
import { createLru } from './lru';

describe('createLru', () => {
  it('forgets the least recently used entry past its count', () => {
    const lru = createLru<string, number>({ max: 2 });
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c')]).toEqual([1, 3]);
  });

  it('keeps the total cost within its budget, and always the entry just set', () => {
    const lru = createLru<string, string>({ max: 10, cost: (value) => value.length });
    lru.set('a', 'xxxx');
    lru.set('b', 'xxxx');
    lru.set('c', 'xxxx');
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual([undefined, 'xxxx', 'xxxx']);
    lru.set('big', 'x'.repeat(20));
    expect([lru.get('b'), lru.get('c'), lru.get('big')]).toEqual([
      undefined,
      undefined,
      'x'.repeat(20),
    ]);
    lru.delete('big');
    lru.set('d', 'xxxxxxxxxx');
    expect(lru.get('d')).toBe('xxxxxxxxxx');
  });
});
