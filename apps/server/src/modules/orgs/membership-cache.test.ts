import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildPath, orgEndpoints, teamEndpoints } from '@fathom/contract';
import type { Membership } from '../../lib/identity';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { createMembershipCache } from './membership-cache';

const member = (role: Membership['role']): Membership => ({
  organizationId: 1,
  userId: 'u1',
  role,
});

describe('membership cache', () => {
  it('reads the database every time until it listens to changes', async () => {
    const load = vi.fn(() => Promise.resolve(member('member')));
    const cache = createMembershipCache(load);
    await cache.membership('u1', 1);
    await cache.membership('u1', 1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers from memory while listening, and reads afresh after a change of that membership', async () => {
    let role: Membership['role'] = 'teamManager';
    const load = vi.fn(() => Promise.resolve(member(role)));
    const cache = createMembershipCache(load);
    cache.setListening(true);
    expect((await cache.membership('u1', 1))?.role).toBe('teamManager');
    expect((await cache.membership('u1', 1))?.role).toBe('teamManager');
    expect(load).toHaveBeenCalledTimes(1);
    role = 'member';
    cache.changed(JSON.stringify({ organizationId: 1, userId: 'u1' }));
    expect((await cache.membership('u1', 1))?.role).toBe('member');
  });

  it('does not keep a read that overlapped a change', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let role: Membership['role'] = 'owner';
    const cache = createMembershipCache(async () => {
      const seen = role;
      await gate;
      return member(seen);
    });
    cache.setListening(true);
    const racing = cache.membership('u1', 1);
    role = 'member';
    cache.changed(JSON.stringify({ organizationId: 1, userId: 'u1' }));
    release();
    expect((await racing)?.role).toBe('owner');
    expect((await cache.membership('u1', 1))?.role).toBe('member');
  });

  it('reads afresh after this process forgets a membership it changed, even mid-read', async () => {
    let role: Membership['role'] = 'teamManager';
    const load = vi.fn(() => Promise.resolve(member(role)));
    const cache = createMembershipCache(load);
    cache.setListening(true);
    await cache.membership('u1', 1);
    role = 'member';
    cache.forget('u1', 1);
    expect((await cache.membership('u1', 1))?.role).toBe('member');
    expect(load).toHaveBeenCalledTimes(2);
    const racing = cache.membership('u1', 2);
    cache.forget('u1', 2);
    await racing;
    await cache.membership('u1', 2);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('trusts an answer at most its time to live, and forgets all when it stops listening', async () => {
    let clock = 0;
    const load = vi.fn(() => Promise.resolve(member('member')));
    const cache = createMembershipCache(load, { ttlMs: 1_000, now: () => clock });
    cache.setListening(true);
    await cache.membership('u1', 1);
    clock = 1_001;
    await cache.membership('u1', 1);
    expect(load).toHaveBeenCalledTimes(2);
    cache.setListening(false);
    await cache.membership('u1', 1);
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('a change of role made anywhere reaches every request', () => {
  let t: TestApp;
  let alice: TestUser;
  let carol: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    alice = await t.signUp('Alice');
    carol = await t.signUp('Carol');
    await t.services.orgs.addMember(alice.orgId, carol.id, 'member');
  });
  afterAll(() => t.close());

  let attempts = 0;
  /** Each attempt names a new space, so a retry is never refused as a duplicate. */
  const createSpace = (name: string) =>
    t.request({
      method: 'POST',
      url: buildPath(orgEndpoints.createSpace.path, { orgId: alice.orgId }),
      cookie: carol.cookie,
      payload: { name: `${name} ${++attempts}` },
    });
  /** Changes the row as another process or an operator would: straight in the database. */
  const setRole = (role: string) =>
    t.services.database.db.execute(
      sql`update memberships set role = ${role} where organization_id = ${alice.orgId} and user_id = ${carol.id}`,
    );

  it('promotion, demotion and removal apply to the next requests', async () => {
    expect((await createSpace('Before')).statusCode).toBe(403);
    await setRole('teamManager');
    await expect.poll(async () => (await createSpace('Promoted')).statusCode).toBe(200);
    await setRole('member');
    await expect.poll(async () => (await createSpace('Demoted')).statusCode).toBe(403);
    await t.services.database.db.execute(
      sql`delete from memberships where organization_id = ${alice.orgId} and user_id = ${carol.id}`,
    );
    await expect.poll(async () => (await createSpace('Removed')).statusCode).toBe(404);
  });

  it("a change made through this server applies to the member's very next request", async () => {
    await t.services.orgs.addMember(alice.orgId, carol.id, 'teamManager');
    expect((await createSpace('Manager')).statusCode).toBe(200);
    const member = buildPath(teamEndpoints.changeRole.path, {
      orgId: alice.orgId,
      userId: carol.id,
    });
    const demoted = await t.request({
      method: 'PATCH',
      url: member,
      cookie: alice.cookie,
      payload: { role: 'member' },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await createSpace('Demoted at once')).statusCode).toBe(403);
    const removed = await t.request({ method: 'DELETE', url: member, cookie: alice.cookie });
    expect(removed.statusCode).toBe(200);
    expect((await createSpace('Removed at once')).statusCode).toBe(404);
  });
});
