import { channels } from '@fathom/contract';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fakeRealtimeServer } from '../test/fake-realtime';
import { useChannel } from './use-channel';

describe('useChannel', () => {
  let logged: MockInstance<typeof console.error>;
  let server: ReturnType<typeof fakeRealtimeServer>;
  const emit = (channel: string, event: string, data: unknown) => server.emit(channel, event, data);
  beforeEach(() => {
    server = fakeRealtimeServer();
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it("follows the channel its ids name and hands each handler its event's parsed payload", () => {
    const progress = vi.fn();
    renderHook(() => useChannel(channels.dive, { progressBarId: 'pb000001' }, { progress }));
    expect(server.channels()).toEqual(['dive-pb000001']);
    emit('dive-pb000001', 'progress', { percentage: 40, text: 'Collecting keywords', more: 1 });
    expect(progress).toHaveBeenCalledExactlyOnceWith({
      percentage: 40,
      text: 'Collecting keywords',
    });
  });

  it('drops and logs a payload that does not match and an event the channel does not define', () => {
    const progress = vi.fn();
    renderHook(() => useChannel(channels.dive, { progressBarId: 'pb000001' }, { progress }));
    emit('dive-pb000001', 'progress', { percentage: 'forty', text: 'Collecting keywords' });
    emit('dive-pb000001', 'toString', {});
    expect(progress).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledTimes(2);
    emit('dive-pb000001', 'progress', { percentage: 50, text: 'Collecting keywords' });
    expect(progress).toHaveBeenCalledOnce();
  });

  it('subscribes once there are ids, and leaves when the component goes away', () => {
    const { rerender, unmount } = renderHook(
      ({ orgId }: { orgId: number | null }) =>
        useChannel(channels.organization, orgId === null ? null : { orgId }, {}),
      { initialProps: { orgId: null as number | null } },
    );
    expect(server.channels()).toEqual([]);
    rerender({ orgId: 3 });
    expect(server.channels()).toEqual(['org-3']);
    unmount();
    expect(server.channels()).toEqual([]);
  });
});
