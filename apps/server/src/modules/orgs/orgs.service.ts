import {
  channels,
  isTeamManager,
  ORGANIZATIONS_PER_USER,
  PLAN_MESSAGES,
  type Label,
  type Role,
  type Space,
} from '@fathom/contract';
import { isUniqueViolation } from '../../db/errors';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Membership } from '../../lib/identity';
import type { Publisher } from '../../realtime/publisher';
import { createMembershipCache } from './membership-cache';
import type { OrgsRepository } from './orgs.repository';

/** Organizations, their members, spaces and labels. Spaces decide who sees what. */
export function createOrgsService(
  repo: OrgsRepository,
  publisher: Publisher,
  /** Starts the new organization's plan: `trial` when it brings its creator's one trial. */
  onOrganizationCreated: (organizationId: number, created: { trial: boolean }) => Promise<void>,
) {
  const changed = (organizationId: number, what: 'spaces' | 'labels') =>
    publisher.publish(
      channels.organization,
      { orgId: organizationId },
      what === 'spaces' ? 'spaces-changed' : 'labels-changed',
      {},
    );

  async function uniquely<T>(thing: string, name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`A ${thing} named "${name}" already exists`);
      throw error;
    }
  }

  async function spaceOrThrow(organizationId: number, spaceId: number): Promise<Space> {
    const space = await repo.space(organizationId, spaceId);
    if (!space) throw notFound('Space');
    return space;
  }

  const memberships = createMembershipCache(repo.membership);

  return {
    /** The caller's membership, from memory while `memberships` hears every change. */
    membership: memberships.membership,
    memberships,
    organizationsOf: repo.organizationsOf,
    isInternal: repo.isInternal,
    members: repo.members,

    /** A user creates at most ORGANIZATIONS_PER_USER organizations. */
    async createOrganization(name: string, ownerId: string) {
      const created = await repo.createOrganization(name, ownerId, ORGANIZATIONS_PER_USER);
      if (!created) throw forbidden(PLAN_MESSAGES.organizationLimit);
      memberships.forget(ownerId, created.organization.id);
      await onOrganizationCreated(created.organization.id, { trial: created.trial });
      return created.organization;
    },

    async addMember(organizationId: number, userId: string, role: Role) {
      await repo.addMember(organizationId, userId, role);
      memberships.forget(userId, organizationId);
    },

    /** Team managers and owners see every space; other members only those they were granted. */
    async spaces(member: Membership): Promise<Space[]> {
      return repo.spaces(
        member.organizationId,
        isTeamManager(member.role) ? undefined : member.userId,
      );
    },

    async createSpace(organizationId: number, name: string): Promise<Space> {
      const id = await uniquely('space', name, () => repo.createSpace(organizationId, name));
      await changed(organizationId, 'spaces');
      return spaceOrThrow(organizationId, id);
    },

    async renameSpace(organizationId: number, spaceId: number, name: string): Promise<Space> {
      const found = await uniquely('space', name, () =>
        repo.renameSpace(organizationId, spaceId, name),
      );
      if (!found) throw notFound('Space');
      await changed(organizationId, 'spaces');
      return spaceOrThrow(organizationId, spaceId);
    },

    async deleteSpace(organizationId: number, spaceId: number): Promise<void> {
      if (!(await repo.deleteSpace(organizationId, spaceId))) throw notFound('Space');
      await changed(organizationId, 'spaces');
    },

    async setSpaceAccess(
      organizationId: number,
      spaceId: number,
      userId: string,
      granted: boolean,
    ): Promise<Space> {
      await spaceOrThrow(organizationId, spaceId);
      if (!(await repo.membership(userId, organizationId))) throw notFound('Member');
      await (granted ? repo.grantSpace(spaceId, userId) : repo.revokeSpace(spaceId, userId));
      await changed(organizationId, 'spaces');
      return spaceOrThrow(organizationId, spaceId);
    },

    labels: repo.labels,

    async createLabel(organizationId: number, name: string): Promise<Label> {
      const label = await uniquely('label', name, () => repo.createLabel(organizationId, name));
      await changed(organizationId, 'labels');
      return label;
    },

    async renameLabel(organizationId: number, labelId: number, name: string): Promise<Label> {
      const label = await uniquely('label', name, () =>
        repo.renameLabel(organizationId, labelId, name),
      );
      if (!label) throw notFound('Label');
      await changed(organizationId, 'labels');
      return label;
    },

    async deleteLabel(organizationId: number, labelId: number): Promise<void> {
      if (!(await repo.deleteLabel(organizationId, labelId))) throw notFound('Label');
      await changed(organizationId, 'labels');
    },
  };
}

export type OrgsService = ReturnType<typeof createOrgsService>;
