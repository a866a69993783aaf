import { describe, expect, it } from 'vitest';
import { ENDPOINT_GROUPS, ENDPOINT_OPERATIONS } from './all';
import type { Endpoint } from './endpoint';

describe('API operations', () => {
  it('names every endpoint by an operationId no other endpoint has', () => {
    const endpoints = Object.values(ENDPOINT_GROUPS).flatMap((group) =>
      Object.values<Endpoint>(group),
    );
    const ids = endpoints.map((e) => ENDPOINT_OPERATIONS.get(e)?.operationId);
    expect(ids).not.toContain(undefined);
    expect(new Set(ids).size).toBe(endpoints.length);
  });
});
