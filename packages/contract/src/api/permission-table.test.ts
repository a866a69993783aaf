import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../permissions';
import { ENDPOINT_GROUPS } from './all';
import type { Endpoint } from './endpoint';
import { withPermissionTable } from './permission-table';

const decisions = new URL('../../../../docs/decisions/access-and-security.md', import.meta.url);

describe('the permission table', () => {
  it('names a known action for every endpoint', () => {
    for (const group of Object.values(ENDPOINT_GROUPS))
      for (const endpoint of Object.values<Endpoint>(group))
        expect(Object.keys(ACTIONS), endpoint.path).toContain(endpoint.action);
  });

  it('is in docs/decisions/access-and-security.md as the contract says (npm run docs:permissions renders it)', () => {
    const document = readFileSync(decisions, 'utf8');
    expect(withPermissionTable(document)).toBe(document);
  });
});
