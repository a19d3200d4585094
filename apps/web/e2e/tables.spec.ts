import { carbonCredits, projectLabel, registryPageUrl } from '../src/content/carbon-credits';
import { expect, ownerPrivateKey } from './support/chain-fixtures';
import { test } from './support/wallet-fixtures';
import { ensureVerifiedAccount, submitLoginForm } from './support/accounts';
import { tableProblems } from './support/table-problems';

// Tables stay usable on a phone (390 px): no column is silently cut off (the check:
// support/table-problems.ts). The ledger, seven fields a row, is a card per batch on narrow
// windows and a table on wide ones.

const phone = { width: 390, height: 844 };

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

  // Every route's tables are checked at 390 px in routes.spec.ts, in its one visit per route.

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
      await expect(page.getByRole('main').locator('[data-sample-notice]')).toBeVisible();
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
    // The same verified team account as admin-inbox.spec.ts (made or found, signed out).
    await ensureVerifiedAccount(page.request, { baseURL: baseURL!, ip, name: 'team', ...team });

    await page.goto('/admin/inbox');
    await submitLoginForm(page, team.email, team.password);
    await page.getByText('Sign-ups per day as a table').click();
    await expect(page.getByRole('columnheader', { name: 'Day (UTC)' })).toBeVisible();

    const { tables, problems } = await tableProblems(page);
    expect(tables).toBeGreaterThanOrEqual(1);
    expect(problems).toEqual([]);
  });

  test('/admin: the owner panel shows no table that does not fit', async ({
    page,
    connectedWallet,
  }) => {
    await connectedWallet.install({ privateKey: ownerPrivateKey });
    await page.goto('/admin');
    await connectedWallet.connect(
      page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }),
    );
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
