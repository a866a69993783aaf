import type { AnyChannel, EventOf, IdsOf, PayloadOf } from '@fathom/contract';
import { useEffect, useRef } from 'react';
import { getRealtimeClient, type RealtimeEvent } from './realtime';

/** What to do on each event of a channel, with its parsed payload; other events are ignored. */
export type ChannelHandlers<C extends AnyChannel> = {
  [E in EventOf<C>]?: (data: PayloadOf<C, E>) => void;
};

export interface ChannelOptions {
  /** Runs each time the server confirms the subscription, after a reconnection too. */
  onSubscribed?: () => void;
  /** Runs when the server refuses the channel or stops it, as when the user lost access. */
  onDenied?: (message: string) => void;
}

/** The payload of an event the channel defines, or undefined (and a log line) for anything else. */
function parseEvent(channel: AnyChannel, event: RealtimeEvent): unknown {
  if (!Object.hasOwn(channel.events, event.event)) {
    console.error(`Unknown realtime event ${event.event} on ${event.channel}`);
    return undefined;
  }
  const parsed = channel.events[event.event]!.safeParse(event.data);
  if (parsed.success) return parsed.data;
  console.error(`Unexpected payload of ${event.event} on ${event.channel}`, parsed.error);
  return undefined;
}

/**
 * Follows a realtime channel while the component is mounted and `ids` is set. Every payload is
 * parsed with its event's schema; a payload that does not match is dropped and logged.
 */
export function useChannel<C extends AnyChannel>(
  channel: C,
  ids: IdsOf<C> | null,
  handlers: ChannelHandlers<C>,
  options: ChannelOptions = {},
): void {
  const latest = useRef({ handlers, options });
  useEffect(() => {
    latest.current = { handlers, options };
  });
  const name = ids === null ? null : channel.name(ids);
  useEffect(() => {
    if (name === null) return undefined;
    return getRealtimeClient().subscribe(name, {
      onEvent: (event) => {
        const handle = (latest.current.handlers as Record<string, (data: unknown) => void>)[
          event.event
        ];
        const data = parseEvent(channel, event);
        if (handle && data !== undefined) handle(data);
      },
      onSubscribed: () => latest.current.options.onSubscribed?.(),
      onDenied: (message) => latest.current.options.onDenied?.(message),
    });
  }, [channel, name]);
}
