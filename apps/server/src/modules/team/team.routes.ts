import type { FastifyInstance } from 'fastify';
import { teamEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { TeamService } from './team.service';

const ok = { ok: true } as const;

export function registerTeamRoutes(app: FastifyInstance, guards: Guards, team: TeamService): void {
  route(app, guards, e.changeRole, 'owner', async ({ params, body }) => {
    await team.changeRole(params.orgId, params.userId, body.role);
    return ok;
  });
  route(app, guards, e.removeMember, 'owner', async ({ params }) => {
    await team.removeMember(params.orgId, params.userId);
    return ok;
  });
  route(app, guards, e.leaveOrganization, 'member', async ({ member }) => {
    await team.removeMember(member.organizationId, member.userId);
    return ok;
  });
  route(app, guards, e.renameOrganization, 'owner', ({ member, body }) =>
    team.rename(member, body.name),
  );
  route(app, guards, e.deleteOrganization, 'owner', async ({ params, body }) => {
    await team.deleteOrganization(params.orgId, body.confirmName);
    return ok;
  });

  route(app, guards, e.listInvitations, 'teamManager', ({ params }) =>
    team.invitations(params.orgId),
  );
  route(app, guards, e.invite, 'teamManager', ({ member, body }) => team.invite(member, body));
  route(app, guards, e.resendInvitation, 'teamManager', ({ params }) =>
    team.resend(params.orgId, params.invitationId),
  );
  route(app, guards, e.revokeInvitation, 'teamManager', async ({ params }) => {
    await team.revoke(params.orgId, params.invitationId);
    return ok;
  });
  route(app, guards, e.previewInvitation, 'public', ({ params }) => team.preview(params.token));
  route(app, guards, e.acceptInvitation, 'user', ({ params, user }) =>
    team.accept(params.token, user),
  );
}
