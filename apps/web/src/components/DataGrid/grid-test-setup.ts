import { afterAll, beforeAll } from 'vitest';

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
