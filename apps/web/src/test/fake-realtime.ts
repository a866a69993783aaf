import type { ClientMessage, ServerMessage } from '@fathom/contract';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

type Handler<E> = ((event: E) => void) | null;

/**
 * The realtime server as the app's one realtime client meets it. The browser's WebSocket is
 * replaced by a socket the server accepts as soon as the test looks at it; the server records the
 * channels the client follows and delivers the test's events and refusals through the protocol.
 * The stand-in leaves with `vi.unstubAllGlobals()`.
 */
export function fakeRealtimeServer() {
  const sockets: FakeSocket[] = [];
  const followed = new Set<string>();

  class FakeSocket {
    readyState = CONNECTING;
    onopen: Handler<unknown> = null;
    onclose: Handler<unknown> = null;
    onerror: Handler<unknown> = null;
    onmessage: Handler<{ data: unknown }> = null;

    constructor() {
      sockets.push(this);
      followed.clear();
    }

    send(data: string) {
      const message = JSON.parse(data) as ClientMessage;
      if (message.type === 'subscribe') followed.add(message.channel);
      else followed.delete(message.channel);
    }

    close() {
      this.readyState = CLOSED;
      if (sockets.at(-1) === this) followed.clear();
    }
  }
  vi.stubGlobal('WebSocket', FakeSocket);

  const accepted = () => {
    const socket = sockets.at(-1);
    if (!socket || socket.readyState === CLOSED) return null;
    if (socket.readyState === CONNECTING) {
      socket.readyState = OPEN;
      socket.onopen?.({});
    }
    return socket;
  };
  const deliver = (message: ServerMessage) =>
    act(() => accepted()?.onmessage?.({ data: JSON.stringify(message) }));

  return {
    /** The channels the client follows now (the server accepts a waiting socket first). */
    channels: (): string[] => {
      accepted();
      return [...followed];
    },
    emit: (channel: string, event: string, data: unknown) =>
      deliver({ type: 'event', channel, event, data }),
    deny: (channel: string, message: string) => deliver({ type: 'denied', channel, message }),
  };
}
