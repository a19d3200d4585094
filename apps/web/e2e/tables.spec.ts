import type { Page } from '@playwright/test';
import { carbonCredits, projectLabel, registryPageUrl } from '../src/content/carbon-credits';
import { expect, ownerPrivateKey, test } from './support/chain-fixtures';
import { routeList } from './routes';
import { installTestWallet, testWalletInfo } from './support/test-wallet';

// Tables stay usable on a phone (390 px): no column is silently cut off. Every table a sighted
// visitor sees either fits the window, or scrolls sideways inside a region that is focusable
// (so the keyboard scrolls it), named, and labelled with visible text, and every one of its cells
// can be scrolled fully into view there. The ledger, seven fields a row, is a card per batch on
// narrow windows and a table on wide ones.

const phone = { width: 390, height: 844 };

/** What a visitor cannot reach in the page's shown tables, and how many tables were shown. */
async function tableProblems(page: Page): Promise<{ tables: number; problems: string[] }> {
  return page.evaluate(() => {
    const problems: string[] = [];
    let tables = 0;
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const scrolls = (element: Element) =>
      ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();
    // Visually hidden (the sr-only utility: clipped to nothing; a table keeps its width).
    const clippedAway = (element: Element) => {
      for (let a: Element | null = element; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.clipPath === 'inset(50%)' || /^rect\(0px,? 0px,? 0px,? 0px\)$/.test(style.clip))
          return true;
      }
      return false;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        element.checkVisibility({ visibilityProperty: true }) &&
        box.width > 1 &&
        box.height > 1 &&
        !clippedAway(element)
      );
    };

    for (const table of document.querySelectorAll('table')) {
      // Not shown (display: none, or a visually hidden table for screen readers, which
      // read every column): nothing on the screen to cut off.
      if (!shown(table)) continue;
      tables += 1;
      const name = text(table.querySelector('caption')) ?? text(table.querySelector('th')) ?? '?';
      const clipping: Element[] = [];
      for (let a = table.parentElement; a; a = a.parentElement) if (clips(a)) clipping.push(a);
      const scroller = clipping.find((a) => scrolls(a) && a.scrollWidth > a.clientWidth + 1);

      if (scroller) {
        const labelledBy = scroller.getAttribute('aria-labelledby');
        const label = labelledBy ? document.getElementById(labelledBy) : null;
        if (scroller.getAttribute('role') !== 'region')
          problems.push(`${name}: scrolls sideways outside a region`);
        if ((scroller as HTMLElement).tabIndex < 0)
          problems.push(`${name}: its scroll region cannot be focused to scroll by keyboard`);
        if (!label || !shown(label) || !text(label))
          problems.push(`${name}: its scroll region has no visible label (aria-labelledby)`);
      }

      for (const cell of table.querySelectorAll('th, td')) {
        if (!text(cell)) continue;
        // Scroll a region sideways to the cell, as a visitor would. Only such a region: an
        // overflow: hidden box can be scrolled by a script, never by a visitor.
        if (scroller) {
          const view = scroller.getBoundingClientRect();
          const at = cell.getBoundingClientRect();
          if (at.right > view.right) scroller.scrollLeft += at.right - view.right;
          if (at.left < view.left) scroller.scrollLeft -= view.left - at.left;
        }
        const box = cell.getBoundingClientRect();
        let left = 0;
        let right = document.documentElement.clientWidth;
        for (const a of clipping) {
          const bounds = a.getBoundingClientRect();
          left = Math.max(left, bounds.left);
          right = Math.min(right, bounds.right);
        }
        if (box.left < left - 1 || box.right > right + 1) {
          problems.push(`${name}: "${text(cell)}" cannot be brought fully into view`);
        }
        if (cell.scrollWidth > cell.clientWidth + 1) {
          problems.push(`${name}: "${text(cell)}" is cut off inside its cell`);
        }
      }
    }
    return { tables, problems };
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: phone, reducedMotion: 'reduce' });

  test('the check finds a table cut off, or scrolling without a visible label', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const wide = (caption: string) =>
      `<table><caption>${caption}</caption><tr>${[1, 2, 3, 4, 5, 6]
        .map((n) => `<td class="px-4 whitespace-nowrap">Column ${n} with a long text in it</td>`)
        .join('')}</tr></table>`;
    await page.evaluate(
      (html) => {
        document.querySelector('main')?.insertAdjacentHTML('afterbegin', html);
      },
      [
        `<div class="overflow-hidden">${wide('Clipped')}</div>`,
        `<div class="overflow-x-auto" role="region" aria-label="Scrolls" tabindex="0">${wide('Unlabelled')}</div>`,
        `<p id="shown-label">Scrolls sideways</p><div class="overflow-x-auto" role="region" aria-labelledby="shown-label" tabindex="0">${wide('Labelled')}</div>`,
        `<div class="sr-only">${wide('Hidden')}</div>`,
      ].join(''),
    );
    const { tables, problems } = await tableProblems(page);
    expect(tables).toBe(3);
    expect(problems).toContain(
      'Clipped: "Column 6 with a long text in it" cannot be brought fully into view',
    );
    expect(problems).toContain(
      'Unlabelled: its scroll region has no visible label (aria-labelledby)',
    );
    expect(problems.filter((problem) => problem.startsWith('Labelled'))).toEqual([]);
    expect(problems.filter((problem) => problem.startsWith('Hidden'))).toEqual([]);
  });

  for (const route of routeList) {
    test(`${route.path}: every shown table fits or scrolls in a labelled region`, async ({
      page,
    }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      expect((await tableProblems(page)).problems).toEqual([]);
    });
  }

  test('/about/token: the tokenomics and cost tables fit', async ({ page }) => {
    await page.goto('/about/token');
    const { tables, problems } = await tableProblems(page);
    expect(tables).toBeGreaterThanOrEqual(2);
    expect(problems).toEqual([]);
  });

  test('/carbon-credits: a card per batch holds every field, links only what is in our account', async ({
    page,
  }) => {
    await page.goto('/carbon-credits');
    await expect(page.getByRole('table', { name: 'Carbon credit ledger' })).toBeHidden();
    const cards = page.getByRole('list', { name: 'Carbon credit ledger' }).getByRole('listitem');
    await expect(cards).toHaveCount(carbonCredits.length);
    if (carbonCredits.some((credit) => credit.provenance.status === 'sample')) {
      await expect(page.locator('[data-sample-notice]')).toBeVisible();
    }

    for (const [index, credit] of carbonCredits.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toContainText(credit.project);
      for (const field of ['Registry', 'Vintage', 'Tonnes', 'Serial numbers']) {
        await expect(card.getByText(field, { exact: true })).toBeVisible();
      }
      await expect(card).toContainText(projectLabel(credit));
      await expect(card).toContainText(String(credit.vintage));
      await expect(card).toContainText(credit.tonnes.toLocaleString('en-US'));
      await expect(card).toContainText(credit.serials ?? 'None yet');
      await expect(card.locator('[data-sample-badge]')).toHaveCount(
        credit.provenance.status === 'sample' ? 1 : 0,
      );

      const url = registryPageUrl(credit);
      if (url) {
        const link = card.getByRole('link');
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAttribute('href', url);
        await expect(link).toHaveAccessibleName(
          `${projectLabel(credit)} on the ${credit.registry} registry (opens in a new tab)`,
        );
      } else {
        await expect(card.getByRole('link')).toHaveCount(0);
        await expect(card).toContainText('No registry record yet');
      }
      if (credit.retirement) {
        await expect(card.getByText('Retired', { exact: true })).toBeVisible();
        await expect(card).toContainText(`for ${credit.retirement.beneficiary}`);
      }

      // Nothing in the card runs past its edge or the window's: the long serial numbers wrap.
      const overflow = await card.evaluate((element) => {
        const box = element.getBoundingClientRect();
        // Line-break opportunities (<wbr>) have no width and may sit past a line's end.
        const outside = [...element.querySelectorAll('*')].filter((child) => {
          const inner = child.getBoundingClientRect();
          return inner.width > 0 && (inner.right > box.right + 1 || inner.left < box.left - 1);
        });
        return {
          card: box.right <= document.documentElement.clientWidth,
          outside: outside.map((child) => child.textContent),
        };
      });
      expect(overflow).toEqual({ card: true, outside: [] });
    }
  });

  test('/admin/inbox: the sign-ups table fits', async ({ page, baseURL }) => {
    const team = { email: 'team@eco.test', password: 'team inbox passphrase 2030' };
    const ip = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    // Signing up an existing account with its password answers as a new one (admin-inbox.spec.ts
    // uses the same account).
    const signup = await page.request.post('/api/auth/signup', {
      data: { name: 'team', email: team.email, password: team.password },
      headers: { origin: baseURL!, 'x-forwarded-for': ip },
    });
    expect(signup.status()).toBe(201);
    await page.context().clearCookies();

    await page.goto('/admin/inbox');
    await page.getByLabel('Email', { exact: true }).fill(team.email);
    await page.getByLabel('Password', { exact: true }).fill(team.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Sign-ups per day as a table').click();
    await expect(page.getByRole('columnheader', { name: 'Day (UTC)' })).toBeVisible();

    const { tables, problems } = await tableProblems(page);
    expect(tables).toBeGreaterThanOrEqual(1);
    expect(problems).toEqual([]);
  });

  test('/admin: the owner panel shows no table that does not fit', async ({ page }) => {
    await installTestWallet(page, { privateKey: ownerPrivateKey });
    await page.goto('/admin');
    await page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }).click();
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: testWalletInfo.name, exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible();
    expect((await tableProblems(page)).problems).toEqual([]);
  });
});

test.describe('the ledger on wide windows', () => {
  for (const width of [1024, 1280]) {
    test(`${width} px: a table with every column in view, linked only where credits are in our account`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/carbon-credits');
      await expect(page.getByRole('list', { name: 'Carbon credit ledger' })).toBeHidden();
      const table = page.getByRole('table', { name: 'Carbon credit ledger' });
      await expect(table).toBeVisible();
      const { tables, problems } = await tableProblems(page);
      expect(tables).toBe(1);
      expect(problems).toEqual([]);

      for (const credit of carbonCredits) {
        const row = table.locator('tbody tr', { hasText: credit.project });
        await expect(row).toHaveCount(1);
        const url = registryPageUrl(credit);
        if (url) {
          await expect(row.getByRole('link')).toHaveAttribute('href', url);
          await expect(row).toContainText(credit.serials ?? '');
        } else {
          await expect(row.getByRole('link')).toHaveCount(0);
          await expect(row).toContainText('No registry record yet');
        }
        if (credit.retirement) {
          await expect(row).toContainText(`for ${credit.retirement.beneficiary}`);
        }
      }
    });
  }
});
