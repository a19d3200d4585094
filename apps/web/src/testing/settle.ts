import { act } from '@testing-library/react';

/**
 * Lets everything a render or an event already queued run, for tests that check that something
 * does NOT happen: React's act flushes effects and their microtasks, and one task boundary runs
 * every zero-delay timer queued before it (the site's own "a task later" steps). Nothing is
 * waited for by the clock, so it is the same on a fast or a slow machine.
 */
export function settle(): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
