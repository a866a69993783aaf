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
 *
 * A niche another organization shares with the scope's organization (`niche_shares`, over an
 * accepted connection) is seen by every member of it and changed by none: `mayManage` holds only
 * for the scope's own niches.
 */
const column = (niche: string, name: string) => sql.raw(`"${niche}"."${name}"`);

// A niche's spaces and assignees are read from its own row: `space_ids` and `assignee_ids` are
// copies of niche_spaces and niche_assignees that triggers keep in the same transaction.
const inNoSpace = (niche: string) => sql`${column(niche, 'space_ids')} = '{}'`;

const inGrantedSpace = (niche: string, userId: string) =>
  sql`${column(niche, 'space_ids')} && array(select g.space_id from space_members g where g.user_id = ${userId})`;

const assignedTo = (niche: string, userId: string) =>
  sql`${column(niche, 'assignee_ids')} @> array[${userId}]::text[]`;

/**
 * Niches of the scope's organization that it may see: every one for a team manager, an owner or
 * the organization's own jobs; for other members those in no space, those in a space they were
 * granted and those assigned to them.
 */
function mayViewOwn(scope: Scope, niche: string): SQL {
  const own = sql`${column(niche, 'organization_id')} = ${scope.organizationId}`;
  if (scope.role === undefined || isTeamManager(scope.role)) return own;
  return sql`(${own} and (${inNoSpace(niche)} or ${inGrantedSpace(niche, scope.userId)} or ${assignedTo(niche, scope.userId)}))`;
}

/**
 * Niches other organizations share with the scope's organization. The ids are gathered once per
 * statement (an init plan), so the test is an index lookup beside the organization's own.
 */
const sharedWith = (scope: Scope, niche: string) =>
  sql`${column(niche, 'id')} = any(array(select s.niche_id from niche_shares s where s.organization_id = ${scope.organizationId}))`;

/**
 * Niches the scope may see: its organization's by `mayViewOwn`, and for a member those shared
 * with it (the organization's own jobs work on its own niches alone).
 */
export function mayView(scope: Scope, niche = 'niches'): SQL {
  if (scope.role === undefined) return mayViewOwn(scope, niche);
  return sql`(${mayViewOwn(scope, niche)} or ${sharedWith(scope, niche)})`;
}

/** Of the niches the scope may see, whether this one is its organization's own. */
export const isOwn = (scope: Scope, niche = 'niches'): SQL =>
  sql`${column(niche, 'organization_id')} = ${scope.organizationId}`;

/**
 * Niches the scope may change (rename, notes, tags, dive again, schedule, delete): every one it
 * sees for a team manager, an owner or the organization's own jobs; for other members those they
 * created, those in a space they were granted and those assigned to them.
 */
export function mayManage(scope: Scope, niche = 'niches'): SQL {
  if (scope.role === undefined || isTeamManager(scope.role)) return mayViewOwn(scope, niche);
  const { userId } = scope;
  return sql`(${column(niche, 'organization_id')} = ${scope.organizationId} and (${column(niche, 'created_by')} = ${userId} or ${inGrantedSpace(niche, userId)} or ${assignedTo(niche, userId)}))`;
}
