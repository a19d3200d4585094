import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { e2ePorts } from './support/ports';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Fixtures = { consoleErrors: string[]; allowedConsoleErrors: string[] };

/** Chromium's console line for a page (or file) answered with 404, as the not-found page is. */
export const NOT_FOUND_CONSOLE_ERROR =
  'Failed to load resource: the server responded with a status of 404 (Not Found)';

/**
 * Every test fails on a console error or an uncaught page error it did not expect. A request to
 * anything but the preview server and the local chain's RPC proxy fails in the browser
 * (`offMachineArgs` in e2e/chromium.ts, set in playwright.config.ts) and logs such an error.
 */
export const test = base.extend<Fixtures>({
  // Pages are prerendered: the content shows before the code is live. Navigations wait for the
  // app's "page ready" mark (set once the page has hydrated), as a visitor's first click would
  // need, so tests never click a button whose handler is not attached yet.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const ready = () => page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    page.goto = async (...args) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await use(page);
  },
  // Console errors a test expects (exact texts), set with test.use({ allowedConsoleErrors }).
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, baseURL, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      // An exclusive test may stop the indexer (history.spec) while pages that read it run
      // beside it: their failed /indexer requests are expected then, and only then.
      const indexerState = () =>
        fetch(`http://127.0.0.1:${e2ePorts.indexerControl}/stops`)
          .then(async (response) => (await response.json()) as { stops: number; down: boolean })
          .catch(() => ({ stops: 0, down: false }));
      const before = await indexerState();
      const indexerFailures: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' || allowedConsoleErrors.includes(message.text())) return;
        const failedIndexerRead =
          /^Failed to load resource: the server responded with a status of 50[234]/.test(
            message.text(),
          ) && new URL(message.location().url || origin, origin).pathname.startsWith('/indexer/');
        (failedIndexerRead ? indexerFailures : errors).push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      if (indexerFailures.length > 0) {
        const after = await indexerState();
        const wasDown = before.down || after.down || after.stops !== before.stops;
        if (!wasDown) errors.push(...indexerFailures);
      }
      expect(errors, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The browser logs every 4xx/5xx response (and every failed request) as a console error. A test
 * that provokes one on purpose takes exactly that line out of the fixture's list, checking it was
 * there.
 */
export async function expectConsoleError(consoleErrors: string[], prefix: string) {
  await expect.poll(() => consoleErrors.some((e) => e.startsWith(prefix))).toBe(true);
  consoleErrors.splice(
    consoleErrors.findIndex((e) => e.startsWith(prefix)),
    1,
  );
}

/** `expectConsoleError` for an answer with `status`. */
export const expectFailedResponseLogged = (consoleErrors: string[], status: number) =>
  expectConsoleError(
    consoleErrors,
    `Failed to load resource: the server responded with a status of ${status}`,
  );

/**
 * axe's violations on the page in the light theme, then in the dark one as a visitor whose system
 * is dark sees it (the page follows the system at once: docs/decisions/0043). Leaves it dark.
 */
export async function axeViolationsInBothThemes(page: Page) {
  const light = await axeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // Controls with `transition-colors` fade to their dark colours (150 ms): axe must read the
  // colours they end at, not a grey between the two themes.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))),
  );
  return { light, dark: await axeViolations(page) };
}

/** Runs axe-core on the page and returns its violations (rule id and the offending nodes). */
export async function axeViolations(
  page: Page,
): Promise<{ id: string; help: string; nodes: string[] }[]> {
  // Evaluated by the debugging protocol, which the site's Content-Security-Policy does not cover:
  // an injected inline <script> (page.addScriptTag) is refused by it, as an attacker's would be.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: { id: string; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}
