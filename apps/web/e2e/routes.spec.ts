import { axeViolations, expect, NOT_FOUND_CONSOLE_ERROR, test } from './fixtures';
import { routeList } from './routes';

test.describe('every route', () => {
  for (const route of routeList) {
    test(`${route.path} renders its heading inside the shared layout`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(/Green Planet ECO/);
    });
  }
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  for (const route of routeList) {
    test(`${route.path} fits 390 px without sideways scrolling`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBe(390);
    });
  }
});

test.describe('accessibility', () => {
  test.use({ reducedMotion: 'reduce', allowedConsoleErrors: [NOT_FOUND_CONSOLE_ERROR] });
  for (const route of [...routeList, { path: '/no-such-page', heading: /Page not found/ }]) {
    test(`axe finds no violations on ${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('redirects and not found', () => {
  // Unknown addresses are answered with the not-found page and status 404, as a static host
  // does; Chromium logs that status on the console.
  test.use({ allowedConsoleErrors: [NOT_FOUND_CONSOLE_ERROR] });

  for (const path of ['/about', '/about/', '/about/unknown', '/about/token/extra', '/about/a/b']) {
    test(`${path} redirects to /about/token`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/about\/token$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The ECO token');
    });
  }

  for (const path of [
    '/learn/7',
    '/learn/0',
    '/learn/abc',
    '/learn/1.5',
    '/learn/01',
    '/nowhere',
    '/learn/1/extra',
  ]) {
    test(`${path} shows the not-found page with a link home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      // The answer itself is the not-found page, marked for search engines to skip.
      const html = (await response?.text()) ?? '';
      expect(html).toContain('Page not found</h1>');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Climate action/);
    });
  }
});
