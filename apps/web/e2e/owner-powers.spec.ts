import { axeViolations } from './fixtures';
import { expect, ownerAddress, scheduleOwnerCall, test } from './support/chain-fixtures';
import { exclusiveChainTag } from './support/projects';
import { textPastRightEdge } from './support/overflow';

// /about/token's "What the owner can do": who holds the owner's powers, how far each reaches,
// and what is already scheduled, read from the chain; the Buy dialog sends buyers there.

test.describe('what the owner can do', { tag: exclusiveChainTag }, () => {
  test.use({ chainAccess: 'exclusive' });
  test.describe.configure({ timeout: 180_000 });

  test('names the timelock, its delay, the guardian and each power with its bound, and shows a scheduled change before it runs', async ({
    page,
  }) => {
    // A fee change the team has announced (scheduled) and not run: the test's end cancels it.
    await scheduleOwnerCall('setFees', [15n, 20n]);
    await page.goto('/about/token');
    const section = page.locator('section#owner-powers');
    // The section reads the chain once a visitor comes near it.
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { name: 'What the owner can do' })).toBeVisible();
    await expect(section).toContainText(
      'The owner is a timelock contract (OpenZeppelin TimelockController): every change waits 5 minutes after it is announced on the chain.',
    );
    await expect(section).toContainText(ownerAddress);
    // The local proposer is anvil's account 0: a plain wallet, as its (absent) code says.
    await expect(section).toContainText('A wallet with a single key.');
    await expect(section).toContainText(
      'The sale guardian may close a sale stage at once, and nothing else.',
    );
    await expect(section).toContainText('at most 2% on buys and 3% on sells');
    // The scheduled change, in words, with the time it may run (the chain's own).
    await expect(section).toContainText(/Fees: buy 1\.5%, sell 2% — can run from .+ UTC/);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await textPastRightEdge(section)).toEqual([]);
  });
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the Buy dialog links to what the owner can do, and the link lands there', async ({
      page,
      context,
    }) => {
      await page.goto('/');
      await page.getByRole('main').getByRole('button', { name: 'Buy ECO' }).first().click();
      const link = page
        .getByRole('dialog', { name: 'Buy ECO' })
        .getByRole('link', { name: /what the owner can do/ });
      await expect(link).toHaveAttribute('href', '/about/token#owner-powers');
      // The section is drawn from the chain after the page has loaded, so the browser's own jump to
      // #owner-powers finds nothing: the page takes the buyer there once the section is drawn.
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      const section = tab.locator('section#owner-powers');
      await expect(section).toContainText('Each power and its bound', { timeout: 15_000 });
      // The last part to arrive (the timelock's changes, from the indexer) lies below the heading.
      await expect(section).toContainText('Recent changes');
      // At the top of the screen once the (smooth) scroll ends, below the sticky header.
      const heading = section.getByRole('heading', { name: 'What the owner can do' });
      const header = await tab.getByRole('banner').boundingBox();
      await expect
        .poll(async () => {
          const top = (await heading.boundingBox())?.y ?? -1;
          return top >= header!.y + header!.height && top < viewport.height / 2;
        })
        .toBe(true);
    });
  });
}
