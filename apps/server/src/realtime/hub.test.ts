import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { channels, REALTIME_CLOSE } from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../test/harness';
import { connect as connectTo, listen } from '../test/realtime-client';
import { ORIGIN_REFUSED } from './hub';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.signUp('Alice');
  bob = await t.signUp('Bob');
  base = (await listen(t)).ws;
});
afterAll(() => t.close());

const connect = (user?: TestUser, headers?: Record<string, string>) =>
  connectTo(base, user, headers);

describe('realtime', () => {
  it('delivers events of its own organization to a subscribed member', async () => {
    const client = await connect(alice);
    const channel = channels.organization.name({ orgId: alice.orgId });
    expect(await client.subscribe(channel)).toEqual({ type: 'subscribed', channel });
    await t.services.publisher.publish(
      channels.organization,
      { orgId: alice.orgId },
      'niche-changed',
      { nicheId: 7 },
    );
    expect(await client.next((m) => m.type === 'event')).toEqual({
      type: 'event',
      channel,
      event: 'niche-changed',
      data: { nicheId: 7 },
    });
    client.socket.close();
  });

  it('refuses channels of another organization, including its registered progress channels', async () => {
    const channel = channels.dive.name({ progressBarId: 'pb-of-bob' });
    await t.services.publisher.claimChannel(channel, bob.orgId);
    const client = await connect(alice);
    expect(await client.subscribe(channels.organization.name({ orgId: bob.orgId }))).toMatchObject({
      type: 'denied',
    });
    expect(await client.subscribe(channel)).toMatchObject({ type: 'denied' });
    expect(
      await client.subscribe(channels.dive.name({ progressBarId: 'never-registered' })),
    ).toMatchObject({
      type: 'denied',
    });
    await t.services.publisher.publish(channels.dive, { progressBarId: 'pb-of-bob' }, 'progress', {
      percentage: 0.5,
      text: 'Collecting keywords',
    });
    const bobClient = await connect(bob);
    expect(await bobClient.subscribe(channel)).toEqual({ type: 'subscribed', channel });
    expect(client.messages.filter((m) => m.type === 'event')).toEqual([]);
    client.socket.close();
    bobClient.socket.close();
  });

  it('closes an anonymous connection', async () => {
    const client = await connect();
    expect(await client.closed).toEqual(REALTIME_CLOSE.signedOut);
  });

  it('refuses the upgrade from a page of an untrusted origin and accepts the trusted ones', async () => {
    const refused = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = new WebSocket(base, {
        headers: { cookie: alice.cookie, origin: 'https://evil.example' },
      });
      socket.on('open', () => reject(new Error('the socket opened')));
      socket.on('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
    });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ message: ORIGIN_REFUSED });

    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const client = await connect(alice, { origin });
      const channel = channels.organization.name({ orgId: alice.orgId });
      expect(await client.subscribe(channel)).toEqual({ type: 'subscribed', channel });
      client.socket.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'delivers an event published by another process (a worker) through PostgreSQL NOTIFY',
    async () => {
      const client = await connect(alice);
      const channel = channels.organization.name({ orgId: alice.orgId });
      await client.subscribe(channel);
      const script = path.join(
        path.dirname(fileURLToPath(import.meta.url)),
        '../test/publish-from-another-process.ts',
      );
      await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', script, String(alice.orgId), '8'],
        {
          env: process.env,
        },
      );
      expect(await client.next((m) => m.type === 'event')).toMatchObject({
        event: 'niche-changed',
        data: { nicheId: 8 },
      });
      client.socket.close();
    },
  );
});
