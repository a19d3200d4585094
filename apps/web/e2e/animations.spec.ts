import { expect, test } from './fixtures';

test.describe('scroll-in animations', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('slide 30 px over 0.4 s when a section scrolls into view', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('#topics .reveal').first();
    await expect(card).toHaveAttribute('data-revealed', 'false');
    const before = await card.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        opacity: style.opacity,
        transform: style.transform,
        duration: style.transitionDuration,
      };
    });
    expect(before).toEqual({
      opacity: '0',
      transform: 'matrix(1, 0, 0, 1, 0, 30)',
      duration: '0.4s, 0.4s',
    });

    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-revealed', 'true');
    await expect(card).toHaveCSS('opacity', '1');
    await expect(card).toHaveCSS('transform', 'none');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('content is shown in place, without motion', async ({ page }) => {
      await page.goto('/');
      const card = page.locator('#topics .reveal').first();
      await expect(card).toHaveCSS('opacity', '1');
      await expect(card).toHaveCSS('transform', 'none');
      await expect(card).toHaveCSS('transition-duration', '0s');
    });
  });
});
