import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file starts its own anvil and indexer (about 10 s): one at a time on 2 cores.
    fileParallelism: false,
    // Several tests start Ponder themselves (40-60 s on a loaded two-core machine in CI runs of
    // 2026-11-28): bounded against a hang, not against the machine's speed.
    // The first setup of test/indexer.test.ts (a chain, which on a fresh clone waits for the
    // contracts' compile, then Ponder) passed 180 s with ten other jobs and a type check beside it
    // (2026-11-28).
    testTimeout: 360_000,
    hookTimeout: 360_000,
  },
});
