import { renderHook } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { useOnceTrue } from './use-once-true';

describe('useOnceTrue', () => {
  it('is false while the condition has never been true', () => {
    const { result, rerender } = renderHook(({ condition }) => useOnceTrue(condition), {
      initialProps: { condition: false },
    });
    expect(result.current).toBe(false);
    rerender({ condition: false });
    expect(result.current).toBe(false);
  });

  it('turns true with the condition and stays true after it has gone', () => {
    const { result, rerender } = renderHook(({ condition }) => useOnceTrue(condition), {
      initialProps: { condition: false },
    });
    rerender({ condition: true });
    expect(result.current).toBe(true);
    rerender({ condition: false });
    expect(result.current).toBe(true);
  });
});
