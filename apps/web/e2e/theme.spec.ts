import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The dark theme (docs/decisions/0043): it follows the system until the visitor chooses, the
// choice is remembered, a page paints in its theme from the first frame, the header, footer and
// the home page's opening stay dark green, what opens from them follows the page, print is light.

/** The mean luminance (0 black to 255 white) of a screenshot, decoded by a blank page. */
async function meanLuminance(browser: Browser, png: Buffer): Promise<number> {
  const blank = await browser.newPage();
  try {
    return await blank.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let sum = 0;
      for (let i = 0; i < data.length; i += 4) {
        sum += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
      }
      return sum / (data.length / 4);
    }, png.toString('base64'));
  } finally {
    await blank.close();
  }
}

/**
 * `path` as its first frame shows it: the prerendered page with none of the app's code run (every
 * script file refused), so only the page's own markup, stylesheet and inline head script have
 * acted. The loader requests the code only once that frame is on screen, so whatever the app
 * does later cannot change it. A screenshot below the header (which is dark in both themes),
 * attached to the report, and its mean luminance.
 */
async function firstFrame(page: Page, browser: Browser, path: string, name: string) {
  const fresh = await page.context().newPage();
  await fresh.route(/\.js(\?|$)/, (route) => route.abort());
  await fresh.goto(path, { waitUntil: 'load' });
  const viewport = fresh.viewportSize() ?? { width: 1280, height: 800 };
  const png = await fresh.screenshot({
    clip: { x: 0, y: 64, width: viewport.width, height: viewport.height - 64 },
  });
  await test.info().attach(`first frame: ${name}`, { body: png, contentType: 'image/png' });
  const dark = await fresh.evaluate(() => document.documentElement.classList.contains('dark'));
  // The header's toggle shows the moon in the dark theme and the sun in the light one from this
  // frame on, too.
  await expect(fresh.getByRole('banner').locator('.lucide-moon')).toBeVisible({ visible: dark });
  await expect(fresh.getByRole('banner').locator('.lucide-sun')).toBeVisible({ visible: !dark });
  await fresh.close();
  return { dark, luminance: await meanLuminance(browser, png) };
}

const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Dark theme' });

test.describe('on a light system', () => {
  test.use({ colorScheme: 'light', viewport: { width: 1280, height: 800 } });

  test('the toggle turns the page dark and is remembered; a reload paints dark from its first frame', async ({
    page,
    browser,
  }) => {
    await page.goto('/about/token');
    const light = await firstFrame(page, browser, '/about/token', 'light, nothing chosen');
    expect(light.dark).toBe(false);

    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    const header = page.getByRole('banner');
    const headerColour = await header.evaluate((e) => getComputedStyle(e).backgroundColor);
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    // The header keeps its dark green.
    expect(await header.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(headerColour);

    const dark = await firstFrame(page, browser, '/about/token', 'dark, chosen on a light system');
    expect(dark.dark).toBe(true);
    // The page's surfaces are dark from the first frame: the same view at well under half the
    // light one's brightness (the dark-green header band and the illustrations are the same in both).
    expect(dark.luminance).toBeLessThan(light.luminance / 2);

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');

    // Back to the system's own theme: nothing is remembered, the system decides again.
    await toggle(page).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('ECO_THEME'))).toBeNull();
  });

  test('print stays light in the dark theme', async ({ page }) => {
    await page.goto('/transparency');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).not.toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ media: 'print' });
    expect(await background()).toBe('rgb(255, 255, 255)');
  });
});

test.describe('on a dark system', () => {
  test.use({ colorScheme: 'dark' });

  test('a first visit is dark from its first frame, and choosing light is remembered', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const first = await firstFrame(page, browser, '/login', 'dark system, nothing chosen');
    expect(first.dark).toBe(true);

    await page.goto('/login');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await toggle(page).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    const light = await firstFrame(page, browser, '/login', 'light, chosen on a dark system');
    expect(light.dark).toBe(false);
    expect(first.luminance).toBeLessThan(light.luminance / 2);
  });

  test('on a phone, the drawer holds the toggle; the drawer and a dialog from the header follow the theme', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/carbon-credits');
    // Any CSS colour (the dark theme's white is a color-mix, serialised as oklab) drawn into one
    // canvas pixel, whose sRGB value is then read.
    const luminanceOf = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const context = new OffscreenCanvas(1, 1).getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.fillStyle = getComputedStyle(element).backgroundColor;
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const drawerToggle = drawer.getByRole('button', { name: 'Dark theme' });
    await expect(drawerToggle).toHaveAttribute('aria-pressed', 'true');
    expect(await luminanceOf('#mobile-menu')).toBeLessThan(60);
    await drawerToggle.click();
    await expect(drawerToggle).toHaveAttribute('aria-pressed', 'false');
    expect(await luminanceOf('#mobile-menu')).toBeGreaterThan(200);
    await drawerToggle.click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The wallet dialog opens from the dark-green header, and is dark like the page.
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page.getByRole('dialog', { name: /Connect a wallet/ })).toBeVisible();
    expect(await luminanceOf('dialog[open]')).toBeLessThan(60);
  });
});
