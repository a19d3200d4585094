import { fileURLToPath } from 'node:url';
import {
  BUDGET_RATIO,
  buildReactFloor,
  heldToBudget,
  measureFirstLoad,
} from '../scripts/lib/bundle-budget';
import { pageRoutes } from '../src/config/site-routes';
import { expect, test } from './fixtures';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));

// Built once per worker: the bare React 19 + react-dom app with the site's Vite.
let floor: Promise<number> | undefined;

// The first-load budget (docs/decisions/0004): the JavaScript "/", every content page and every
// form page fetch before they are live stays within 1.6 times the bare React 19 + react-dom
// floor, built here with the same Vite. Sizes, not times. Form pages load their form's code when
// it is first used (docs/decisions/0026), so a page added with kind 'form' is held to it too;
// so is /account, whose code loads once the page is live for a browser that signed in.
for (const route of pageRoutes.filter(heldToBudget)) {
  test(`first load of ${route.path} stays within ${BUDGET_RATIO} x the React floor`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const floorBytes = await (floor ??= buildReactFloor());
    // A floor far from React's known size would mean the measurement itself is broken.
    expect(floorBytes).toBeGreaterThan(50_000);
    expect(floorBytes).toBeLessThan(90_000);
    const budget = Math.floor(floorBytes * BUDGET_RATIO);

    // A fresh context: nothing cached, as for a visitor arriving from a link.
    const context = await browser.newContext();
    const page = await context.newPage();
    const load = await measureFirstLoad(page, `${baseURL}${route.path}`, distDir, 0);
    await context.close();
    // Every page loads the entry and its own route chunk at least.
    expect(load.files.length).toBeGreaterThan(1);
    expect(
      load.gzipBytes,
      `${load.gzipBytes} B gzip in ${load.files.join(', ')}; budget ${budget} B = ${BUDGET_RATIO} x floor ${floorBytes} B`,
    ).toBeLessThanOrEqual(budget);
  });
}
