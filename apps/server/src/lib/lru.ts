/**
 * A map that keeps its most recently used entries within a budget: a count of entries, or any
 * other measure through `cost` (bytes, say). The least recently used entry goes first; the entry
 * just set always stays, whatever it costs.
 */
export function createLru<K, V>(options: { max: number; cost?: (value: V) => number }) {
  const cost = options.cost ?? (() => 1);
  const entries = new Map<K, V>();
  let total = 0;

  const remove = (key: K) => {
    if (!entries.has(key)) return;
    total -= cost(entries.get(key)!);
    entries.delete(key);
  };

  return {
    get(key: K): V | undefined {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key)!;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: K, value: V): void {
      remove(key);
      entries.set(key, value);
      total += cost(value);
      for (const oldest of entries.keys()) {
        if (total <= options.max || oldest === key) break;
        remove(oldest);
      }
    },
    delete: remove,
  };
}
