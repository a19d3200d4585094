import type { Page } from '@playwright/test';
import { MAX_SCREENSHOT_BYTES } from '../scripts/lib/how-to-buy-shots';
import { howToBuyGuide } from '../src/content/how-to-buy';
import { howToBuyImageSizes } from '../src/content/how-to-buy-images';
import { withdrawalPeriodText } from '../src/content/sale-rules';
import { axeViolations, expect, test } from './fixtures';
import { buyDialog } from './support/buy-dialog';

// The first-time buyer's guide: prerendered with every step, its screenshots of the site's own
// dialogs load at the size the page states (taken by `npm run screenshots:how-to-buy`), and the
// Buy dialog and the FAQ lead to it. The e2e build offers the local chain only, without
// WalletConnect (build:e2e), so that is the guide it shows.
const guide = howToBuyGuide({ walletConnect: false, chainIds: [31337] });
const shots = guide.steps.flatMap((step) => step.screenshots ?? []);
const path = '/learn/how-to-buy';

const guideImages = (page: Page) =>
  page.getByRole('main').locator('img[src^="/learn/how-to-buy/"]');

test.describe('how to buy', () => {
  test('is prerendered with its heading, every step and every screenshot', async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`data-prerendered="${path}"`);
    expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]).toBe(guide.title);
    for (const step of guide.steps) expect(html, step.id).toContain(`id="${step.id}"`);
    const images = [...html.matchAll(/<img [^>]*src="\/learn\/how-to-buy\/[^"]+"[^>]*>/g)].map(
      (match) => match[0],
    );
    expect(images).toHaveLength(shots.length);
    for (const img of images) {
      expect(img).toContain('loading="lazy"');
      expect(img).toMatch(/ width="\d+"/);
      expect(img).toMatch(/ height="\d+"/);
      expect(img).toMatch(/ alt="[^"]{20,}"/);
    }
  });

  test('shows its steps, and each screenshot loads with its alt text at the size the page gives it', async ({
    page,
    request,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
    for (const [i, step] of guide.steps.entries()) {
      await expect(
        page.getByRole('heading', { level: 2, name: `Step ${i + 1}: ${step.title}`, exact: true }),
      ).toBeVisible();
    }
    const images = guideImages(page);
    await expect(images).toHaveCount(shots.length);
    for (const [i, shot] of shots.entries()) {
      const img = images.nth(i);
      await expect(img).toHaveAttribute('alt', shot.alt);
      await expect(img).toHaveAttribute('loading', 'lazy');
      const src = `/learn/how-to-buy/${shot.name}.png`;
      await expect(img).toHaveAttribute('src', src);
      const file = await request.get(src);
      expect(file.status(), src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      expect((await file.body()).length, `${src} stays small`).toBeLessThanOrEqual(
        MAX_SCREENSHOT_BYTES,
      );
      // Lazy: it loads once scrolled to, at exactly the width and height the page reserved.
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
        .toBe(howToBuyImageSizes[shot.name]!.width);
      expect(await img.evaluate((node: HTMLImageElement) => node.naturalHeight)).toBe(
        howToBuyImageSizes[shot.name]!.height,
      );
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test('says how to change your mind: the withdrawal period, refunds, and where to read more', async ({
    page,
  }) => {
    await page.goto(path);
    const step = page.getByRole('main').locator('section#change-your-mind');
    await expect(
      page.getByRole('heading', { level: 2, name: /: If you change your mind$/ }),
    ).toBeVisible();
    await expect(step).toContainText(`(${withdrawalPeriodText()})`);
    await expect(step).toContainText('every buyer in it may claim a full refund');
    await step.getByRole('link', { name: 'Your right of withdrawal, in the terms' }).click();
    await expect(page).toHaveURL(/\/terms$/);
  });

  test('the Buy dialog links to it, in a new tab so the dialog stays as it is', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: 'Buy ECO' }).first().click();
    const dialog = buyDialog(page);
    await expect(dialog).toBeVisible();
    const link = dialog.getByRole('link', { name: /Read how to buy/ });
    await expect(link).toHaveAttribute('href', path);
    await expect(link).toHaveAttribute('target', '_blank');
    const [guidePage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await guidePage.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await expect(guidePage).toHaveURL(new RegExp(`${path}$`));
    await expect(guidePage.getByRole('heading', { level: 1 })).toHaveText(guide.title);
    await expect(dialog).toBeVisible();
  });

  test('the FAQ answer "How do I buy ECO?" links to it', async ({ page }) => {
    await page.goto('/about/faq');
    await page.getByRole('button', { name: 'How do I buy ECO?' }).click();
    await page.getByRole('link', { name: 'Read the step-by-step guide to buying ECO' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
  });

  test('ends with a Buy ECO button that opens the Buy dialog', async ({ page }) => {
    await page.goto(path);
    await page.getByRole('main').getByRole('button', { name: 'Buy ECO' }).click();
    await expect(buyDialog(page)).toBeVisible();
  });
});
