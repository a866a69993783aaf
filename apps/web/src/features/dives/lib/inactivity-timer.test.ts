import { DIVE_INACTIVITY_TIMEOUT_MS } from '@fathom/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInactivityTimer } from '../hooks/use-inactivity-timer';
import { InactivityTimer } from './inactivity-timer';

describe('InactivityTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires once after five minutes without a reset', () => {
    const onTimeout = vi.fn();
    const timer = new InactivityTimer(DIVE_INACTIVITY_TIMEOUT_MS, onTimeout);
    timer.reset();
    vi.advanceTimersByTime(DIVE_INACTIVITY_TIMEOUT_MS - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(timer.running).toBe(false);
    vi.advanceTimersByTime(DIVE_INACTIVITY_TIMEOUT_MS * 2);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('starts the wait again at each event', () => {
    const onTimeout = vi.fn();
    const timer = new InactivityTimer(300_000, onTimeout);
    timer.reset();
    vi.advanceTimersByTime(200_000);
    timer.reset();
    vi.advanceTimersByTime(200_000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('never fires once stopped', () => {
    const onTimeout = vi.fn();
    const timer = new InactivityTimer(1000, onTimeout);
    timer.reset();
    timer.stop();
    vi.advanceTimersByTime(5000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('calls the latest callback from the hook and stops on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(
      ({ onTimeout }) => useInactivityTimer(onTimeout, 1000),
      { initialProps: { onTimeout: first } },
    );
    act(() => {
      result.current.reset();
    });
    rerender({ onTimeout: second });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);

    act(() => {
      result.current.reset();
    });
    unmount();
    vi.advanceTimersByTime(1000);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
