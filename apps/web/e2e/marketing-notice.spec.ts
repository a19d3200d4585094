import type { Page } from '@playwright/test';
import { MARKETING_NOTICE } from '@eco/shared/marketing-notice';
import { paths } from '../src/config/paths';
import { promotingRoutes } from '../src/components/marketing-notice-pages';
import { siteRoutes, type SiteRoute } from '../src/config/site-routes';
import { isSample } from '../src/content/provenance';
import { site } from '../src/content/site';
import { axeViolations, NOT_FOUND_CONSOLE_ERROR } from './fixtures';
import {
  buyInPublicSale,
  expect,
  localChain,
  test,
  tokensPurchased,
  type TestAccount,
} from './support/chain-fixtures';

// MiCA Art. 7: every page whose route promotes ECO (src/components/marketing-notice-pages.ts)
// shows, at its top and in full, the statement word for word, a working link to the white paper
// and the offeror's phone and email; no other page shows it. The pages come from the route table
// (src/config/site-routes.ts) and that list, so a page marked later is checked without a word here.

/**
 * An address for a promoting pattern the build does not prerender, made on the local chain (a
 * receipt needs a real purchase); a pattern with no recipe here fails its test.
 */
async function madeAddress(pattern: string, buyer: TestAccount): Promise<string> {
  if (pattern === '/receipt/:chainId/:txHash') {
    await buyInPublicSale(buyer, 10n ** 18n);
    const [purchase] = await tokensPurchased({ buyer: buyer.address });
    return paths.receipt(localChain.id, purchase!.transactionHash);
  }
  throw new Error(`marketing-notice.spec makes no address for ${pattern}`);
}

const promotes = (route: SiteRoute) => Object.hasOwn(promotingRoutes, route.path);
const promoting = siteRoutes.filter(promotes);
const isPattern = (route: SiteRoute) => route.path.includes(':');

const notice = (page: Page) => page.getByRole('complementary', { name: 'Marketing notice' });

/** The notice is on the first screen, whole, with the statement and working links. */
async function expectNotice(page: Page, width: number) {
  const aside = notice(page);
  const statement = aside.getByText(MARKETING_NOTICE, { exact: true });
  await expect(statement).toBeVisible();
  // Prominent: it starts on the first screen, above the page's own content.
  const box = (await aside.boundingBox())!;
  expect(box.y).toBeLessThan(page.viewportSize()!.height / 2);
  const main = (await page.getByRole('main').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(main.y + 1);

  const whitePaper = aside.getByRole('link', { name: 'read the ECO white paper' });
  await expect(whitePaper).toHaveAttribute('href', paths.whitePaper);
  const phone = aside.getByRole('link', { name: site.contact.phone });
  await expect(phone).toHaveAttribute('href', /^tel:\+\d+$/);
  const digits = (await phone.getAttribute('href'))!.replace(/\D/g, '');
  expect(digits).toBe(site.contact.phone.replace(/\D/g, ''));
  const email = aside.getByRole('link', { name: site.contact.email });
  await expect(email).toHaveAttribute('href', `mailto:${site.contact.email}`);
  // Sample contact details say so where they show.
  const badge = aside.locator('address [data-sample-badge]');
  await expect(badge).toHaveCount(isSample(site.contact) ? 1 : 0);

  // Every part visible and inside the window: nothing cut off at the side.
  for (const part of [statement, whitePaper, phone, email, ...(await badge.all())]) {
    await expect(part).toBeVisible();
    const { x, width: partWidth } = (await part.boundingBox())!;
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + partWidth).toBeLessThanOrEqual(width);
  }
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('the Art. 7 marketing notice', () => {
  // Every promoting page in one test per width, one page visiting each address: a test per page
  // cost a page and its setup each (about 1.8 minutes of the suite).
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({
        viewport,
        // A pattern the build does not prerender (a receipt), opened directly as a shared link
        // is, is answered with the not-found page and a 404, which Chromium logs, and the app
        // renders it.
        allowedConsoleErrors: [NOT_FOUND_CONSOLE_ERROR],
      });

      test('every promoting page shows the notice in full at the top, with its links', async ({
        page,
        account,
      }) => {
        for (const route of promoting) {
          const unprerendered = isPattern(route) && !route.prerender?.length;
          const addresses = unprerendered
            ? [await madeAddress(route.path, account)]
            : (route.prerender ?? [route.path]);
          for (const path of addresses) {
            // A failure names the page.
            await test.step(path, async () => {
              await page.goto(path);
              await expectNotice(page, viewport.width);
              await expect.poll(() => scrollWidth(page), path).toBe(viewport.width);
            });
          }
        }
      });
    });
  }

  test('every page is served with the notice exactly when its route promotes', async ({
    request,
  }) => {
    for (const route of siteRoutes) {
      for (const path of route.prerender ?? [route.path]) {
        const html = await (await request.get(path)).text();
        expect(html.includes('data-marketing-notice'), path).toBe(promotes(route));
      }
    }
  });

  test('the terms of sale, which promote nothing, show no notice', async ({ page }) => {
    await page.goto(paths.terms);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    await expect(page.getByText(MARKETING_NOTICE)).toHaveCount(0);
  });

  test('the white paper link opens the white paper; axe finds nothing on a page with the notice', async ({
    page,
  }) => {
    await page.goto(paths.home);
    expect(await axeViolations(page)).toEqual([]);
    await notice(page).getByRole('link', { name: 'read the ECO white paper' }).click();
    await expect(page).toHaveURL(paths.whitePaper);
  });
});
