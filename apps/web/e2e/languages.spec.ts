import type { Page } from '@playwright/test';
import { limits } from '@eco/shared/limits';
import { firstLoadInLanguages, readFirstLoad } from '../scripts/lib/bundle-budget';
import { locales, sourceLocale } from '../src/config/locales';
import { pageRoutes } from '../src/config/site-routes';
import { expect, test } from './support/wallet-fixtures';
import { axeViolations, expectFailedResponseLogged, NOT_FOUND_CONSOLE_ERROR } from './fixtures';
import { clientIp, uniqueEmail } from './support/accounts';
import { e2eDistDir } from './support/parts';
import { followRequests } from './support/settled';
import { recordWidths, scrollThrough, widest } from './support/widths';
import {
  documentsNotSaidEnglish,
  textOutsideMessages,
  untranslated,
  untranslatedSourceTexts,
} from './support/untranslated';

// The site in several languages (issue 33, docs/decisions/0045): every page in every language
// under its prefix (English at /), with its language, direction and alternates; a language menu
// that keeps the page and the wallet; the choice remembered but no first visit redirected; numbers,
// dates and countdowns written the language's way; Arabic mirrored and never wider than a phone.

const prefixed = (code: string, path: string) =>
  code === sourceLocale.code ? path : path === '/' ? `/${code}` : `/${code}${path}`;

const header = (page: Page) => page.getByRole('banner');

test.describe('every page in every language', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('names its language and direction, and links itself in every other one', async ({
    page,
    baseURL,
  }) => {
    for (const locale of locales) {
      await page.goto(prefixed(locale.code, '/about/token'));
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', locale.code);
      await expect(html).toHaveAttribute('dir', locale.dir);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${prefixed(locale.code, '/about/token')}`,
      );
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        );
      expect(alternates).toEqual([
        ...locales.map((other) => [
          other.code,
          `${baseURL}${prefixed(other.code, '/about/token')}`,
        ]),
        ['x-default', `${baseURL}/about/token`],
      ]);
    }
  });

  test('the sitemap lists every page in every language', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const route of pageRoutes.filter((entry) => entry.sitemap)) {
      for (const locale of locales) {
        expect(xml).toContain(`<loc>${baseURL}${prefixed(locale.code, route.path)}</loc>`);
      }
    }
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [NOT_FOUND_CONSOLE_ERROR] });

    test("an unknown address under a language's prefix gets that language's not-found page", async ({
      page,
    }) => {
      const response = await page.goto('/de/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(
        header(page).getByRole('link', { name: 'Startseite', exact: true }),
      ).toBeVisible();
    });
  });
});

test.describe('the language menu', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('keeps the page, its query and fragment, and the wallet connection', async ({
    page,
    connectedWallet,
  }) => {
    await connectedWallet.install();
    await page.goto('/about/token?from=test#supply');
    const wallet = await connectedWallet.connect(
      header(page).getByRole('button', { name: 'Connect Wallet', exact: true }),
    );
    const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`;
    await expect(header(page).getByRole('button', { name: short })).toBeVisible();

    // By keyboard: the menu is the header's dropdown (Enter opens it on its first entry, the
    // arrows move). A pointer would do too, but the header's controls shift while the wallet's
    // balance loads, and a hover menu closes when the pointer is no longer over it.
    const languages = page.getByRole('navigation', { name: 'Language' });
    await languages.getByRole('button', { name: 'Language: EN' }).focus();
    await page.keyboard.press('Enter');
    const english = languages.getByRole('link', { name: 'English' });
    await expect(english).toBeFocused();
    await expect(english).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(languages.getByRole('link', { name: 'Deutsch' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/de/about/token?from=test#supply');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(header(page).getByRole('link', { name: 'Startseite', exact: true })).toBeVisible();
    // The wallet reconnects by itself, as on any page load: no prompt, the same account.
    await expect(header(page).getByRole('button', { name: short })).toBeVisible();

    // And back, from the German menu.
    const sprachen = page.getByRole('navigation', { name: 'Sprache' });
    await sprachen.getByRole('button', { name: 'Sprache: DE' }).focus();
    await page.keyboard.press('Enter');
    await expect(sprachen.getByRole('link', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/about/token?from=test#supply');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(header(page).getByRole('button', { name: short })).toBeVisible();
  });

  test('in the drawer on a phone, to the same page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/terms');
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Français' })
      .click();
    await page.waitForURL('**/fr/terms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('is remembered for the next visit, but a first visit is never redirected by guesswork', async ({
    browser,
  }) => {
    // A browser asking for German first: a first visit still gets the address it asked for.
    const context = await browser.newContext({
      locale: 'de-DE',
      viewport: { width: 1280, height: 800 },
    });
    try {
      const first = await context.newPage();
      await first.goto('/about/token');
      await first.locator('html[data-page-ready]').waitFor({ state: 'attached' });
      expect(new URL(first.url()).pathname).toBe('/about/token');
      await expect(first.locator('html')).toHaveAttribute('lang', 'en');
      // The visitor chooses French.
      const languages = first.getByRole('navigation', { name: 'Language' });
      await languages.getByRole('button', { name: 'Language: EN' }).click();
      await languages.getByRole('link', { name: 'Français' }).click();
      await first.waitForURL('**/fr/about/token');
      // Inside the site, the English text a translation defers to opens in English.
      await first.locator('html[data-page-ready]').waitFor({ state: 'attached' });
      await first.getByRole('link', { name: 'Read it in English' }).click();
      await first.waitForURL((url) => url.pathname === '/about/token');
      await first.locator('html[data-page-ready]').waitFor({ state: 'attached' });
      await expect(first.locator('html')).toHaveAttribute('lang', 'en');
      await first.close();

      // Coming back from outside (a new tab, a bookmark): French, without a flash of English.
      const again = await context.newPage();
      await again.goto('/about/token');
      await again.waitForURL('**/fr/about/token');
      await expect(again.locator('html')).toHaveAttribute('lang', 'fr');
      await again.close();
    } finally {
      await context.close();
    }
  });
});

test.describe("each language's own way of writing", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a German number, date and countdown read as German', async ({ page }) => {
    await page.goto('/de/about/token');
    const main = page.getByRole('main');
    await expect(main).toContainText('500.000.000 ECO');
    await expect(main).not.toContainText('500,000,000');
    // The sale calendar's countdowns, e.g. "2 Tage, 4 Stunden".
    await expect(main.getByText(/\d+ (Tage?|Stunden?|Minuten?|Sekunden?)\b/).first()).toBeVisible();
    // Country names as the browser names them in German.
    await page.goto('/de/sale/eligibility');
    await expect(page.getByRole('main')).toContainText('Österreich');
    await page.goto('/de/terms');
    // The terms' date, as German writes it ("30. Nov. 2026").
    await expect(page.getByRole('main')).toContainText(/\d{1,2}\. [A-ZÄÖÜ][a-zä]{2,3}\.? 20\d\d/);
  });

  test('the unreviewed translation says so, and that the English text prevails, in English too', async ({
    page,
  }) => {
    for (const locale of locales.filter(({ review }) => review === null)) {
      await page.goto(prefixed(locale.code, '/terms'));
      const note = page.getByRole('complementary').filter({ hasText: 'the English text prevails' });
      await expect(note).toBeVisible();
      await expect(note.locator('[lang="en"]').first()).toBeVisible();
      await expect(note.getByRole('link', { name: 'Read it in English' })).toHaveAttribute(
        'href',
        '/terms',
      );
    }
    // English pages carry no such notice.
    await page.goto('/terms');
    await expect(page.getByText('the English text prevails')).toHaveCount(0);
  });
});

