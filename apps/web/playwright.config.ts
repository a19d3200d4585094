import { fileURLToPath } from 'node:url';
import { defineConfig, type Project } from '@playwright/test';
import { chromiumArgs, chromiumExecutable, offMachineArgs } from './e2e/chromium';
import { currentPart } from './e2e/support/parts';
import { e2ePorts } from './e2e/support/ports';
import { chainSpecFiles, exclusiveChainTag, finalChainTag } from './e2e/support/projects';

const baseURL = `http://127.0.0.1:${e2ePorts.web}`;
const chainSpecs = chainSpecFiles(fileURLToPath(new URL('./e2e', import.meta.url)));

// The suite's projects (e2e/support/projects.ts): the tests that change the shared chain, one at a
// time; the specs that do not use the chain; the chain specs; last, once every chain test is done,
// the tests that change the chain for good (a cancelled stage). `npm run e2e` runs the first and
// the last on a stack of their own, beside the others (support/parts.ts).
const projects: Project[] = [
  // No tests of its own: its teardown, chain-final, runs once every chain project that depends
  // on it is done. A dependency would run its project whole even for one spec file; a teardown
  // runs only its own (few) tests.
  {
    name: 'chain-setup',
    testMatch: /^$/,
    teardown: 'chain-final',
  },
  {
    name: 'chain-exclusive',
    dependencies: ['chain-setup'],
    grep: new RegExp(exclusiveChainTag),
    grepInvert: new RegExp(finalChainTag),
    workers: 1,
    use: { browserName: 'chromium' },
  },
  {
    name: 'pages',
    testIgnore: chainSpecs,
    use: { browserName: 'chromium' },
  },
  {
    name: 'chain',
    dependencies: ['chain-setup'],
    testMatch: chainSpecs,
    grepInvert: new RegExp(exclusiveChainTag),
    use: { browserName: 'chromium' },
  },
  {
    name: 'chain-final',
    grep: new RegExp(finalChainTag),
    workers: 1,
    use: { browserName: 'chromium' },
  },
];

/**
 * The projects of this run's part (support/parts.ts), or all of them. A part keeps chain-setup
 * only for its teardown, and drops a dependency on a project it leaves out: the shared part's
 * chain project then starts beside the pages project, not after it.
 */
function forPart(all: Project[]): Project[] {
  if (!currentPart) return all;
  const { projects: names } = currentPart;
  const kept = all.filter(
    (project) =>
      names.includes(project.name ?? '') ||
      (project.teardown !== undefined && names.includes(project.teardown)),
  );
  const keptNames = new Set(kept.map((project) => project.name));
  return kept.map((project) => ({
    ...project,
    dependencies: project.dependencies?.filter((name) => keptNames.has(name)),
  }));
}

// Browser tests run against the production build (built for the local chain by `build:e2e`),
// served by `vite preview`, beside a real API (fresh database) and a real anvil chain.
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  // Three on CI's 2 cores: most tests wait on blocks, polling and timers rather than the CPU, and
  // three take the suite from about 8.5 to 7.5 min. The extra load once exposed two real races
  // (a published partners list shown as unpublished, the About menu focusing a frame late); both
  // are mended with unit tests that reproduce them, so load no longer decides a result.
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  reporter: [['list']],
  // Each part of `npm run e2e` its own: Playwright empties the folder when a run starts.
  outputDir: currentPart ? `test-results/${currentPart.name}` : 'test-results',
  // Bounds against a hang, not waits: a passing test ends when its condition holds. They are
  // twice what a quiet machine needs, so the suite still passes while another process keeps one
  // of the two cores busy; the tests that set their own timeout doubled it too.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // A failed test keeps its trace: every action with its timing, the console and the network,
    // and a screenshot of the page as it failed. The trace's filmstrip and DOM snapshots are left
    // out: recording them for every test, passed or not, took about a quarter of the suite's CPU
    // (83 route tests: 236 CPU s with them, 177 without, 168 with no trace at all). For a failure
    // that needs them, run that test again with `npx playwright test <spec> --trace on`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable,
      // The site and the local chain's RPC (through the counting proxy), nothing else.
      args: [...chromiumArgs, ...offMachineArgs(baseURL, `http://127.0.0.1:${e2ePorts.rpcProxy}`)],
    },
  },
  projects: forPart(projects),
  // One entry for the whole stack (e2e/support/serve-stack.ts): the API on a throwaway PGlite
  // database and anvil with ECO deployed behind a JSON-RPC counting proxy start side by side,
  // then the built site is served by `vite preview`. Playwright would start separate entries one
  // after another. The timeout is the sum of the three entries' it replaces.
  webServer: {
    command: 'npx tsx e2e/support/serve-stack.ts',
    url: baseURL,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
  },
});
