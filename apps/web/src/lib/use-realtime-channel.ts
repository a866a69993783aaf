import { useEffect, useRef } from 'react';
import { getRealtimeClient, type RealtimeEvent } from './realtime';

/** Subscribes to a realtime channel while the component is mounted. */
export function useRealtimeChannel(
  channel: string | null,
  onEvent: (event: RealtimeEvent) => void,
): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!channel) return undefined;
    return getRealtimeClient().subscribe(channel, { onEvent: (event) => handler.current(event) });
  }, [channel]);
}
