import type { Locator } from '@playwright/test';

/**
 * The text inside `scope` that runs past its right edge (a long hash that does not wrap, say),
 * shortened to 40 characters per text node. Empty when everything fits.
 */
export const textPastRightEdge = (scope: Locator) =>
  scope.evaluate((element) => {
    const edge = element.getBoundingClientRect().right;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const past: string[] = [];
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width > 0 && rect.right > edge + 1) past.push(node.textContent.trim().slice(0, 40));
    }
    return past;
  });
