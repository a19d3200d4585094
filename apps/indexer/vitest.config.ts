import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file starts its own anvil and indexer (about 10 s), on ports and databases of its own:
    // two files at a time. Most of a restart test is waiting (Ponder's lock, a stopped process):
    // one at a time, the suite ended `npm test`'s first phase alone for its last minute (421 s,
    // every other job done by 355 s). Alone it now takes 92 s (its files' own times add up to
    // 166 s); in that phase, which is bound by the two cores' CPU, it saved 9 s (425 → 416 s).
    fileParallelism: true,
    maxWorkers: 2,
    // Several tests start Ponder themselves (40-60 s on a loaded two-core machine in CI runs of
    // 2026-11-28): bounded against a hang, not against the machine's speed.
    // The first setup of test/indexer.test.ts (a chain, which on a fresh clone waits for the
    // contracts' compile, then Ponder) passed 180 s with ten other jobs and a type check beside it
    // (2026-11-28).
    testTimeout: 360_000,
    hookTimeout: 360_000,
  },
});
