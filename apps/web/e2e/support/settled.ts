import { expect } from '@playwright/test';
import type { Page, Request } from '@playwright/test';

/**
 * Follows a page's requests from before its navigation, so that a check can wait until the page
 * has loaded every part it loads on its own, on any machine, and look at all of them.
 *
 * Much of a page comes after its first load: parts loaded once the page is live (the footer, the
 * notices, the white paper's publication box), parts loaded as they come near the screen (the
 * token page's lower sections), and the data they read. A check that looks as soon as the page is
 * live sees whichever of them a machine of that speed has loaded by then (a busy run once found an
 * English link a quiet run never saw). Playwright's 'networkidle' is no help: it fires once per
 * navigation, so it does not wait for what scrolling starts.
 */
export function followRequests(page: Page) {
  const inFlight = new Set<Request>();
  const scripts = new Set<string>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    if (request.resourceType() === 'script') scripts.add(request.url());
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  /**
   * Until no request has been in flight for `quietMs`. The later parts come in chains (a part's
   * code, then its catalogue, then its data), each link asked for as the one before answers; a
   * quiet gap that long ends them. A condition, not a wait: polling reads (every few seconds)
   * leave such gaps and do not hold it up.
   */
  const quiet = (quietMs: number) =>
    expect
      .poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, {
        message: `no request in flight for ${quietMs} ms`,
        intervals: [quietMs / 5],
      })
      .toBe(true);

  return {
    /**
     * Waits until the page is live and has loaded every part it loads on its own or near the
     * screen: scrolled from top to bottom once its first parts have loaded, and again for as long
     * as a scroll brings code not asked for before (a section near the screen may appear only once
     * the data above it has loaded, after the first scroll has passed it).
     */
    async loadedEverything(quietMs = 500): Promise<void> {
      await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
      await quiet(quietMs);
      for (let known = -1; known !== scripts.size;) {
        known = scripts.size;
        await page.evaluate(async () => {
          const frames = () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const root = document.documentElement;
          // Half a screen at a time, so every section crosses the screen; the page may grow as
          // its parts load, so the end is read again each step. Not widths.ts' scrollThrough,
          // which scrolls as a visitor does and waits for each slide-in: here only the sections'
          // observers need to see them, a frame each.
          for (let top = 0; top < root.scrollHeight; top += window.innerHeight / 2) {
            window.scrollTo({ top, behavior: 'instant' });
            await frames();
          }
          window.scrollTo({ top: 0, behavior: 'instant' });
        });
        await quiet(quietMs);
      }
    },
  };
}
