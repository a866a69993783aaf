import type { Membership } from '../../lib/identity';

/** The Postgres NOTIFY channel a trigger on `memberships` tells every change on. */
export const MEMBERSHIPS_CHANNEL = 'fathom_memberships';
/** An upper bound on trusting a cached answer, should a notification ever be missed. */
export const MEMBERSHIP_CACHE_MS = 60_000;
const MAX_ENTRIES = 20_000;

/** A membership that was added, changed or removed. */
export type MembershipChange = Pick<Membership, 'organizationId' | 'userId'>;

type Load = (userId: string, organizationId: number) => Promise<Membership | null>;

interface Entry {
  membership: Membership | null;
  until: number;
}

export interface MembershipCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

const keyOf = (userId: string, organizationId: number) => `${organizationId}:${userId}`;

/**
 * Who belongs to which organization, as this process last read it, so that an authenticated
 * request does not ask the database for the caller's role every time. It answers from memory only
 * while it listens to the database's notifications: a trigger on `memberships` notifies every
 * insert, role change and removal, and the entry is dropped at once (a demoted or removed member
 * loses rights on the next request). A read that raced with a change is not kept.
 */
export function createMembershipCache(load: Load, options: MembershipCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? MEMBERSHIP_CACHE_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const watchers = new Set<(change: MembershipChange) => void>();
  let listening = false;
  /** Counts the changes heard, so a read that overlapped one is not cached. */
  let changes = 0;

  return {
    membership: async (userId: string, organizationId: number): Promise<Membership | null> => {
      if (!listening) return load(userId, organizationId);
      const key = keyOf(userId, organizationId);
      const entry = entries.get(key);
      if (entry && entry.until > now()) return entry.membership;
      const mark = changes;
      const membership = await load(userId, organizationId);
      if (mark === changes && listening) {
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { membership, until: now() + ttlMs });
      }
      return membership;
    },

    /**
     * A notification's payload (`{ organizationId, userId }`): that membership is read afresh,
     * then every watcher hears of the change.
     */
    changed: (payload: string): void => {
      changes++;
      let change: MembershipChange;
      try {
        change = JSON.parse(payload) as MembershipChange;
        entries.delete(keyOf(change.userId, change.organizationId));
      } catch {
        entries.clear();
        return;
      }
      for (const watcher of watchers) watcher(change);
    },

    /**
     * Drops a membership this process has just changed, so that its next request reads the
     * change without waiting for the notification (which still tells the watchers).
     */
    forget: (userId: string, organizationId: number): void => {
      changes++;
      entries.delete(keyOf(userId, organizationId));
    },

    /** Calls `watcher` after each membership change; returns the function that stops it. */
    watch: (watcher: (change: MembershipChange) => void): (() => void) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },

    /** Caching starts once the notifications arrive, and stops (forgetting all) when they stop. */
    setListening: (on: boolean): void => {
      changes++;
      listening = on;
      if (!on) entries.clear();
    },
  };
}

export type MembershipCache = ReturnType<typeof createMembershipCache>;
