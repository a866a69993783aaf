import type { FastifyInstance } from 'fastify';
import { orgEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { OrgsService } from './orgs.service';

const ok = { ok: true } as const;

export function registerOrgRoutes(app: FastifyInstance, guards: Guards, orgs: OrgsService): void {
  route(app, guards, e.createOrganization, ({ body, user }) =>
    orgs.createOrganization(body.name, user.id),
  );
  route(app, guards, e.listMembers, ({ member }) => orgs.members(member.organizationId));

  route(app, guards, e.listSpaces, ({ member }) => orgs.spaces(member));
  route(app, guards, e.createSpace, ({ params, body }) =>
    orgs.createSpace(params.orgId, body.name),
  );
  route(app, guards, e.renameSpace, ({ params, body }) =>
    orgs.renameSpace(params.orgId, params.spaceId, body.name),
  );
  route(app, guards, e.deleteSpace, async ({ params }) => {
    await orgs.deleteSpace(params.orgId, params.spaceId);
    return ok;
  });
  route(app, guards, e.grantSpaceAccess, ({ params }) =>
    orgs.setSpaceAccess(params.orgId, params.spaceId, params.userId, true),
  );
  route(app, guards, e.revokeSpaceAccess, ({ params }) =>
    orgs.setSpaceAccess(params.orgId, params.spaceId, params.userId, false),
  );

  route(app, guards, e.listLabels, ({ member }) => orgs.labels(member.organizationId));
  route(app, guards, e.createLabel, ({ params, body }) =>
    orgs.createLabel(params.orgId, body.name),
  );
  route(app, guards, e.renameLabel, ({ params, body }) =>
    orgs.renameLabel(params.orgId, params.labelId, body.name),
  );
  route(app, guards, e.deleteLabel, async ({ params }) => {
    await orgs.deleteLabel(params.orgId, params.labelId);
    return ok;
  });
}
