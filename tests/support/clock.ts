import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';

/** A user whose typing and taps move Vitest's fake clock (call vi.useFakeTimers() first). */
export const setupUser = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

/** Lets pending responses and React updates land without moving the fake clock. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

/** Moves the fake clock on by `ms`, letting what falls due land. */
export const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Vitest's fake clock around every test of the file (or of the describe it is called in). */
export function useFakeClock(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
