import { sql, type SQL } from 'drizzle-orm';
import { isTeamManager } from '@fathom/contract';
import type { Scope } from '../../lib/scope';

/**
 * The one rule of who may see and who may change a niche, as SQL predicates every niche,
 * schedule, research and keyword query composes. `niche` names the niches table in the query.
 */
const column = (niche: string, name: string) => sql.raw(`"${niche}"."${name}"`);

const inGrantedSpace = (niche: string, userId: string) =>
  sql`${column(niche, 'space_id')} in (select g.space_id from space_members g where g.user_id = ${userId})`;

/**
 * Niches of the scope's organization that it may see: every one for a team manager, an owner or
 * the organization's own jobs; for other members those outside spaces and those in spaces they
 * were granted.
 */
export function mayView(scope: Scope, niche = 'niches'): SQL {
  const own = sql`${column(niche, 'organization_id')} = ${scope.organizationId}`;
  if (scope.role === undefined || isTeamManager(scope.role)) return own;
  return sql`(${own} and (${column(niche, 'space_id')} is null or ${inGrantedSpace(niche, scope.userId)}))`;
}

/**
 * Niches the scope may change (rename, dive again, schedule): every one it sees for a team
 * manager, an owner or the organization's own jobs; for other members those they created and
 * those in spaces they were granted.
 */
export function mayManage(scope: Scope, niche = 'niches'): SQL {
  if (scope.role === undefined || isTeamManager(scope.role)) return mayView(scope, niche);
  return sql`(${mayView(scope, niche)} and (${column(niche, 'created_by')} = ${scope.userId} or ${inGrantedSpace(niche, scope.userId)}))`;
}
