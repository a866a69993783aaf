import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { channels, REALTIME_PATH, type ServerMessage } from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../test/harness';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.signUp('Alice');
  bob = await t.signUp('Bob');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${REALTIME_PATH}`;
});
afterAll(() => t.close());

/** A browser-like client: connects with a session cookie and records every message. */
async function connect(user?: TestUser) {
  const socket = new WebSocket(base, { headers: user ? { cookie: user.cookie } : {} });
  const messages: ServerMessage[] = [];
  const waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] =
    [];
  socket.on('message', (raw) => {
    const message = JSON.parse((raw as Buffer).toString('utf8')) as ServerMessage;
    messages.push(message);
    for (const w of waiters.filter((w) => w.match(message))) w.resolve(message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    socket,
    messages,
    closed,
    next(match: (m: ServerMessage) => boolean, timeoutMs = 10_000) {
      const seen = messages.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise<ServerMessage>((resolve, reject) => {
        waiters.push({ match, resolve });
        setTimeout(() => reject(new Error('no such message in time')), timeoutMs);
      });
    },
    subscribe(channel: string) {
      socket.send(JSON.stringify({ type: 'subscribe', channel }));
      return this.next((m) => m.channel === channel && m.type !== 'event');
    },
  };
}

describe('realtime', () => {
  it('delivers events of its own organization to a subscribed member', async () => {
    const client = await connect(alice);
    const channel = channels.organization(alice.orgId);
    expect(await client.subscribe(channel)).toEqual({ type: 'subscribed', channel });
    await t.services.publisher.publish(channel, 'spaces-changed', { n: 1 });
    expect(await client.next((m) => m.type === 'event')).toEqual({
      type: 'event',
      channel,
      event: 'spaces-changed',
      data: { n: 1 },
    });
    client.socket.close();
  });

  it('refuses channels of another organization, including its registered progress channels', async () => {
    const channel = channels.dive('pb-of-bob');
    await t.services.publisher.registerChannel(channel, bob.orgId);
    const client = await connect(alice);
    expect(await client.subscribe(channels.organization(bob.orgId))).toMatchObject({
      type: 'denied',
    });
    expect(await client.subscribe(channel)).toMatchObject({ type: 'denied' });
    expect(await client.subscribe(channels.dive('never-registered'))).toMatchObject({
      type: 'denied',
    });
    await t.services.publisher.publish(channel, 'progress', { percentage: 0.5 });
    const bobClient = await connect(bob);
    expect(await bobClient.subscribe(channel)).toEqual({ type: 'subscribed', channel });
    expect(client.messages.filter((m) => m.type === 'event')).toEqual([]);
    client.socket.close();
    bobClient.socket.close();
  });

  it('closes an anonymous connection', async () => {
    const client = await connect();
    expect(await client.closed).toBe(4401);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'delivers an event published by another process (a worker) through PostgreSQL NOTIFY',
    async () => {
      const client = await connect(alice);
      const channel = channels.organization(alice.orgId);
      await client.subscribe(channel);
      const script = path.join(
        path.dirname(fileURLToPath(import.meta.url)),
        '../test/publish-from-another-process.ts',
      );
      await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', script, channel, 'from-worker', '{"ok":true}'],
        {
          env: process.env,
        },
      );
      expect(await client.next((m) => m.type === 'event')).toMatchObject({
        event: 'from-worker',
        data: { ok: true },
      });
      client.socket.close();
    },
  );
});