test.describe('Arabic on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' });

  for (const route of pageRoutes) {
    test(`${prefixed('ar', route.path)}: right to left, mirrored, never wider than 390 px, no axe violation`, async ({
      page,
    }) => {
      await page.addInitScript(recordWidths);
      await page.goto(prefixed('ar', route.path));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      // Mirrored: the logo, at the start of the header, is at the right.
      const logo = await header(page).getByRole('link').first().boundingBox();
      expect(logo && logo.x + logo.width / 2).toBeGreaterThan(390 / 2);
      expect(await widest(page)).toBe(390);
      await scrollThrough(page, 600);
      expect(await widest(page)).toBe(390);
      // The translated text and the mirrored layout, read as a screen reader and axe read them.
      // One theme: the colours are the same in every language, and routes.spec.ts checks both
      // themes on every route (two themes here cost the suite about 20 s more).
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("the first load in Arabic is the English one's code with the Arabic catalogues", async ({
    browser,
  }) => {
    const load = async (path: string) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(path);
      await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
      const measured = await readFirstLoad(page, e2eDistDir);
      await context.close();
      return measured;
    };
    const english = await load('/about/token');
    const arabic = await load('/ar/about/token');
    const [derived] = firstLoadInLanguages(english.files, e2eDistDir, ['ar']);
    // Some of the page's files are catalogues, so the two loads differ, by exactly those.
    expect(english.files).not.toEqual(arabic.files);
    expect([...(derived?.files ?? [])].sort()).toEqual(arabic.files);
    expect(derived?.gzipBytes).toBe(arabic.gzipBytes);
  });
});

