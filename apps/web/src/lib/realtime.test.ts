import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_CLOSE } from '@fathom/contract';
import { RealtimeClient, type SocketLike } from './realtime';

class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.closed = true;
    this.readyState = 3;
  }

  serverOpen(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  serverClose(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }

  serverSend(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

function latest(): FakeSocket {
  const socket = FakeSocket.instances.at(-1);
  if (!socket) throw new Error('No socket was opened');
  return socket;
}

function createClient() {
  return new RealtimeClient({
    url: 'ws://test/api/realtime',
    createSocket: (url) => new FakeSocket(url),
    minDelayMs: 100,
    maxDelayMs: 1000,
    random: () => 1,
  });
}

describe('RealtimeClient', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects only when the first channel is subscribed', () => {
    const client = createClient();
    expect(FakeSocket.instances).toHaveLength(0);

    client.subscribe('org-1', { onEvent: () => undefined });
    expect(FakeSocket.instances).toHaveLength(1);
    expect(latest().url).toBe('ws://test/api/realtime');

    latest().serverOpen();
    expect(latest().sent).toEqual([{ type: 'subscribe', channel: 'org-1' }]);
  });

  it('delivers events to the handlers of their channel', () => {
    const client = createClient();
    const onOrg1 = vi.fn();
    const onOrg2 = vi.fn();
    client.subscribe('org-1', { onEvent: onOrg1 });
    client.subscribe('org-2', { onEvent: onOrg2 });
    latest().serverOpen();

    latest().serverSend({
      type: 'event',
      channel: 'org-2',
      event: 'space.created',
      data: { id: 7 },
    });

    expect(onOrg1).not.toHaveBeenCalled();
    expect(onOrg2).toHaveBeenCalledWith({
      channel: 'org-2',
      event: 'space.created',
      data: { id: 7 },
    });
  });

  it('reports a denied channel', () => {
    const client = createClient();
    const onDenied = vi.fn();
    client.subscribe('org-9', { onEvent: () => undefined, onDenied });
    latest().serverOpen();
    latest().serverSend({ type: 'denied', channel: 'org-9', message: 'Not a member' });
    expect(onDenied).toHaveBeenCalledWith('Not a member');
  });

  it('reconnects with growing delays and resubscribes every channel', () => {
    const client = createClient();
    client.subscribe('org-1', { onEvent: () => undefined });
    client.subscribe('dive-abc', { onEvent: () => undefined });
    latest().serverOpen();

    latest().serverClose();
    expect(client.status).toBe('reconnecting');
    vi.advanceTimersByTime(99);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);

    latest().serverClose();
    vi.advanceTimersByTime(199);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(3);

    latest().serverOpen();
    expect(client.status).toBe('open');
    expect(latest().sent).toEqual([
      { type: 'subscribe', channel: 'org-1' },
      { type: 'subscribe', channel: 'dive-abc' },
    ]);
  });

  it('caps the delay and starts again from the shortest after a successful connection', () => {
    const client = createClient();
    client.subscribe('org-1', { onEvent: () => undefined });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      latest().serverClose();
      vi.advanceTimersByTime(1000);
    }
    expect(FakeSocket.instances).toHaveLength(7);

    latest().serverOpen();
    latest().serverClose();
    vi.advanceTimersByTime(100);
    expect(FakeSocket.instances).toHaveLength(8);
  });

  it('does not resubscribe a channel that was left while disconnected', () => {
    const client = createClient();
    const leave = client.subscribe('org-1', { onEvent: () => undefined });
    client.subscribe('org-2', { onEvent: () => undefined });
    latest().serverOpen();
    latest().serverClose();

    leave();
    vi.advanceTimersByTime(100);
    latest().serverOpen();

    expect(latest().sent).toEqual([{ type: 'subscribe', channel: 'org-2' }]);
  });

  it('keeps a channel while another handler still listens', () => {
    const client = createClient();
    const first = client.subscribe('org-1', { onEvent: () => undefined });
    const second = vi.fn();
    client.subscribe('org-1', { onEvent: second });
    latest().serverOpen();

    first();
    expect(latest().sent).toEqual([{ type: 'subscribe', channel: 'org-1' }]);
    latest().serverSend({ type: 'event', channel: 'org-1', event: 'changed', data: null });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('closes the socket when the last channel is left and does not reconnect', () => {
    const client = createClient();
    const leave = client.subscribe('org-1', { onEvent: () => undefined });
    const socket = latest();
    socket.serverOpen();

    leave();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'org-1' });
    expect(socket.closed).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(client.status).toBe('closed');
  });

  it.each([
    ['ends the session', REALTIME_CLOSE.signedOut.code],
    ['closes it for a newer connection of the user', REALTIME_CLOSE.tooManySockets.code],
  ])('does not reconnect when the server %s, until something subscribes again', (_, code) => {
    const client = createClient();
    client.subscribe('org-1', { onEvent: () => undefined });
    latest().serverOpen();
    latest().serverClose(code);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(client.status).toBe('closed');

    client.subscribe('org-2', { onEvent: () => undefined });
    expect(FakeSocket.instances).toHaveLength(2);
    latest().serverOpen();
    expect(latest().sent).toEqual([
      { type: 'subscribe', channel: 'org-1' },
      { type: 'subscribe', channel: 'org-2' },
    ]);
  });

  it('stops reconnecting after close()', () => {
    const client = createClient();
    client.subscribe('org-1', { onEvent: () => undefined });
    latest().serverOpen();
    latest().serverClose();

    client.close();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
