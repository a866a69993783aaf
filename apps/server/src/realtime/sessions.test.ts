import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { channels, REALTIME_CLOSE, type ServerMessage } from '@fathom/contract';
import { session } from '../db/schema';
import { startTestApp, type TestApp } from '../test/harness';
import { connect, listen, within } from '../test/realtime-client';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  base = (await listen(t)).ws;
});
afterAll(() => t.close());

/** A second session of the same user, as a second browser would have. */
async function signInAgain(email: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: 'correct-horse' },
  });
  expect(res.statusCode).toBe(200);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

const events = (messages: ServerMessage[]) => messages.filter((m) => m.type === 'event');

describe('realtime sessions', () => {
  it('closes the sockets of a session when it signs out, and only those', async () => {
    const user = await t.signUp('Sal');
    const otherBrowser = { cookie: await signInAgain(user.email) };
    const channel = channels.organization.name({ orgId: user.orgId });
    const signedOut = await connect(base, user);
    const stays = await connect(base, otherBrowser);
    expect(await signedOut.subscribe(channel)).toEqual({ type: 'subscribed', channel });
    expect(await stays.subscribe(channel)).toEqual({ type: 'subscribed', channel });

    const res = await t.request({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookie: user.cookie,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await within(signedOut.closed)).toEqual(REALTIME_CLOSE.signedOut);

    await t.services.publisher.publish(
      channels.organization,
      { orgId: user.orgId },
      'spaces-changed',
      {},
    );
    await stays.next((m) => m.type === 'event');
    expect(events(signedOut.messages)).toEqual([]);
    expect(await within(stays.closed, 200)).toBe('timeout');
    stays.socket.close();
  });

  it('closes every socket of a user whose sessions are revoked', async () => {
    const user = await t.signUp('Rev');
    const client = await connect(base, user);
    await client.subscribe(channels.organization.name({ orgId: user.orgId }));
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/revoke-sessions',
      cookie: user.cookie,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await within(client.closed)).toEqual(REALTIME_CLOSE.signedOut);
  });

  it('checks the session on every subscribe: a session that ended unseen closes the socket', async () => {
    const user = await t.signUp('Exp');
    const client = await connect(base, user);
    const channel = channels.organization.name({ orgId: user.orgId });
    expect(await client.subscribe(channel)).toEqual({ type: 'subscribed', channel });
    // Another process, or the clock, ended the session: no notification reached this one.
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(session.userId, user.id));

    client.socket.send(JSON.stringify({ type: 'subscribe', channel }));
    expect(await within(client.closed)).toEqual(REALTIME_CLOSE.signedOut);
    expect(client.messages.filter((m) => m.type === 'subscribed')).toHaveLength(1);
  });

  it('closes the socket when its session expires', async () => {
    const user = await t.signUp('Soon');
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 1_500) })
      .where(eq(session.userId, user.id));
    const client = await connect(base, user);
    const channel = channels.organization.name({ orgId: user.orgId });
    expect(await client.subscribe(channel)).toEqual({ type: 'subscribed', channel });
    expect(await within(client.closed)).toEqual(REALTIME_CLOSE.signedOut);
  });

  it("drops a removed member's subscriptions to the organization at once, and only those", async () => {
    const owner = await t.signUp('Own');
    const member = await t.signUp('Gone');
    await t.services.orgs.addMember(owner.orgId, member.id, 'member');
    const theirs = channels.organization.name({ orgId: owner.orgId });
    const own = channels.organization.name({ orgId: member.orgId });
    const client = await connect(base, member);
    const owners = await connect(base, owner);
    expect(await owners.subscribe(theirs)).toEqual({ type: 'subscribed', channel: theirs });
    expect(await client.subscribe(theirs)).toEqual({ type: 'subscribed', channel: theirs });
    expect(await client.subscribe(own)).toEqual({ type: 'subscribed', channel: own });

    const res = await t.request({
      method: 'DELETE',
      url: `/api/orgs/${owner.orgId}/members/${member.id}`,
      cookie: owner.cookie,
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(await client.next((m) => m.type === 'denied' && m.channel === theirs)).toMatchObject({
      message: 'Channel not found',
    });
    expect(await owners.next((m) => m.type === 'event')).toMatchObject({
      channel: theirs,
      event: 'members-changed',
    });
    owners.socket.close();

    const from = client.messages.length;
    for (const orgId of [owner.orgId, member.orgId])
      await t.services.publisher.publish(channels.organization, { orgId }, 'spaces-changed', {});
    await client.next((m) => m.type === 'event' && m.channel === own, undefined, from);
    expect(events(client.messages.slice(from)).map((m) => m.channel)).toEqual([own]);
    expect(await client.subscribe(theirs)).toMatchObject({ type: 'denied', channel: theirs });
    expect(await within(client.closed, 100)).toBe('timeout');
    client.socket.close();
  });
});
