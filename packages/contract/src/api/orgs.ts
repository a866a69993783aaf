import { z } from 'zod';
import { ROLES } from '../roles';
import { nameField, UserId } from './bounds';
import { defineEndpoint, IdParam, Ok } from './endpoint';
import { OrganizationSummary } from './session';

export const OrgParams = z.object({ orgId: IdParam });
export const SpaceParams = z.object({ orgId: IdParam, spaceId: IdParam });
export const SpaceMemberParams = z.object({
  orgId: IdParam,
  spaceId: IdParam,
  userId: UserId,
});
export const LabelParams = z.object({ orgId: IdParam, labelId: IdParam });

export const Member = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Spaces the member was granted (team managers and owners see every space without one). */
  spaceIds: z.array(z.number().int()),
  joinedAt: z.string(),
  /** When the member last used Fathom, or null when never since joining. */
  lastActiveAt: z.string().nullable(),
});
export type Member = z.infer<typeof Member>;

export const Space = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Members granted access. Team managers and owners see every space without a grant. */
  memberIds: z.array(z.string()),
  createdAt: z.string(),
});
export type Space = z.infer<typeof Space>;

export const Label = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
});
export type Label = z.infer<typeof Label>;

export const CreateOrganizationBody = z.object({ name: nameField('Organization') }).strict();
export const SpaceBody = z.object({ name: nameField('Space') }).strict();
export const LabelBody = z.object({ name: nameField('Label') }).strict();

export const orgEndpoints = {
  createOrganization: defineEndpoint({
    action: 'account',
    method: 'POST',
    path: '/api/orgs',
    summary: 'Create an organization owned by the caller',
    body: CreateOrganizationBody,
    response: OrganizationSummary,
  }),
  listMembers: defineEndpoint({
    action: 'organization.view',
    method: 'GET',
    path: '/api/orgs/:orgId/members',
    summary: "The organization's members and their roles",
    params: OrgParams,
    response: z.array(Member),
  }),
  listSpaces: defineEndpoint({
    action: 'organization.view',
    method: 'GET',
    path: '/api/orgs/:orgId/spaces',
    summary: 'Spaces the caller may see',
    params: OrgParams,
    response: z.array(Space),
  }),
  createSpace: defineEndpoint({
    action: 'spaces.manage',
    method: 'POST',
    path: '/api/orgs/:orgId/spaces',
    summary: 'Create a space (team managers)',
    params: OrgParams,
    body: SpaceBody,
    response: Space,
  }),
  renameSpace: defineEndpoint({
    action: 'spaces.manage',
    method: 'PATCH',
    path: '/api/orgs/:orgId/spaces/:spaceId',
    summary: 'Rename a space (team managers)',
    params: SpaceParams,
    body: SpaceBody,
    response: Space,
  }),
  deleteSpace: defineEndpoint({
    action: 'spaces.manage',
    method: 'DELETE',
    path: '/api/orgs/:orgId/spaces/:spaceId',
    summary: 'Delete a space (team managers)',
    params: SpaceParams,
    response: Ok,
  }),
  grantSpaceAccess: defineEndpoint({
    action: 'spaces.manage',
    method: 'PUT',
    path: '/api/orgs/:orgId/spaces/:spaceId/members/:userId',
    summary: 'Grant a member access to a space (team managers)',
    params: SpaceMemberParams,
    response: Space,
  }),
  revokeSpaceAccess: defineEndpoint({
    action: 'spaces.manage',
    method: 'DELETE',
    path: '/api/orgs/:orgId/spaces/:spaceId/members/:userId',
    summary: "Revoke a member's access to a space (team managers)",
    params: SpaceMemberParams,
    response: Space,
  }),
  listLabels: defineEndpoint({
    action: 'organization.view',
    method: 'GET',
    path: '/api/orgs/:orgId/labels',
    summary: "The organization's labels",
    params: OrgParams,
    response: z.array(Label),
  }),
  createLabel: defineEndpoint({
    action: 'spaces.manage',
    method: 'POST',
    path: '/api/orgs/:orgId/labels',
    summary: 'Create a label (team managers)',
    params: OrgParams,
    body: LabelBody,
    response: Label,
  }),
  renameLabel: defineEndpoint({
    action: 'spaces.manage',
    method: 'PATCH',
    path: '/api/orgs/:orgId/labels/:labelId',
    summary: 'Rename a label (team managers)',
    params: LabelParams,
    body: LabelBody,
    response: Label,
  }),
  deleteLabel: defineEndpoint({
    action: 'spaces.manage',
    method: 'DELETE',
    path: '/api/orgs/:orgId/labels/:labelId',
    summary: 'Delete a label (team managers)',
    params: LabelParams,
    response: Ok,
  }),
};
