import { DIVE_INACTIVITY_TIMEOUT_MS, DIVE_MESSAGES, DIVE_TEXT } from '@fathom/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtimeServer } from '../../../test/fake-realtime';
import { mockFetch } from '../../../test/fetch-mock';
import type { ActiveDive } from '../lib/active-dive';
import { useDiveProgress } from './use-dive-progress';

let server: ReturnType<typeof fakeRealtimeServer>;

const dive: ActiveDive = {
  orgId: 1,
  sndId: '7a1f8e0e-63c2-4b38-9d1c-7d1b0d0a2f11',
  progressBarIds: { discovery: 'discovery0001', dive: 'dive00000001' },
};

const running = {
  sndId: dive.sndId,
  status: 'running',
  step: 'SND_COMPETITORS_SELECTION',
  progress: 0,
  text: 'Starting Smart Niche Dive',
  errorMessage: null,
  chained: true,
  progressBarId: 'discovery0001',
  link: null,
};

const failed = {
  ...running,
  status: 'failed',
  step: 'ERROR',
  progress: 1,
  text: 'Something went wrong',
};

async function flush() {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}

function emit(channel: string, event: string, data: unknown) {
  server.emit(channel, event, data);
}

describe('useDiveProgress', () => {
  beforeEach(() => {
    server = fakeRealtimeServer();
    vi.useFakeTimers();
    mockFetch([{ path: `/api/orgs/1/dives/${dive.sndId}`, body: running }]);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('follows both channels of a chained dive to the redirect', () => {
    const { result } = renderHook(() => useDiveProgress(dive, () => undefined));
    expect(server.channels()).toEqual(['snd-discovery0001', 'dive-dive00000001']);

    emit('snd-discovery0001', 'progress', { percentage: 40, text: 'Searching "garlic press"' });
    expect(result.current).toMatchObject({ progress: 0.2, text: 'Searching "garlic press"' });

    emit('snd-discovery0001', 'completed', { success: true });
    expect(result.current).toMatchObject({ step: 'SND_DIVEBOX_RESEARCH', progress: 0.5 });

    emit('dive-dive00000001', 'progress', { percentage: 50, text: 'Collecting keywords' });
    expect(result.current.progress).toBe(0.75);

    emit('dive-dive00000001', 'v2-completed', {
      success: true,
      link: '/niche/9/niche-analysis/mkl',
    });
    expect(result.current).toMatchObject({
      step: 'REDIRECTION',
      link: '/niche/9/niche-analysis/mkl',
    });
  });

  it('times out after five minutes without an event, each event starting the wait again, and cancels the dive on the server', async () => {
    const cancelled = {
      ...running,
      status: 'failed',
      step: 'ERROR',
      progress: 1,
      text: DIVE_TEXT.timedOut,
      errorMessage: DIVE_TEXT.timedOut,
    };
    const { calls } = mockFetch([
      { path: `/api/orgs/1/dives/${dive.sndId}`, body: running },
      { method: 'POST', path: `/api/orgs/1/dives/${dive.sndId}/cancel`, body: cancelled },
    ]);
    const { result } = renderHook(() => useDiveProgress(dive, () => undefined));
    act(() => {
      vi.advanceTimersByTime(DIVE_INACTIVITY_TIMEOUT_MS - 1000);
    });
    emit('snd-discovery0001', 'progress', { percentage: 10, text: 'Reading' });
    act(() => {
      vi.advanceTimersByTime(DIVE_INACTIVITY_TIMEOUT_MS - 1000);
    });
    expect(result.current.step).toBe('SND_COMPETITORS_SELECTION');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/orgs/1/dives/${dive.sndId}/cancel`,
    ]);
    expect(result.current).toMatchObject({
      step: 'ERROR',
      text: DIVE_TEXT.timedOut,
      error: DIVE_TEXT.timedOut,
    });
  });

  it('shows the completed dive when it finished just before the browser gave up', async () => {
    const completed = {
      ...running,
      status: 'completed',
      step: 'REDIRECTION',
      progress: 1,
      text: DIVE_TEXT.redirecting,
      link: '/niche/4/niche-analysis/mkl',
    };
    mockFetch([
      { path: `/api/orgs/1/dives/${dive.sndId}`, body: running },
      { method: 'POST', path: `/api/orgs/1/dives/${dive.sndId}/cancel`, body: completed },
    ]);
    const { result } = renderHook(() => useDiveProgress(dive, () => undefined));
    await act(() => vi.advanceTimersByTimeAsync(DIVE_INACTIVITY_TIMEOUT_MS));
    expect(result.current).toMatchObject({
      step: 'REDIRECTION',
      link: '/niche/4/niche-analysis/mkl',
    });
  });

  it('still says it timed out when the cancel cannot reach the server', async () => {
    mockFetch([
      { path: `/api/orgs/1/dives/${dive.sndId}`, body: running },
      { method: 'POST', path: `/api/orgs/1/dives/${dive.sndId}/cancel`, status: 502 },
    ]);
    const { result } = renderHook(() => useDiveProgress(dive, () => undefined));
    await act(() => vi.advanceTimersByTimeAsync(DIVE_INACTIVITY_TIMEOUT_MS));
    expect(result.current).toMatchObject({ step: 'ERROR', error: DIVE_TEXT.timedOut });
  });

  it('shows the stored reason when a failed discovery event carries no message', async () => {
    const { result } = renderHook(() => useDiveProgress(dive, () => undefined));
    await flush();
    mockFetch([
      {
        path: `/api/orgs/1/dives/${dive.sndId}`,
        body: { ...failed, errorMessage: 'No competitors sell in this marketplace' },
      },
    ]);
    emit('snd-discovery0001', 'completed', { success: false, errorCode: 'FAILED' });
    await flush();
    expect(result.current).toMatchObject({
      step: 'ERROR',
      error: 'No competitors sell in this marketplace',
    });
  });

  it('shows the stored reason when a failed dive event carries none', async () => {
    const { result } = renderHook(() => useDiveProgress(dive, () => undefined));
    await flush();
    mockFetch([
      {
        path: `/api/orgs/1/dives/${dive.sndId}`,
        body: { ...failed, errorMessage: DIVE_MESSAGES.divedAsinsLimit },
      },
    ]);
    emit('snd-discovery0001', 'completed', { success: true });
    emit('dive-dive00000001', 'v2-completed', { success: false, errorCode: 'QUOTA' });
    await flush();
    expect(result.current).toMatchObject({ step: 'ERROR', error: DIVE_MESSAGES.divedAsinsLimit });
  });

  it('falls back to the generic text when the stored status cannot be read', async () => {
    const { result } = renderHook(() => useDiveProgress(dive, () => undefined));
    await flush();
    mockFetch([{ path: `/api/orgs/1/dives/${dive.sndId}`, status: 500, body: {} }]);
    emit('snd-discovery0001', 'completed', { success: true });
    emit('dive-dive00000001', 'v2-completed', { success: false, errorCode: 'FAILED' });
    await flush();
    expect(result.current).toMatchObject({ step: 'ERROR', error: DIVE_TEXT.diveFailed });
  });
});
