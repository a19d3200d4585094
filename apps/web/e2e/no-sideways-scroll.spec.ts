import { expect, test } from './fixtures';
import { recordWidths, scrollThrough, widest } from './support/widths';
import { routeList } from './routes';

// A phone visitor opens a page at 390 px, before anything has scrolled: the document may never be
// wider than the screen, not on the first paint, not while sections slide in, not after. A
// recorder installed before the page's own code samples the document width on every frame from
// the first one on, so a width that lasts only while an animation runs is seen too. The same
// check with reduced motion runs in routes.spec.ts, in its one visit per route.
test.describe('390 px, with motion', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' });
  for (const route of routeList) {
    test(`${route.path} is never wider than the screen`, async ({ page }) => {
      await page.addInitScript(recordWidths);
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        route.signedOutHeading ?? route.heading,
      );
      // Before any scroll: the first screen as it hydrated.
      expect(await widest(page)).toBe(390);
      // Down the page a screen at a time, letting each section's slide-in run. The recorder
      // samples every frame, so it catches a slide mid-way without waiting for each one.
      await scrollThrough(page, 600);
      expect(await widest(page)).toBe(390);
    });
  }
});
