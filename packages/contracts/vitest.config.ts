import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Every file shares the one anvil started in globalSetup and isolates tests with
    // evm_snapshot/evm_revert, which only works if files do not run at the same time.
    fileParallelism: false,
    // The files run one after another in one worker that keeps its imports: importing viem, the
    // ABIs and the fixture again for every file took longer than most files' tests. No file leaves
    // anything behind for the next: chain changes are reverted (useFreshChain, or the property
    // tests' own snapshot) and module state is only caches of clients.
    isolate: false,
    // Bounds against a hang, not expectations of speed: in `npm test` this suite shares two cores
    // with ten other jobs, and on a fresh clone the first chain waits for the contracts' compile.
    // A scripts/deploy.ts dry run in its own process took over 30 s there on a loaded machine
    // (2026-11-28). A passing test never waits for them.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
