import { expect, type Locator } from '@playwright/test';

/**
 * Scrolls `target` into view and waits until the section around it has slid in
 * (components/ui/reveal.tsx), as a visitor sees a card arrive before pressing its button.
 *
 * Why: Playwright checks that an element stands still before it scrolls to it, not after. A
 * card below the screen starts its 0.4 s slide once scrolled to, and a press and release that
 * straddle the start of the slide (a busy machine) land on two elements: the browser sends the
 * click to the card around them, and the button's handler never runs (a Donate click that opened
 * nothing, twice in clean-clone runs). A click after this waits for the slide to end.
 */
export async function scrollToRevealed(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const section = target.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " reveal ")][1]',
  );
  if ((await section.count()) > 0) {
    await expect(section).toHaveAttribute('data-revealed', 'true');
  }
}
