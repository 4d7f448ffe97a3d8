import { act, renderHook } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterNextPaint } from './use-after-next-paint';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAfterNextPaint', () => {
  it('is false until a frame has been painted and a task has passed, then true', () => {
    const { result } = renderHook(() => useAfterNextPaint());
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });

  it('schedules nothing after an unmount', () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const { unmount } = renderHook(() => useAfterNextPaint());
    act(() => unmount());
    setTimeoutSpy.mockClear();
    vi.advanceTimersToNextFrame();
    expect(setTimeoutSpy).not.toHaveBeenCalled();
  });
});
