/** What a member may do in an organization. The owner may do everything. */
export const ROLES = ['owner', 'billingMember', 'teamManager', 'member'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  billingMember: 'Billing member',
  teamManager: 'Team manager',
  member: 'Member',
};

/** Team managers (and owners) manage spaces and labels and see every space. */
export function isTeamManager(role: Role): boolean {
  return role === 'owner' || role === 'teamManager';
}

/** Billing members (and owners) see and change the subscription. */
export function isBillingMember(role: Role): boolean {
  return role === 'owner' || role === 'billingMember';
}
