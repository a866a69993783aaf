import WebSocket from 'ws';
import { REALTIME_PATH, type ServerMessage } from '@fathom/contract';
import type { TestApp, TestUser } from './harness';

/**
 * How long a test waits for a message or a closed socket: what a quiet machine does at once can
 * take seconds on a busy one (the same bound as the tests' own waits in vitest.config.ts).
 */
const WAIT_MS = 30_000;

/** Makes the test app listen on a free port; returns the realtime URL and the HTTP base URL. */
export async function listen(t: TestApp): Promise<{ ws: string; http: string }> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ws: `ws://127.0.0.1:${port}${REALTIME_PATH}`, http: `http://127.0.0.1:${port}` };
}

export type RealtimeTestClient = Awaited<ReturnType<typeof connect>>;

/** A browser-like client: connects with a session cookie and records every message. */
export async function connect(
  url: string,
  user?: TestUser | { cookie: string },
  headers: Record<string, string> = {},
) {
  const socket = new WebSocket(url, {
    headers: { ...headers, ...(user ? { cookie: user.cookie } : {}) },
  });
  const messages: ServerMessage[] = [];
  const waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] =
    [];
  socket.on('message', (raw) => {
    const message = JSON.parse((raw as Buffer).toString('utf8')) as ServerMessage;
    messages.push(message);
    for (const w of waiters.filter((w) => w.match(message))) w.resolve(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    socket,
    messages,
    closed,
    /** The first message that matches, among those from index `from` on. */
    next(match: (m: ServerMessage) => boolean, timeoutMs = WAIT_MS, from = 0) {
      const seen = messages.slice(from).find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise<ServerMessage>((resolve, reject) => {
        waiters.push({ match, resolve });
        setTimeout(() => reject(new Error('no such message in time')), timeoutMs);
      });
    },
    /** Subscribes and resolves to the answer: subscribed or denied. */
    subscribe(channel: string) {
      const from = messages.length;
      socket.send(JSON.stringify({ type: 'subscribe', channel }));
      return this.next((m) => m.channel === channel && m.type !== 'event', WAIT_MS, from);
    },
  };
}

/**
 * Resolves to what settles first: the promise's value or 'timeout'. A short `ms` shows that
 * something does not happen; the default waits for something that does.
 */
export function within<T>(promise: Promise<T>, ms = WAIT_MS): Promise<T | 'timeout'> {
  return Promise.race([promise, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms))]);
}
