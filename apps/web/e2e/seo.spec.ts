import { locales, pageRoutes } from '../src/config/site-routes';
import { expect, test } from './fixtures';
import { routeList } from './routes';

test.describe('prerendered pages', () => {
  test('every page is served as HTML with its main heading, title, description and previews', async ({
    request,
  }) => {
    const titles = new Set<string>();
    for (const route of routeList) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      const html = await response.text();
      // The main heading is in the HTML itself, before any script runs.
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
      expect(h1, route.path).toMatch(route.heading);
      expect(html, route.path).toContain(`data-prerendered="${route.path}"`);

      const head = html.slice(0, html.indexOf('</head>'));
      const title = /<title>([^<]+)<\/title>/.exec(head)?.[1] ?? '';
      expect(title, route.path).toMatch(/Green Planet ECO/);
      titles.add(title);
      expect(head, route.path).toMatch(/<meta name="description" content="[^"]{20,}"/);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image']) {
        expect(head, `${route.path} ${property}`).toContain(`<meta property="${property}"`);
      }
      expect(head, route.path).toContain(
        '<meta name="twitter:card" content="summary_large_image"/>',
      );
      expect(head, route.path).toContain('"@type":"Organization"');
      // The hosting CSP (style-src 'self', apps/api/README.md) blocks style attributes in markup:
      // a prerendered one would leave, say, a progress bar empty. Scripts set styles through
      // the DOM, which the policy allows.
      expect(/<[^>]+\sstyle="[^"]*"/.exec(html)?.[0], route.path).toBeUndefined();
      if (
        [
          '/portfolio',
          '/admin',
          '/admin/inbox',
          '/verify-email',
          '/forgot-password',
          '/reset-password',
          '/account',
          '/stage-alerts/confirm',
          '/stage-alerts/unsubscribe',
        ].includes(route.path)
      ) {
        expect(head).toContain('<meta name="robots" content="noindex"/>');
      } else {
        expect(head, route.path).toMatch(
          new RegExp(
            `<link rel="canonical" href="https?://[^"]+${route.path === '/' ? '/' : route.path}"/>`,
          ),
        );
      }
    }
    // Each page has its own title.
    expect(titles.size).toBe(routeList.length);
  });

  test('the share image and the organisation logo exist', async ({ request }) => {
    const image = await request.get('/images/og-image.png');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect((await request.get('/images/logo.svg')).status()).toBe(200);
  });

  test('sitemap.xml lists the content pages and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
    // Each page in every language, each language's after English's (e2e/languages.spec.ts).
    expect(listed).toEqual(
      pageRoutes
        .filter((r) => r.sitemap)
        .flatMap((r) =>
          locales.map(({ code }) =>
            code === 'en' ? r.path : r.path === '/' ? `/${code}` : `/${code}${r.path}`,
          ),
        ),
    );
    expect(listed).toContain('/learn/6');
    expect(listed).not.toContain('/portfolio');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    expect(robots).toContain('Disallow: /portfolio');
  });

  test('a prerendered page hydrates without a flash: the same content, no layout shift', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) {
          (window as unknown as { __shift: number }).__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // The served heading element, taken before the page's code has hydrated it.
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __h1: Element | null }).__h1 = document.querySelector('h1');
      });
    });
    // A first visit brings the font into the cache: a font arriving after the first paint swaps in
    // (font-display: swap) and moves text by a pixel or two, which is not what this test is about.
    await page.goto('/learn/2');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const response = await page.goto('/learn/1');
    const served = await response?.text();
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    expect(served).toContain('Saving Water</h1>');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saving Water');
    // React adopted the served markup instead of replacing it: the heading is the same element.
    expect(
      await page.evaluate(
        () => document.querySelector('h1') === (window as unknown as { __h1: Element | null }).__h1,
      ),
    ).toBe(true);
    // Below-the-fold content may be prepared for its scroll-in animation; nothing visible moves.
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  });
});
