import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { routeList } from './routes';

// A phone visitor opens a page at 390 px, before anything has scrolled: the document may never be
// wider than the screen, not on the first paint, not while sections slide in, not after. A
// recorder installed before the page's own code samples the document width on every frame from
// the first one on, so a width that lasts only while an animation runs is seen too.
const recordWidths = () => {
  const w = window as unknown as { __widest: number };
  w.__widest = 0;
  const sample = () => {
    const root = document.documentElement;
    if (root) w.__widest = Math.max(w.__widest, root.scrollWidth);
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
};
const widest = (page: Page) =>
  page.evaluate(() => (window as unknown as { __widest: number }).__widest);

for (const motion of ['no-preference', 'reduce'] as const) {
  test.describe(`390 px, ${motion === 'reduce' ? 'reduced motion' : 'with motion'}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, reducedMotion: motion });
    for (const route of routeList) {
      test(`${route.path} is never wider than the screen`, async ({ page }) => {
        await page.addInitScript(recordWidths);
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        // Before any scroll: the first screen as it hydrated.
        expect(await widest(page)).toBe(390);
        // Down the page a screen at a time, letting each section's slide-in run.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        // The recorder samples every frame, so short steps catch a slide mid-way without waiting
        // for each one to finish. Reduced motion has no slides: one jump to the end is enough.
        const step = motion === 'reduce' ? height : 600;
        for (let y = 0; y < height; y += step) {
          await page.mouse.wheel(0, step);
          await page.waitForTimeout(60);
        }
        await page.waitForTimeout(motion === 'reduce' ? 100 : 450);
        expect(await widest(page)).toBe(390);
      });
    }
  });
}
