import type { Page } from '@playwright/test';

/**
 * Installed with page.addInitScript: records the widest the document has been, sampled on every
 * animation frame from the first one on, so a width that lasts only while something slides in
 * is seen too.
 */
export const recordWidths = () => {
  const w = window as unknown as { __widest: number };
  w.__widest = 0;
  const sample = () => {
    const root = document.documentElement;
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- an init script runs before the document has its root element.
    if (root) w.__widest = Math.max(w.__widest, root.scrollWidth);
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
};
/** The widest the document has been since the page started. */
export const widest = (page: Page) =>
  page.evaluate(() => (window as unknown as { __widest: number }).__widest);

/**
 * Scrolls down the whole page with the mouse wheel, `step` pixels at a time, waiting after each
 * wheel for the page to move (Playwright's wheel does not wait for the scroll), until the bottom;
 * then waits for every slide-in the scroll started to finish: conditions, never a fixed time, so
 * a slow machine only takes longer. It follows the scroll position rather than fixed targets: a
 * section that loads late can change the page's height (and so the position) between wheels.
 */
export async function scrollThrough(page: Page, step: number): Promise<void> {
  const position = () =>
    page.evaluate(() => ({
      y: window.scrollY,
      bottom: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    }));
  for (let at = await position(); !at.bottom; at = await position()) {
    await page.mouse.wheel(0, step);
    await page.waitForFunction(
      (from) =>
        window.scrollY !== from ||
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      at.y,
    );
  }
  // Finite animations and transitions only (a spinner's never ends); a frame first, so a
  // slide-in its section's observer starts on the last scroll is running by the check.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}
