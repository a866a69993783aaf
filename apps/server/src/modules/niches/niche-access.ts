import { sql, type SQL } from 'drizzle-orm';
import { isTeamManager } from '@fathom/contract';
import type { Scope } from '../../lib/scope';

/**
 * The one rule of who may see and who may change a niche, as SQL predicates every niche,
 * schedule, research and keyword query composes. `niche` names the niches table in the query.
 *
 * Spaces control access (spec: niche-pipeline §1): a niche in no space is seen by every member,
 * a niche in spaces by the members granted one of them. A member named as the niche's assignee
 * may see and change it whatever its spaces. Labels carry no rights.
 */
const id = (niche: string) => sql.raw(`"${niche}"."id"`);
const column = (niche: string, name: string) => sql.raw(`"${niche}"."${name}"`);

const inNoSpace = (niche: string) =>
  sql`not exists (select 1 from niche_spaces ns where ns.niche_id = ${id(niche)})`;

const inGrantedSpace = (niche: string, userId: string) =>
  sql`exists (select 1 from niche_spaces ns join space_members g on g.space_id = ns.space_id
    where ns.niche_id = ${id(niche)} and g.user_id = ${userId})`;

const assignedTo = (niche: string, userId: string) =>
  sql`exists (select 1 from niche_assignees na where na.niche_id = ${id(niche)} and na.user_id = ${userId})`;

/**
 * Niches of the scope's organization that it may see: every one for a team manager, an owner or
 * the organization's own jobs; for other members those in no space, those in a space they were
 * granted and those assigned to them.
 */
export function mayView(scope: Scope, niche = 'niches'): SQL {
  const own = sql`${column(niche, 'organization_id')} = ${scope.organizationId}`;
  if (scope.role === undefined || isTeamManager(scope.role)) return own;
  return sql`(${own} and (${inNoSpace(niche)} or ${inGrantedSpace(niche, scope.userId)} or ${assignedTo(niche, scope.userId)}))`;
}

/**
 * Niches the scope may change (rename, notes, tags, dive again, schedule, delete): every one it
 * sees for a team manager, an owner or the organization's own jobs; for other members those they
 * created, those in a space they were granted and those assigned to them.
 */
export function mayManage(scope: Scope, niche = 'niches'): SQL {
  if (scope.role === undefined || isTeamManager(scope.role)) return mayView(scope, niche);
  const { userId } = scope;
  return sql`(${column(niche, 'organization_id')} = ${scope.organizationId} and (${column(niche, 'created_by')} = ${userId} or ${inGrantedSpace(niche, userId)} or ${assignedTo(niche, userId)}))`;
}
