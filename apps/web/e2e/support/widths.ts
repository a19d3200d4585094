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
