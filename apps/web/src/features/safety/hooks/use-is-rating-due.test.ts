import { act, renderHook } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { clearPendingRating, savePendingRating } from '../lib/pending-rating';
import { useIsRatingDue } from './use-is-rating-due';

const RATING = { rideId: 'ride-1', name: 'Musa Bello' };

afterEach(() => {
  clearPendingRating();
});

describe('useIsRatingDue', () => {
  it('is false when no rating is waiting', () => {
    const { result } = renderHook(() => useIsRatingDue());
    expect(result.current).toBe(false);
  });

  it('is true at once when a rating is already waiting', () => {
    savePendingRating(RATING);
    const { result } = renderHook(() => useIsRatingDue());
    expect(result.current).toBe(true);
  });

  it('turns true when a rating becomes due while the screen is open, and stays true once it is cleared', () => {
    const { result, rerender } = renderHook(() => useIsRatingDue());
    act(() => savePendingRating(RATING));
    expect(result.current).toBe(true);
    clearPendingRating();
    rerender();
    expect(result.current).toBe(true);
  });

  it('stops listening once unmounted', () => {
    const { result, unmount } = renderHook(() => useIsRatingDue());
    unmount();
    act(() => savePendingRating(RATING));
    expect(result.current).toBe(false);
  });
});
