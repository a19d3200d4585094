import { company } from '../src/content/company';
import { privacy } from '../src/content/legal/privacy';
import { risks } from '../src/content/legal/risks';
import { terms } from '../src/content/legal/terms';
import { legalVersions } from '../src/content/legal/versions';
import { usdcSourceText, withdrawalPeriodText } from '../src/content/sale-rules';
import { site } from '../src/content/site';
import { expect, test } from './fixtures';

const documents = [
  { path: '/terms', document: terms(), version: legalVersions.terms },
  { path: '/privacy', document: privacy(), version: legalVersions.privacy },
  { path: '/risks', document: risks(), version: legalVersions.risks },
];

// The terms of sale, the privacy notice and the risk disclosure are pages of their
// own, prerendered (a buyer reads them before any script runs), listed in the footer and the
// sitemap, each showing the version a buyer accepts and the date it last changed.
test.describe('legal pages', () => {
  for (const { path, document, version } of documents) {
    test(`${path} is prerendered with its title, last-updated date and version`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`data-prerendered="${path}"`);
      expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]).toBe(document.title);
      expect(html).toContain(`<title>${document.title} | Green Planet ECO</title>`);
      expect(html).toContain(`<time dateTime="${document.updated}">`);
      expect(html).toContain(`data-legal-version="${version}"`);
      // Every section is in the served HTML, by its heading.
      for (const section of document.sections) {
        expect(html, section.id).toContain(`id="${section.id}"`);
      }
    });

    test(`${path} shows its version and labels the sections still to be supplied`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title);
      await expect(page.getByText(`Version ${version}`)).toBeVisible();
      await expect(page.getByText(/^Last updated/)).toBeVisible();
      const samples = document.sections.filter((s) => s.provenance?.status === 'sample');
      const main = page.getByRole('main');
      await expect(main.locator('[data-sample-notice]')).toHaveCount(samples.length ? 1 : 0);
      for (const section of document.sections) {
        const region = main.getByRole('region', { name: section.title, exact: true });
        await expect(region.getByRole('heading', { level: 2 })).toHaveText(
          new RegExp(`^${section.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        );
        await expect(region.locator('[data-sample-badge]')).toHaveCount(
          section.provenance?.status === 'sample' ? 1 : 0,
        );
      }
    });
  }

  test('the contents list jumps to a section, below the sticky header', async ({ page }) => {
    await page.goto('/privacy');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link')).toHaveCount(privacy().sections.length);
    await contents.getByRole('link', { name: 'How to ask for a copy or for deletion' }).click();
    await expect(page).toHaveURL(/\/privacy#deletion$/);
    const heading = page.getByRole('heading', { name: 'How to ask for a copy or for deletion' });
    await expect(heading).toBeInViewport();
    const header = await page.getByRole('banner').boundingBox();
    await expect
      .poll(async () => (await heading.boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual(header?.height ?? 0);
  });

  test('the sitemap lists the three legal pages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const { path } of documents)
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]+${path}</loc>`));
  });

  test('/terms names the seller with its company details, labelled while they are a sample', async ({
    page,
  }) => {
    await page.goto('/terms');
    const seller = page.getByRole('main').getByRole('region', { name: /Who sells ECO/ });
    await expect(seller).toContainText(company.legalName);
    await expect(seller).toContainText(company.companyNumber);
    for (const line of company.registeredAddress) await expect(seller).toContainText(line);
    await expect(seller.locator('[data-sample-badge]')).toHaveCount(
      company.provenance.status === 'sample' ? 1 : 0,
    );
  });
});

