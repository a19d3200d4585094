import type { Locator, Page } from '@playwright/test';
import { formatEco, formatUtcDateTime } from '../src/lib/format';
import { axeViolations } from './fixtures';
import {
  advanceChainTime,
  eco,
  exclusiveChainTag,
  expect,
  ownerWrite,
  publicClient,
  restoreAfterTest,
  SaleStage,
  setSaleOpen,
  test,
} from './support/chain-fixtures';
import { recordFiguresRequests } from './support/figures-requests';

// The sale calendar on /about/token and on the home page: each stage's state as the chain has
// it (upcoming with a countdown, open, sold out, closed) and what it sold of its allocation, with
// countdowns running on the chain's clock. The home page reads the chain only once the calendar
// scrolls near the screen.

const stages = [
  { title: 'Partners', stage: SaleStage.Partners },
  { title: 'Private sale', stage: SaleStage.Private },
  { title: 'Public sale', stage: SaleStage.Public },
] as const;

const calendar = (page: Page) => page.getByRole('region', { name: 'Sale calendar', exact: true });
const stageCard = (page: Page, title: string): Locator =>
  calendar(page).getByRole('article', { name: title, exact: true });

const badges = { upcoming: 'Upcoming', open: 'Open', 'sold-out': 'Sold out', closed: 'Closed' };

/** What the calendar should say of `stage`, worked out here from the contract's own views. */
async function expectedOf(stage: SaleStage) {
  const [allocation, sold, open, [opensAt, closesAt], block] = await Promise.all([
    publicClient.readContract({ ...eco, functionName: 'allocationOf', args: [stage] }),
    publicClient.readContract({ ...eco, functionName: 'soldIn', args: [stage] }),
    publicClient.readContract({ ...eco, functionName: 'isSaleOpen', args: [stage] }),
    publicClient.readContract({ ...eco, functionName: 'saleScheduleOf', args: [stage] }),
    publicClient.getBlock(),
  ]);
  const state: keyof typeof badges =
    sold >= allocation
      ? 'sold-out'
      : closesAt !== 0n && closesAt <= block.timestamp
        ? 'closed'
        : open
          ? 'open'
          : opensAt > block.timestamp
            ? 'upcoming'
            : 'closed';
  return { state, sold: `Sold ${formatEco(sold)} of ${formatEco(allocation)} ECO` };
}

/** Every stage card shows the state and the sold figures the chain has now. */
async function expectEveryStageFromTheChain(page: Page) {
  for (const { title, stage } of stages) {
    const card = stageCard(page, title);
    await expect(async () => {
      const expected = await expectedOf(stage);
      await expect(card).toHaveAttribute('data-state', expected.state);
      expect(await card.textContent()).toContain(expected.sold);
    }).toPass({ timeout: 15_000 });
    const { state } = await expectedOf(stage);
    await expect(card.getByText(badges[state], { exact: true })).toBeVisible();
  }
}

