import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';
import type { MockInstance } from 'vitest';

// An unexpected console.error fails the test that caused it. A test that expects one calls
// `expectConsoleError()` to take the calls (and assert on them) before the check runs.
let spy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  spy = undefined;
  if (calls.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${calls.map((args) => format(...args)).join('\n')}`,
    );
  }
});

/** Takes the console.error calls made so far, so they do not fail the test. */
export function expectConsoleError(): unknown[][] {
  const calls = [...(spy?.mock.calls ?? [])];
  spy?.mockClear();
  return calls;
}
