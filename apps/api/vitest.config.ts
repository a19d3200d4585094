import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Starts one PostgreSQL server (as the postgres user) and prepares the PGlite template.
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    pool: 'forks',
    // Vitest's default on a 2-core machine is one worker. The suite is the longest job of
    // `npm test`'s parallel phase and mostly waits on PostgreSQL, PGlite and argon2, so two files
    // at a time finish it about a minute sooner once the shorter jobs beside it are done.
    maxWorkers: 2,
    // Each worker keeps its imports from one file to the next (Fastify, drizzle, zod, viem):
    // importing them again for each of 28 files cost about 50 s of CPU. Test files share no
    // module state; each builds its own app and database.
    isolate: false,
    // Bounds against a hang, not expectations of speed: in `npm test` this suite shares two cores
    // with nine other jobs, and the login tests hash hundreds of passwords (one took over 30 s
    // with the machine's load at 11-15). A passing test never waits for them.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