test.describe('the pseudo-language: no text escapes the catalogues', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const sourceTexts = untranslatedSourceTexts();

  for (const route of pageRoutes) {
    test(`${prefixed('pseudo', route.path)}`, async ({ page }) => {
      const requests = followRequests(page);
      await page.goto(prefixed('pseudo', route.path));
      // Every part, loaded late or near the screen, on any machine: not what has come so far.
      await requests.loadedEverything();
      expect(untranslated(await textOutsideMessages(page), sourceTexts)).toEqual([]);
      // The PDFs and the white paper's other forms stay English and their links say so.
      expect(await documentsNotSaidEnglish(page)).toEqual([]);
    });
  }

  test('the menu drawer, the wallet dialog and the language menu', async ({ page }) => {
    await page.goto(prefixed('pseudo', '/about/token'));
    // The About menu's PDF, and the footer's two documents (loaded once the page is live).
    await expect(page.getByRole('contentinfo').locator('a[href$=".pdf"]')).toHaveCount(2);
    expect(await documentsNotSaidEnglish(page)).toEqual([]);
    await header(page).getByRole('navigation').last().getByRole('button').click();
    expect(untranslated(await textOutsideMessages(page), sourceTexts)).toEqual([]);
    await page.keyboard.press('Escape');
    await header(page)
      .getByRole('button', { name: /Ćōńńēćţ/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(untranslated(await textOutsideMessages(page), sourceTexts)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await header(page)
      .getByRole('button', { name: /Ōƥēń ḿēńũ/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(untranslated(await textOutsideMessages(page), sourceTexts)).toEqual([]);
    // The drawer, made when opened, has the menu's PDF link too.
    await expect(page.getByRole('dialog').locator('a[href$=".pdf"]')).toHaveCount(1);
    expect(await documentsNotSaidEnglish(page)).toEqual([]);
  });

  test("a form's errors, its own and the API's, are the page's language's", async ({
    page,
    consoleErrors,
  }) => {
    // The shared schemas and the API word their rules in English; the site words each rule itself
    // (docs/decisions/0047). A message left in English here would have no brackets. A client
    // address of its own, so the sign-up and resend limits are this test's alone.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp() });
    await page.goto(prefixed('pseudo', '/signup'));
    const form = page.getByRole('main').locator('form');
    const errors = form.locator('[id$="-error"]');
    await form.locator('button[type="submit"]').click();
    await expect(errors).toHaveText(Array<RegExp>(4).fill(/^⟦.+⟧$/));

    await form.locator('input[autocomplete="name"]').fill('Pseudo Visitor');
    await form.locator('input[type="email"]').fill(uniqueEmail('pseudo'));
    await form.locator('input[autocomplete="new-password"]').first().fill('short');
    await form.locator('input[autocomplete="new-password"]').last().fill('other');
    await form.locator('button[type="submit"]').click();
    // The rule with its bound ("at least {min} characters"), and the passwords that differ.
    await expect(errors).toHaveText([new RegExp(`^⟦.*${limits.passwordMin}.*⟧$`), /^⟦.+⟧$/]);

    // A rule only the API checks: a common password, refused beside its field.
    for (const input of await form.locator('input[autocomplete="new-password"]').all()) {
      await input.fill('qwertyuiop');
    }
    const answer = page.waitForResponse('**/api/auth/signup');
    await form.locator('button[type="submit"]').click();
    expect((await answer).status()).toBe(400);
    await expectFailedResponseLogged(consoleErrors, 400);
    await expect(errors).toHaveCount(1);
    await expect(errors).toHaveText(/^⟦.+⟧$/);
    // The API's sentence for the whole form ("Some fields need attention.") too.
    await expect(page.getByRole('alert')).toHaveText(/^⟦.+⟧$/);

    // And its answer that says what happens next: the new link the signed-up page sends again.
    for (const input of await form.locator('input[autocomplete="new-password"]').all()) {
      await input.fill('a long and unusual passphrase');
    }
    await form.locator('button[type="submit"]').click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toBeVisible();
    await main.getByRole('button').first().click();
    await expect(main.getByRole('status')).toHaveText(/^⟦.+⟧$/);
  });

  test('the check finds text left out of the catalogues', async ({ page }) => {
    await page.goto(prefixed('pseudo', '/about/token'));
    // A sentence a component wrote without a message, as a bare string would show.
    await page.getByRole('main').evaluate((main) => {
      const p = document.createElement('p');
      p.textContent = 'Buy now before the price goes up';
      main.prepend(p);
    });
    expect(untranslated(await textOutsideMessages(page), sourceTexts)).toEqual([
      'Buy now before the price goes up',
    ]);
  });
});
