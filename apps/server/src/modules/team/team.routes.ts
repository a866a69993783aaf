import type { FastifyInstance } from 'fastify';
import { teamEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { TeamService } from './team.service';

const ok = { ok: true } as const;

export function registerTeamRoutes(app: FastifyInstance, guards: Guards, team: TeamService): void {
  route(app, guards, e.changeRole, async ({ params, body }) => {
    await team.changeRole(params.orgId, params.userId, body.role);
    return ok;
  });
  route(app, guards, e.removeMember, async ({ params }) => {
    await team.removeMember(params.orgId, params.userId);
    return ok;
  });
  route(app, guards, e.leaveOrganization, async ({ member }) => {
    await team.removeMember(member.organizationId, member.userId);
    return ok;
  });
  route(app, guards, e.renameOrganization, ({ member, body }) => team.rename(member, body.name));
  route(app, guards, e.deleteOrganization, async ({ params, body }) => {
    await team.deleteOrganization(params.orgId, body.confirmName);
    return ok;
  });

  route(app, guards, e.listInvitations, ({ params }) => team.invitations(params.orgId));
  route(app, guards, e.invite, ({ member, body }) => team.invite(member, body));
  route(app, guards, e.resendInvitation, ({ params, invitation }) =>
    team.resend(params.orgId, invitation),
  );
  route(app, guards, e.revokeInvitation, async ({ params, invitation }) => {
    await team.revoke(params.orgId, invitation);
    return ok;
  });
  route(app, guards, e.previewInvitation, ({ params }) => team.preview(params.token));
  route(app, guards, e.acceptInvitation, ({ params, user }) => team.accept(params.token, user));
}
