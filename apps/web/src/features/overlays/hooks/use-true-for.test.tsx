import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTrueFor } from './use-true-for';

describe('useTrueFor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns true only once the value has lasted, and false at once', () => {
    const { result, rerender } = renderHook(({ value }) => useTrueFor(value, 400), {
      initialProps: { value: true },
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(result.current).toBe(true);
    rerender({ value: false });
    expect(result.current).toBe(false);
  });

  it('starts again after a break: a short return to true is not enough', () => {
    const { result, rerender } = renderHook(({ value }) => useTrueFor(value, 400), {
      initialProps: { value: true },
    });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    rerender({ value: false });
    rerender({ value: true });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe(true);
  });
});
