import { afterAll, beforeAll } from 'vitest';
import { createGridColumnHelper, type GridColumnMeta } from './grid-features';

/** Gives every element a size in the test DOM (which lays nothing out), so the grid's virtualizers render rows and columns. */
export function stubElementSizes(sizes = { clientHeight: 400, clientWidth: 900 }): void {
  const originals = new Map<string, PropertyDescriptor | undefined>();
  beforeAll(() => {
    for (const [name, value] of Object.entries(sizes)) {
      originals.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
    }
  });
  afterAll(() => {
    for (const [name, descriptor] of originals) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
  });
}

/** The rows of the grid tests: a search term and its volume. */
export interface Keyword {
  keyword: string;
  volume: number;
}

/** The grid tests' two columns, Keyword and Volume, each with the meta a test gives it. */
export function keywordColumns(meta: { keyword?: GridColumnMeta; volume?: GridColumnMeta } = {}) {
  const helper = createGridColumnHelper<Keyword>();
  return helper.columns([
    helper.accessor('keyword', { header: 'Keyword', ...(meta.keyword && { meta: meta.keyword }) }),
    helper.accessor('volume', { header: 'Volume', ...(meta.volume && { meta: meta.volume }) }),
  ]);
}
