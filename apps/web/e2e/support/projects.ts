import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// How playwright.config.ts splits the specs into projects, so that the tests that change the
// shared chain's global state (sale stages, fees, trading) wait for no one and make no one wait.
// They hold the chain lock exclusively (chain-fixtures.ts): while one runs, or waits for the
// tests holding it shared to finish, every other chain test waits. `npm run e2e` runs them on a
// chain of their own, one at a time, beside the other projects (parts.ts), so none of that
// waiting happens; the lock still guards every test, and a run of every project on one stack.

/** Tag of the describes that use `chainAccess: 'exclusive'`. */
export const exclusiveChainTag = '@chain-exclusive';

/**
 * Tag of the exclusive tests that change the shared chain for good, in a way no test after them
 * could live with and nothing can undo (a cancelled sale stage: it never sells again, and the
 * admin's audit log keeps it). They run last, in their own project: the teardown of a project with
 * no tests that every chain project depends on (playwright.config.ts), so they also run after any
 * one chain spec run alone.
 */
export const finalChainTag = '@chain-final';

/** The spec files (names in `e2eDir`) whose tests use the shared chain (its fixtures). */
export function chainSpecFiles(e2eDir: string): string[] {
  return readdirSync(e2eDir).filter(
    (name) =>
      name.endsWith('.spec.ts') &&
      /from '\.\/support\/(chain|wallet)-fixtures'/.test(
        readFileSync(path.join(e2eDir, name), 'utf8'),
      ),
  );
}
