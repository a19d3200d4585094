import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm run e2e` (scripts/run-e2e.ts) runs the browser suite as two Playwright runs at once, each
// on a stack of its own (its ports, build, chain, API and indexer). The tests that change the
// shared chain's global state (the chain-exclusive and chain-final projects) hold its lock
// exclusively, so on one stack every other chain test waited while one of them ran, and Playwright
// ran them only after the pages project (a project with dependencies starts once the projects
// without any are done): about 400 s of the suite with one worker busy and two waiting
// (2026-11-29). On a chain of their own they wait for no one, beside the pages and chain projects
// on the other. `npx playwright test` without E2E_PART still runs every project on one stack, the
// lock keeping them apart.

/** One of the two runs of `npm run e2e`. */
export interface E2ePart {
  name: 'shared' | 'exclusive';
  /** The Playwright projects it runs (playwright.config.ts). */
  projects: readonly string[];
  /**
   * Added to E2E_PORT_OFFSET for its stack (support/ports.ts). 50 moves every port of the stack
   * past the other's (they span 18525-18787 and 4173).
   */
  portOffset: number;
  /** Its build of the site (`build:e2e`), in apps/web: the build names its stack's ports. */
  outDir: string;
}

export const e2eParts: readonly E2ePart[] = [
  { name: 'shared', projects: ['pages', 'chain'], portOffset: 0, outDir: 'dist' },
  {
    name: 'exclusive',
    projects: ['chain-exclusive', 'chain-final'],
    portOffset: 50,
    outDir: 'dist-exclusive',
  },
];

const partName = process.env.E2E_PART;
/** The part this Playwright run is (E2E_PART), or undefined for the whole suite on one stack. */
export const currentPart: E2ePart | undefined = partName
  ? (e2eParts.find((part) => part.name === partName) ??
    (() => {
      throw new Error(
        `E2E_PART: no part named ${partName} (${e2eParts.map((p) => p.name).join(', ')})`,
      );
    })())
  : undefined;

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The folder of the build this run serves and checks: its part's, or dist. */
export const e2eDistDir = path.join(webDir, currentPart?.outDir ?? 'dist');
