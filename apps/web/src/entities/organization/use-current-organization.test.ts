import type { OrganizationSummary } from '@fathom/contract';
import { describe, expect, it } from 'vitest';
import { pickOrganization } from './use-current-organization';

const organizations: OrganizationSummary[] = [
  { id: 1, name: 'Demo Organization', role: 'owner' },
  { id: 5, name: 'Demo Partner Brand', role: 'owner' },
];

describe('pickOrganization', () => {
  it('uses the remembered organization', () => {
    expect(pickOrganization(organizations, 5)?.name).toBe('Demo Partner Brand');
  });

  it('defaults to the first organization when none or an unknown one is remembered', () => {
    expect(pickOrganization(organizations, null)?.id).toBe(1);
    expect(pickOrganization(organizations, 42)?.id).toBe(1);
  });

  it('returns null without organizations', () => {
    expect(pickOrganization([], 1)).toBeNull();
  });
});
