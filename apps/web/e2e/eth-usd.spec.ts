import type { Locator, Page } from '@playwright/test';
import { findEthUsdFeed, localDevPrivateKeys, localEthUsdFeedAbi } from '@eco/contracts';
import { createWalletClient, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { usdText } from '../src/lib/wallet/usd-text';
import { axeViolations } from './fixtures';
import {
  advanceChainTime,
  anvilUrl,
  eco,
  exclusiveChainTag,
  expect,
  localChain,
  publicClient,
  restoreAfterTest,
  SaleStage,
  test,
} from './support/chain-fixtures';
import { ecoField, openConnected } from './support/buy-dialog';
import { installTestWallet } from './support/test-wallet';

// USD beside ETH, from the ETH/USD price feed: on the local chain Chainlink's MockV3Aggregator,
// deployed last by the deploy script with a sample price. The token page reads it in the same
// multicall as its figures and judges its age by the chain's clock; a price older than the feed's
// heartbeat is never shown. The Buy dialog prices a purchase before it is signed.
//
// The feed's answer ages with the shared chain's clock, which other specs move (the owner
// timelock's delay): each test first gives the mock its own price again, as the deployer (anvil
// account 0; anyone may, it is a mock), so its answer is stamped with the chain's time now. The
// test that ages it does so by moving the clock, exclusively, and gives it a fresh answer again
// when it ends (restoreAfterTest), so the specs after it find a fresh feed.

/** The token figures' source line (read by the site's server, decision 0040). */
const liveText = /^Read from the ECO contract on Anvil at block \d+ by this site’s server/;
const feed = { address: findEthUsdFeed(localChain.id)!.address, abi: localEthUsdFeedAbi } as const;
/** The local feed's heartbeat (config/31337.json), in seconds. */
const HEARTBEAT = findEthUsdFeed(localChain.id)!.heartbeatSeconds;

/** Gives the mock feed its own answer again, as the deployer: fresh from the chain's time now. */
async function refreshFeed(): Promise<void> {
  const answer = await publicClient.readContract({ ...feed, functionName: 'latestAnswer' });
  const deployer = createWalletClient({
    chain: localChain,
    transport: http(anvilUrl),
    account: privateKeyToAccount(localDevPrivateKeys.owner),
  });
  const hash = await deployer.writeContract({
    ...feed,
    functionName: 'updateAnswer',
    args: [answer],
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error('updateAnswer on the mock feed reverted');
}

/** The feed's answer and decimals, as the site reads them. */
async function feedPrice() {
  const [[, answer], decimals] = await Promise.all([
    publicClient.readContract({ ...feed, functionName: 'latestRoundData' }),
    publicClient.readContract({ ...feed, functionName: 'decimals' }),
  ]);
  return { answer, decimals };
}

/** The card of a sale stage on the token page. */
const stageCard = (page: Page, title: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

/** A figure of a stage card, by its term. */
const stageFigure = (card: Locator, label: string): Locator =>
  card
    .locator('dl > div')
    .filter({ has: card.page().getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

/** A figure of the Buy dialog's cost summary, by its term. */
const costFigure = (dialog: Locator, label: string): Locator =>
  dialog
    .locator('dl > div')
    // `has` is queried inside each row, so it starts from the page, not from the dialog again.
    .filter({ has: dialog.page().getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

/** ETH then its approximate USD (or "< $0.01"), as the cost summary writes an amount. */
const ethWithUsd = (prefix = '') =>
  new RegExp(`^${prefix}[\\d.,]+ ETH \\((≈ \\$[\\d,]+\\.\\d\\d|< \\$0\\.01)\\)$`);

test.describe('USD from the ETH/USD price feed', { tag: exclusiveChainTag }, () => {
  // Exclusive: one test moves the shared chain's clock past the feed's heartbeat, and both give
  // the feed a new answer, which every other test would see.
  test.use({ chainAccess: 'exclusive' });

  test('the token page shows USD beside each stage price, and hides it once the answer is older than the heartbeat by the chain’s clock', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await refreshFeed();
    // However this test ends, the feed is fresh again for the specs after it.
    restoreAfterTest(refreshFeed);
    const price = await feedPrice();

    await page.goto('/about/token');
    await expect(page.getByText(liveText).first()).toBeVisible();
    for (const [title, stage] of [
      ['Partners', SaleStage.Partners],
      ['Private sale', SaleStage.Private],
      ['Public sale', SaleStage.Public],
    ] as const) {
      const wei = await publicClient.readContract({
        ...eco,
        functionName: 'tokenPrice',
        args: [stage],
      });
      await expect(stageFigure(stageCard(page, title), 'Price in USD')).toHaveText(
        `${usdText(wei, price)} / ECO`,
      );
    }
    // Where the figure comes from: on the local chain, a mock, said so.
    await expect(
      page.getByText(
        /^USD figures are approximate, from the local mock price feed \(a sample price, not the market’s\); its last answer is \d+ (seconds?|minutes?) old\.$/,
      ),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The chain's clock passes the heartbeat (the visitor's does not move): the next block's read
    // finds the answer too old, and every USD figure goes.
    await advanceChainTime(HEARTBEAT + 60);
    const note = page.getByText(
      /^USD hidden: the local mock price feed's last answer is \d+ minutes old, older than its heartbeat of 1 hour\.$/,
    );
    await expect(note).toBeVisible({ timeout: 15_000 });
    const publicCard = stageCard(page, 'Public sale');
    await expect(stageFigure(publicCard, 'Price in USD')).toHaveCount(0);
    await expect(stageFigure(publicCard, 'Price')).toHaveText(/ ETH \/ ECO$/);
    await expect(page.locator('main')).not.toContainText('≈ $');

    // A fresh answer (what the test's end does too) brings USD back with the next read.
    await refreshFeed();
    await expect(stageFigure(publicCard, 'Price in USD')).toHaveText(/^≈ \$[\d,]+\.\d\d \/ ECO$/, {
      timeout: 15_000,
    });
    await expect(note).toHaveCount(0);
  });

  test('the Buy dialog shows price, cost, network fee and total in ETH and ≈ USD before signing', async ({
    page,
    account,
  }) => {
    await refreshFeed();
    restoreAfterTest(refreshFeed);
    const price = await feedPrice();
    const stagePrice = await publicClient.readContract({
      ...eco,
      functionName: 'tokenPrice',
      args: [SaleStage.Public],
    });

    await installTestWallet(page, { privateKey: account.privateKey });
    const dialog = await openConnected(page, '/about/token');
    await dialog.getByRole('tab', { name: 'Public' }).click();
    // Nothing is priced before there is an amount.
    await expect(costFigure(dialog, 'Total')).toHaveCount(0);
    await ecoField(dialog).fill('250');

    // 250 ECO at the public price: 0.01 ETH.
    const cost = 250n * stagePrice;
    expect(cost).toBe(parseEther('0.01'));
    await expect(costFigure(dialog, 'Price')).toHaveText(
      `0.00004 ETH / ECO (${usdText(stagePrice, price)})`,
    );
    await expect(costFigure(dialog, 'Cost')).toHaveText(`0.01 ETH (${usdText(cost, price)})`);
    // The network fee is estimated once the amount rests: gas for this purchase times the most
    // the chain may charge per gas now, so an upper figure.
    await expect(costFigure(dialog, 'Network fee (estimate)')).toHaveText(ethWithUsd('at most '), {
      timeout: 15_000,
    });
    await expect(costFigure(dialog, 'Total')).toHaveText(ethWithUsd('at most 0\\.01'));
    await expect(dialog).toContainText(
      /USD figures are approximate, from the local mock price feed \(a sample price, not the market’s\); its last answer is \d+ (seconds?|minutes?) old\./,
    );
    // One Cost, as the other specs find it.
    await expect(dialog.getByText('Cost', { exact: true })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
