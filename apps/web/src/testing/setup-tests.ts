import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy* and waitFor wait for a condition; the limit only bounds a hang. Testing Library's 1 s
// default failed a test whose next page took longer to render beside a busy core (the clean-clone
// run with one core kept busy), so a busy machine gets the time it needs, within testTimeout.
configure({ asyncUtilTimeout: 15_000 });

// An unexpected console.error (a React warning, a failed request) fails the test that caused it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error:\n${text}`);
  }
});
