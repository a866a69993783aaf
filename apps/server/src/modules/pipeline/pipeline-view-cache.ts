import { isTeamManager } from '@fathom/contract';
import { createLru } from '../../lib/lru';
import type { Scope } from '../../lib/scope';
import type { PipelineView } from './pipeline-query';
import type { MatchingIds } from './pipeline.repository';

/**
 * The niches a view matches, in its order, kept per view and niche-list version: the
 * organization's version moves on in the transaction of every change to what the pipeline
 * matches, sorts or shows (niches, their tags, dives and schedules, space grants), so a list made
 * at the version the page's statement reads is exactly what that statement would match. Least
 * recently used first out, within `maxBytes`.
 */
export function createViewCache(options: { maxBytes: number }) {
  return createLru<string, MatchingIds>({
    max: options.maxBytes,
    cost: (entry) => entry.ids.byteLength + 64,
  });
}

/**
 * What a view's matching niches depend on besides the data: the organization, who is looking
 * (team managers, owners and the organization's jobs see every niche; other members by their
 * grants and assignments) and the view's tags, filters and sort.
 */
export function viewKey(scope: Scope, view: PipelineView): string {
  const seesAll = scope.role === undefined || isTeamManager(scope.role);
  const who = seesAll ? 'all' : `member:${scope.userId}`;
  const { tags, filters, sort } = view;
  return JSON.stringify([scope.organizationId, who, tags, filters, sort]);
}
