import type { Membership } from './identity';

/** The organization itself, for its own jobs (scheduled and chained dives): all of its data. */
export interface OrganizationScope {
  organizationId: number;
  userId?: undefined;
  role?: undefined;
}

/**
 * Whose data a repository query may touch. Every query of organization data takes one: a
 * member's view of their organization, or the organization's own for its jobs.
 */
export type Scope = Membership | OrganizationScope;