test.describe('the money-back rules (decisions 0032 to 0034)', () => {
  test("/terms states the withdrawal right with the deployments' period, refunds and USDC", async ({
    page,
  }) => {
    await page.goto('/terms');
    const main = page.getByRole('main');
    const section = (name: string) => main.getByRole('region', { name, exact: true });
    const withdrawal = section('Your right of withdrawal');
    await expect(withdrawal).toContainText(withdrawalPeriodText());
    await expect(withdrawal).toContainText(
      'under Art. 13(5) the right cannot be exercised after the end of the subscription period',
    );
    await expect(withdrawal).toContainText('The network fee of the withdrawal is yours.');
    await expect(section('Refunds when a stage fails or is cancelled')).toContainText(
      'every purchase in it may be refunded, with no deadline',
    );
    await expect(section('Referral rewards')).toContainText(
      'including a second wallet of their own',
    );
    await expect(section('Paying in ETH or USDC')).toContainText(usdcSourceText() ?? '');
    await expect(main).not.toContainText('Nothing in these terms gives you a right to a refund');
  });

  test('/risks says what Circle can do to USDC and where money back can fail', async ({ page }) => {
    await page.goto('/risks');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'USDC depends on Circle' })).toContainText(
      'Circle can freeze the USDC of any address',
    );
    await expect(
      main.getByRole('region', { name: 'Getting your money back has limits' }),
    ).toContainText('comes before the deadline');
  });
});

test.describe('footer', () => {
  for (const width of [1280, 390]) {
    test(`links the legal pages and labels its sample groups (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      const legal = footer.getByRole('navigation', { name: 'Legal' });
      await expect(legal.getByRole('link')).toHaveText([
        'Terms of the token sale',
        'Privacy notice',
        'Risk disclosure',
        'Crypto-asset white paper',
      ]);

      // Company details come from src/content/company.ts.
      const companyGroup = footer.getByRole('region', { name: 'Company' });
      await expect(companyGroup).toContainText(company.legalName);
      await expect(companyGroup).toContainText(company.companyNumber);
      for (const line of company.registeredAddress) await expect(companyGroup).toContainText(line);

      // Each group of placeholders carries one badge, and one line says what the badges mean.
      const groups = [
        { group: companyGroup, sample: company.provenance.status === 'sample' },
        {
          group: footer.getByRole('region', { name: 'Contact' }),
          sample: site.contact.provenance.status === 'sample',
        },
        {
          group: footer.getByRole('region', { name: 'Follow us' }),
          sample: site.socialLinks.some((link) => link.provenance.status === 'sample'),
        },
      ];
      for (const { group, sample } of groups) {
        await expect(group.locator('[data-sample-badge]')).toHaveCount(sample ? 1 : 0);
        if (sample) await expect(group.locator('[data-sample-badge]')).toBeVisible();
      }
      await expect(footer.locator('[data-sample-notice]')).toBeVisible();
      await expect(footer.locator('[data-sample-notice]')).toContainText(/placeholders/);

      await legal.getByRole('link', { name: 'Privacy notice' }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy().title);
    });
  }

  test('its code loads after the page is live, and then it hydrates in place', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/about/our-team');
    const readyAt = await page.evaluate(() => Number(document.documentElement.dataset.pageReady));
    const link = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link', { name: 'Risk disclosure' });
    // React has adopted the served link once it carries its fiber.
    await expect
      .poll(() => link.evaluate((a) => Object.keys(a).some((k) => k.startsWith('__reactFiber'))))
      .toBe(true);
    const footerStart = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .find((entry) => new URL(entry.name).pathname.includes('/footer-content-'))?.startTime,
    );
    expect(scripts.some((path) => path.includes('/footer-content-'))).toBe(true);
    expect(footerStart).toBeGreaterThan(readyAt);
    // A client-side navigation: the page is not loaded again.
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(risks().title);
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(
      true,
    );
  });
});

test('sign-up links the privacy notice next to its submit button', async ({ page }) => {
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  const link = form.getByRole('link', { name: 'privacy notice' });
  await expect(link).toHaveAttribute('href', '/privacy');
  // Read before the button is pressed: the sentence sits right above it.
  const sentence = await link.locator('xpath=..').boundingBox();
  const button = await form.getByRole('button', { name: 'Create account' }).boundingBox();
  const gap = sentence && button ? button.y - (sentence.y + sentence.height) : -1;
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(32);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy().title);
});
