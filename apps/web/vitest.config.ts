import { fileURLToPath, URL } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { parseEnv } from './src/config/env-schema.ts';

const hydrationTest = 'src/app/hydration.test.tsx';

export default defineConfig({
  plugins: [lingui({ macroTransform: true })],
  define: { __ECO_ENV__: JSON.stringify(parseEnv({})) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    // One jsdom and one module graph per worker instead of per file: building them for each of
    // 51 files cost about 110 s of CPU (environment and imports) for 15 s of tests. Files render
    // through Testing Library, which unmounts after each test; the suite passes in shuffled
    // file orders (`--sequence.shuffle.files`).
    isolate: false,
    // Hooks that start anvil and deploy ECO (a few seconds quiet) went past 60 s on a busy
    // two-core machine: they wait for the chain to be ready, bounded only against a hang.
    hookTimeout: 180_000,
    // Vitest's 5 s default failed a real-chain dialog test on a loaded machine; the slowest
    // test takes a few seconds quiet.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: [hydrationTest],
          sequence: { groupOrder: 0 },
        },
      },
      // Renders every page with React's server renderer and hydrates it in the same realm, which
      // leaves marks on shared contexts (React Router's, TanStack Query's) and loads the form
      // islands as the build does: in a worker of its own, so no other file meets them (run
      // among them, 99 of their tests failed). After the others (groupOrder): run beside them,
      // its isolation made vitest build a new jsdom for every file, 137 s of CPU instead of 1.
      {
        extends: true,
        test: {
          name: 'hydration',
          include: [hydrationTest],
          isolate: true,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
