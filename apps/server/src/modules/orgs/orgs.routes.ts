import type { FastifyInstance } from 'fastify';
import { orgEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { OrgsService } from './orgs.service';

const ok = { ok: true } as const;

export function registerOrgRoutes(app: FastifyInstance, guards: Guards, orgs: OrgsService): void {
  route(app, guards, e.createOrganization, 'user', ({ body, user }) =>
    orgs.createOrganization(body.name, user.id),
  );
  route(app, guards, e.listMembers, 'member', ({ member }) => orgs.members(member.organizationId));

  route(app, guards, e.listSpaces, 'member', ({ member }) => orgs.spaces(member));
  route(app, guards, e.createSpace, 'teamManager', ({ params, body }) =>
    orgs.createSpace(params.orgId, body.name),
  );
  route(app, guards, e.renameSpace, 'teamManager', ({ params, body }) =>
    orgs.renameSpace(params.orgId, params.spaceId, body.name),
  );
  route(app, guards, e.deleteSpace, 'teamManager', async ({ params }) => {
    await orgs.deleteSpace(params.orgId, params.spaceId);
    return ok;
  });
  route(app, guards, e.grantSpaceAccess, 'teamManager', ({ params }) =>
    orgs.setSpaceAccess(params.orgId, params.spaceId, params.userId, true),
  );
  route(app, guards, e.revokeSpaceAccess, 'teamManager', ({ params }) =>
    orgs.setSpaceAccess(params.orgId, params.spaceId, params.userId, false),
  );

  route(app, guards, e.listLabels, 'member', ({ member }) => orgs.labels(member.organizationId));
  route(app, guards, e.createLabel, 'teamManager', ({ params, body }) =>
    orgs.createLabel(params.orgId, body.name),
  );
  route(app, guards, e.renameLabel, 'teamManager', ({ params, body }) =>
    orgs.renameLabel(params.orgId, params.labelId, body.name),
  );
  route(app, guards, e.deleteLabel, 'teamManager', async ({ params }) => {
    await orgs.deleteLabel(params.orgId, params.labelId);
    return ok;
  });
}
