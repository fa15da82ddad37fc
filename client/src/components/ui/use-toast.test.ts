import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dismissToast, toast, TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, useToasts } from './use-toast';

describe('toasts', () => {
  it('shows one toast at a time for 5 s and removes it 1,000,000 ms after dismissal', () => {
    expect([TOAST_LIMIT, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS]).toEqual([1, 5000, 1_000_000]);
  });

  it('shows one toast at a time: a new toast replaces the current one', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]?.title).toBe('Second');
    act(() => dismissToast());
    expect(result.current[0]?.open).toBe(false);
  });
});
