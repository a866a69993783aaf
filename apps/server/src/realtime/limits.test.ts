import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channels,
  REALTIME_CLOSE,
  REALTIME_LIMITS,
  REALTIME_MESSAGES,
  type ServerMessage,
} from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../test/harness';
import { connect, listen, within } from '../test/realtime-client';
import { messageBudget } from './connection';

let t: TestApp;
let user: TestUser;
let base: { ws: string; http: string };

beforeAll(async () => {
  t = await startTestApp();
  user = await t.signUp('Flo');
  base = await listen(t);
});
afterAll(() => t.close());

const replies = (messages: ServerMessage[]) => messages.filter((m) => m.type !== 'event');

describe('realtime limits', () => {
  it('closes a socket that floods subscribe messages, and the server keeps answering', async () => {
    const health = async () => {
      const started = performance.now();
      expect((await fetch(`${base.http}/api/health`)).status).toBe(200);
      return performance.now() - started;
    };
    // What an answer takes on this machine as it is now, without a flood.
    const quietMs = await health();
    const client = await connect(base.ws, user);
    for (let i = 0; i < 20_000; i++)
      client.socket.send(JSON.stringify({ type: 'subscribe', channel: `dive-flood${i}` }));

    // The flood holds up other requests no more than a moment, however fast the machine.
    expect(await health()).toBeLessThan(2_000 + 10 * quietMs);
    expect(await within(client.closed)).toEqual(REALTIME_CLOSE.tooManyMessages);
    // Only what the burst allows was looked at; the rest was never handled.
    expect(replies(client.messages).length).toBeLessThanOrEqual(REALTIME_LIMITS.messageBurst);

    // The user is not locked out: a new socket works.
    const again = await connect(base.ws, user);
    const channel = channels.organization.name({ orgId: user.orgId });
    expect(await again.subscribe(channel)).toEqual({ type: 'subscribed', channel });
    again.socket.close();
  });

  it('denies a subscription beyond the per-socket cap and keeps the others', async () => {
    const count = REALTIME_LIMITS.subscriptionsPerSocket;
    const names = Array.from({ length: count + 1 }, (_, i) =>
      channels.dive.name({ progressBarId: `capped${i}x${user.id}` }),
    );
    for (const name of names) await t.services.publisher.claimChannel(name, user.orgId);
    const client = await connect(base.ws, user);
    for (const name of names)
      client.socket.send(JSON.stringify({ type: 'subscribe', channel: name }));
    const last = names.at(-1)!;
    expect(await client.next((m) => m.channel === last)).toEqual({
      type: 'denied',
      channel: last,
      message: REALTIME_MESSAGES.tooManySubscriptions,
    });
    expect(client.messages.filter((m) => m.type === 'subscribed')).toHaveLength(count);

    // Leaving one makes room for another.
    client.socket.send(JSON.stringify({ type: 'unsubscribe', channel: names[0] }));
    expect(await client.subscribe(last)).toEqual({ type: 'subscribed', channel: last });
    await t.services.publisher.publish(
      channels.dive,
      { progressBarId: `capped${count}x${user.id}` },
      'progress',
      { percentage: 0.5, text: 'Collecting keywords' },
    );
    expect(await client.next((m) => m.type === 'event')).toMatchObject({ channel: last });
    client.socket.close();
  });

  it("closes the oldest of a user's sockets when they open one more than the limit", async () => {
    const owner = await t.signUp('Tabby');
    const channel = channels.organization.name({ orgId: owner.orgId });
    /** A socket the server has counted: it answered a subscription. */
    const opened = async () => {
      const client = await connect(base.ws, owner);
      expect(await client.subscribe(channel)).toEqual({ type: 'subscribed', channel });
      return client;
    };
    const tabs = [];
    for (let i = 0; i < REALTIME_LIMITS.socketsPerUser; i++) tabs.push(await opened());
    const newest = await opened();
    expect(await within(tabs[0]!.closed)).toEqual(REALTIME_CLOSE.tooManySockets);

    // The others, the newest and another user's sockets stay open and keep hearing events.
    const other = await connect(base.ws, user);
    const otherChannel = channels.organization.name({ orgId: user.orgId });
    expect(await other.subscribe(otherChannel)).toMatchObject({ type: 'subscribed' });
    await t.services.publisher.publish(
      channels.organization,
      { orgId: owner.orgId },
      'spaces-changed',
      {},
    );
    for (const client of [...tabs.slice(1), newest])
      expect(await client.next((m) => m.type === 'event')).toMatchObject({ channel });
    expect(tabs[0]!.messages.filter((m) => m.type === 'event')).toEqual([]);
    for (const client of [...tabs.slice(1), newest, other]) client.socket.close();
  });

  it('closes a socket that sends a message larger than the limit', async () => {
    const client = await connect(base.ws, user);
    client.socket.send('x'.repeat(REALTIME_LIMITS.maxMessageBytes + 1));
    expect((await within(client.closed)) as { code: number }).toMatchObject({
      code: 1009,
    });
  });

  it('allows a burst, then refills at the sustained rate', () => {
    let now = 0;
    const take = messageBudget(3, 2, () => now);
    expect([take(), take(), take(), take()]).toEqual([true, true, true, false]);
    now += 500;
    expect([take(), take()]).toEqual([true, false]);
    now += 10_000;
    expect([take(), take(), take(), take()]).toEqual([true, true, true, false]);
  });
});
