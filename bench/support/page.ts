import type { Page } from 'playwright-core';

// tsx compiles with esbuild's keepNames, which wraps named functions in a `__name(fn, "name")`
// helper. Functions Playwright sends into the page (the test wallet's page script) carry those
// calls but not the helper, so the page gets a do-nothing one, before any such script runs.
const nameHelper = 'globalThis.__name ??= (fn) => fn;';

/** Lets functions compiled by tsx run inside `page`, now and after every navigation. */
export async function allowTsxFunctions(page: Page): Promise<void> {
  await page.addInitScript(nameHelper);
  await page.evaluate(nameHelper);
}
