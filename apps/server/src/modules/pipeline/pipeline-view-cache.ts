import { isTeamManager } from '@fathom/contract';
import type { Scope } from '../../lib/scope';
import type { PipelineView } from './pipeline-query';
import type { MatchingIds } from './pipeline.repository';

/**
 * The niches a view matches, in its order, kept per view and niche-list version: the
 * organization's version moves on in
 * the transaction of every change to what the pipeline matches, sorts or shows (niches, their
 * tags, dives and schedules, space grants), so a list made at the version the page's statement
 * reads is exactly what that statement would match. Least recently used first out.
 */
export function createViewCache(options: { maxBytes: number }) {
  const entries = new Map<string, MatchingIds>();
  let bytes = 0;
  const size = (entry: MatchingIds) => entry.ids.byteLength + 64;

  const drop = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= size(old);
  };

  return {
    get(key: string): MatchingIds | undefined {
      const found = entries.get(key);
      if (found) {
        // Most recently used last.
        entries.delete(key);
        entries.set(key, found);
      }
      return found;
    },
    set(key: string, entry: MatchingIds) {
      drop(key);
      entries.set(key, entry);
      bytes += size(entry);
      for (const [oldest] of entries) {
        if (bytes <= options.maxBytes || oldest === key) break;
        drop(oldest);
      }
    },
    delete: drop,
  };
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
