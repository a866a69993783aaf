import type { Db } from '../../db/client';
import type { Publisher } from '../../realtime/publisher';
import type { Mailer } from '../mail/mailer';
import type { MembershipCache } from '../orgs/membership-cache';
import type { ServiceModule } from '../module';
import { createTeamRepository } from './team.repository';
import { registerTeamRoutes } from './team.routes';
import { createTeamService, type TeamService } from './team.service';

/** The team of an organization: roles, removal and leaving, invitations, rename and deletion. */
export function createTeamModule(deps: {
  db: Db;
  mailer: Mailer;
  publisher: Publisher;
  memberships: Pick<MembershipCache, 'forget'>;
  baseUrl: string;
}): ServiceModule<TeamService> {
  const service = createTeamService({
    repo: createTeamRepository(deps.db),
    mailer: deps.mailer,
    publisher: deps.publisher,
    memberships: deps.memberships,
    baseUrl: deps.baseUrl,
  });
  return { service, routes: (app, guards) => registerTeamRoutes(app, guards, service) };
}