test.describe('the sale calendar', { tag: exclusiveChainTag }, () => {
  // Exclusive: it closes a stage, schedules its opening and moves the shared chain's clock.
  test.use({ chainAccess: 'exclusive' });
  test.describe.configure({ timeout: 180_000 });

  test('counts down to a stage’s opening on the chain’s clock, and shows it open once the chain passes it', async ({
    page,
  }) => {
    // The chain's clock a minute and a half ahead of this computer's (more if earlier tests
    // moved it): a countdown read off the visitor's clock would be that much too long.
    await advanceChainTime(90);
    await setSaleOpen(SaleStage.Private, false);
    restoreAfterTest(() => ownerWrite('setSaleSchedule', [SaleStage.Private, 0n, 0n]));
    const { timestamp } = await publicClient.getBlock();
    const opensAt = timestamp + 60n;
    await ownerWrite('setSaleSchedule', [SaleStage.Private, opensAt, 0n]);

    await page.goto('/about/token');
    const card = stageCard(page, 'Private sale');
    await expect(card).toHaveAttribute('data-state', 'upcoming', { timeout: 15_000 });
    await expect(card.getByText('Upcoming', { exact: true })).toBeVisible();
    // At most the minute the schedule holds, on the chain's clock.
    await expect(card.getByText(/^Opens in /)).toHaveText(
      /^Opens in (1 minute|[1-5]?\d seconds?)$/,
    );
    // Screen readers get the moment once, not a number each second.
    const utc = formatUtcDateTime(Number(opensAt) * 1000);
    await expect(card.getByText(`Opens on ${utc}`)).toHaveClass(/sr-only/);
    await expect(card.getByText(/^Opens in /)).toHaveAttribute('aria-hidden', 'true');
    await expectEveryStageFromTheChain(page);

    // The chain's clock passes the opening: the contract opens the stage, and so does the page.
    await advanceChainTime(61);
    await expect(card).toHaveAttribute('data-state', 'open', { timeout: 15_000 });
    await expect(card.getByText('Open', { exact: true })).toBeVisible();
    await expect(card).toContainText('Open now, with no closing time set.');
    expect(
      await publicClient.readContract({
        ...eco,
        functionName: 'isSaleOpen',
        args: [SaleStage.Private],
      }),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('shows a closed stage closed and a stage closing by its schedule with the time left', async ({
    page,
  }) => {
    await setSaleOpen(SaleStage.Partners, false);
    restoreAfterTest(() => ownerWrite('setSaleSchedule', [SaleStage.Public, 0n, 0n]));
    const { timestamp } = await publicClient.getBlock();
    const closesAt = timestamp + 2n * 86_400n;
    await ownerWrite('setSaleSchedule', [SaleStage.Public, 0n, closesAt]);

    await page.goto('/about/token');
    await expect(stageCard(page, 'Partners')).toHaveAttribute('data-state', 'closed', {
      timeout: 15_000,
    });
    await expect(stageCard(page, 'Partners')).toContainText(
      'Not open, and no opening time is set.',
    );
    const publicCard = stageCard(page, 'Public sale');
    await expect(publicCard).toHaveAttribute('data-state', 'open');
    await expect(publicCard.getByText(/^Closes in /)).toHaveText(/^Closes in 1 day 23 hours$/);
    await expect(publicCard).toContainText(
      `Open until ${formatUtcDateTime(Number(closesAt) * 1000)}`,
    );
    await expectEveryStageFromTheChain(page);
  });
});

test('the home page reads the calendar from the site’s server only once it comes into view', async ({
  page,
  rpc,
  request,
}) => {
  const figureReads = recordFiguresRequests(page);
  // As prerendered: the stages by name and a line saying they are being read, no figures.
  const html = await (await request.get('/')).text();
  const section = html.slice(html.indexOf('id="sale-calendar"'));
  expect(section).toContain('Reading each stage’s state and sales from the ECO contract…');
  expect(section.slice(0, section.indexOf('</section>'))).not.toMatch(/Sold \d/);

  await page.goto('/');
  await expect(calendar(page)).toContainText('Not read from the chain yet.');
  // Far below the first screen: nothing read yet.
  // eslint-disable-next-line playwright/no-networkidle -- what follows proves that nothing was requested, and no event marks that: the network going quiet is the condition.
  await page.waitForLoadState('networkidle');
  expect(await rpc.counts()).toEqual({ httpRequests: 0, calls: {} });
  expect(figureReads).toEqual([]);

  await calendar(page).scrollIntoViewIfNeeded();
  await expect(calendar(page)).toContainText(
    /Read from the ECO contract on Anvil at block \d+ by this site’s server/,
    { timeout: 15_000 },
  );
  await expectEveryStageFromTheChain(page);
  // Now read from the site's server (which reads the chain once per block for every visitor):
  // this visitor asked the chain's node nothing.
  expect(figureReads.length).toBeGreaterThan(0);
  expect(await rpc.counts()).toEqual({ httpRequests: 0, calls: {} });
  expect(await axeViolations(page)).toEqual([]);
});

test('the token page shows every stage from the chain and links to the eligibility check', async ({
  page,
}) => {
  await page.goto('/about/token');
  await expect(stageCard(page, 'Public sale')).toHaveAttribute('data-state', /./, {
    timeout: 15_000,
  });
  await expectEveryStageFromTheChain(page);
  // It reads nothing of its own: token-page.spec.ts counts the page's requests with it on.
  await expect(
    page.getByRole('link', { name: 'Check which stages an address may buy in' }),
  ).toHaveAttribute('href', '/sale/eligibility');
});
