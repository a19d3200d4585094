import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  keccak256,
  parseEther,
  parseEventLogs,
  toHex,
  zeroAddress,
} from 'viem';
import type { Address, Hash, Hex } from 'viem';
import { localUsdcAbi } from '@eco/contracts';
import { ethText, formatUtcDateTime as formatUtc, usdcText } from '../src/lib/format';
import { axeViolations, axeViolationsInBothThemes } from './fixtures';
import {
  anvilUrl,
  bundledPartners as bundled,
  createFundedAccount,
  eco,
  ecoBalance,
  ethBalance,
  exclusiveChainTag,
  expect,
  localChain,
  ownerAddress,
  ownerPrivateKey,
  advanceChainTime,
  passEveryWithdrawalWindow,
  ownerWrite,
  publicClient,
  restoreAfterTest,
  SaleStage,
  setTradingEnabledInStorage,
  test,
  tokensPurchased,
} from './support/chain-fixtures';
import { acceptTerms } from './support/buy-dialog';
import { textPastRightEdge } from './support/overflow';
import { installTestWallet } from './support/test-wallet';
import { connectTestWallet } from './support/wallet/connect';
import type { TestWallet } from './support/test-wallet';

// The owner panel (/admin) against the shared anvil, as the contract's owner (anvil account 0)
// through the test wallet. Tests that change global settings hold the chain alone
// (chainAccess 'exclusive') and undo their change when they end (restoreAfterTest).

const reviewTitle = 'The contract accepts this change. It will:';

const read = <T>(functionName: string, args: readonly unknown[] = []) =>
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it: a union of function names does not narrow the ABI's argument tuples.
  publicClient.readContract({ ...eco, functionName, args } as Parameters<
    typeof publicClient.readContract
  >[0]) as Promise<T>;

/** Opens /admin with the test wallet holding `privateKey` and connects it from the page. */
async function openPanel(page: Page, privateKey: Hex = ownerPrivateKey): Promise<TestWallet> {
  const wallet = await installTestWallet(page, { privateKey });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Owner panel');
  await connectTestWallet(page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }));
  return wallet;
}

/** Opens the panel as the owner and waits until the contract's state is shown. */
async function openAsOwner(page: Page): Promise<TestWallet> {
  const wallet = await openPanel(page);
  await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible();
  return wallet;
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const review = (scope: Locator) => scope.getByRole('group', { name: reviewTitle });
const scheduled = (scope: Locator) => scope.getByRole('status').filter({ hasText: /^Scheduled:/ });
const pendingChanges = (page: Page) => page.getByRole('region', { name: 'Pending changes' });

/** The local owner timelock's delay (config/31337.json). */
const DELAY = 300;

/**
 * Reviews, checks the listed change, sends it (which schedules it on the owner timelock), moves
 * the chain's clock past the delay as time would, and executes it from Pending changes.
 */
async function reviewAndSend(scope: Locator, button: string, change: RegExp | string) {
  await scope.getByRole('button', { name: button }).click();
  await expect(review(scope)).toContainText(change);
  await expect(review(scope)).toContainText('can run only after the 5-minute delay');
  await review(scope).getByRole('button', { name: 'Send transaction' }).click();
  await expect(scheduled(scope)).toBeVisible({ timeout: 15_000 });
  await executeAfterDelay(scope.page());
}

/** Waits out the delay on the chain's clock and executes the newest pending change. */
async function executeAfterDelay(page: Page) {
  const items = pendingChanges(page).getByRole('listitem');
  const item = items.last();
  await expect(item).toContainText('Can run from');
  const count = await items.count();
  await expect(item.getByRole('button', { name: 'Execute' })).toBeDisabled();
  await advanceChainTime(DELAY);
  await expect(item).toContainText('Ready to run since', { timeout: 10_000 });
  await item.getByRole('button', { name: 'Execute' }).click();
  // Once it ran, the timelock no longer lists it (the executed change is in the audit log).
  await expect(items).toHaveCount(count - 1, { timeout: 15_000 });
}

/** The audit log's entries that contain `text`. */
const auditEntry = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Audit log' }).getByRole('listitem').filter({ hasText: text });

/** The audit log's newest entry. */
const newestAuditEntry = (page: Page) =>
  page.getByRole('region', { name: 'Audit log' }).getByRole('listitem').first();

// setUsdcPrice is an owner function the chain fixtures' list does not name yet.
const setUsdcPrice = 'setUsdcPrice' as Parameters<typeof ownerWrite>[0];

/** What each test purchase buys: 100 ECO in the public stage. */
const BOUGHT = parseEther('100');

/** The purchase a mined purchase transaction made: its number in its stage and what it cost. */
async function purchased(hash: Hash): Promise<{ index: bigint; cost: bigint }> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  const [log] = parseEventLogs({ abi: eco.abi, eventName: 'TokensPurchased', logs: receipt.logs });
  return { index: log!.args.index, cost: log!.args.cost };
}

const walletOf = (buyer: Awaited<ReturnType<typeof createFundedAccount>>) =>
  createWalletClient({ account: buyer.account, chain: localChain, transport: http(anvilUrl) });

/** A new visitor buys 100 ECO in the public stage with ETH, paying exactly the cost. */
async function buyWithEth() {
  const [cost] = await read<[bigint, bigint]>('quote', [
    SaleStage.Public,
    0,
    BOUGHT,
    zeroAddress,
    zeroAddress,
  ]);
  const client = walletOf(await createFundedAccount());
  return purchased(
    await client.writeContract({ ...eco, functionName: 'publicSale', args: [BOUGHT], value: cost }),
  );
}

/**
 * A new visitor buys 100 ECO in the public stage with USDC: minted (the local stand-in's faucet
 * mints to anyone), approved, then bought.
 */
async function buyWithUsdc() {
  const buyer = await createFundedAccount();
  const client = walletOf(buyer);
  const usdc = await read<Address>('usdc');
  const [cost] = await read<[bigint, bigint]>('quote', [
    SaleStage.Public,
    1,
    BOUGHT,
    buyer.address,
    zeroAddress,
  ]);
  for (const hash of [
    await client.writeContract({
      address: usdc,
      abi: localUsdcAbi,
      functionName: 'mint',
      args: [buyer.address, cost],
    }),
    await client.writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'approve',
      args: [eco.address, cost],
    }),
  ]) {
    await publicClient.waitForTransactionReceipt({ hash });
  }
  return purchased(
    await client.writeContract({
      ...eco,
      functionName: 'buyWithUsdc',
      args: [SaleStage.Public, BOUGHT, zeroAddress, 0n, []],
    }),
  );
}

/** PurchaseStatus of a public-stage purchase: 0 held, 1 released, 2 withdrawn, 3 refunded. */
const purchaseStatus = async ({ index }: { index: bigint }) =>
  (await read<{ status: number }>('purchaseOf', [SaleStage.Public, index])).status;

const usdcBalance = async (account: Address) =>
  publicClient.readContract({
    address: await read<Address>('usdc'),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  });

/**
 * Settles the public stage's purchases from the console's "Settle purchases" card: sent at once
 * from the owner's wallet (anyone may), not scheduled. What the review said would leave the held
 * funds is what did.
 */
async function settleFromConsole(row: Locator) {
  const settle = row.page().getByRole('region', { name: 'Settle purchases', exact: true });
  const held = async () => [
    await read<bigint>('heldFunds', [0]),
    await read<bigint>('heldFunds', [1]),
  ];
  const [eth, usdc] = await held();
  await expect(row).toContainText(
    /past (its|their) withdrawal window and still held: settling releases/,
  );
  await row.getByRole('button', { name: 'Settle Public' }).click();
  await expect(review(settle)).toContainText('Public sale purchases settled');
  const said = await review(settle).textContent();
  expect(said).not.toContain('timelock');
  await review(settle).getByRole('button', { name: 'Send transaction' }).click();
  await expect(settle.getByRole('status').filter({ hasText: /^Done: / })).toContainText(
    'of the Public sale stage settled',
    { timeout: 15_000 },
  );
  const [ethAfter, usdcAfter] = await held();
  expect(ethAfter).toBeLessThan(eth!);
  expect(said).toContain(`ETH held for buyers: ${ethText(eth!)} → ${ethText(ethAfter!)}`);
  expect(said).toContain(`USDC held for buyers: ${usdcText(usdc!)} → ${usdcText(usdcAfter!)}`);
}

test.describe('as the owner, changing the shared chain', { tag: exclusiveChainTag }, () => {
  test.use({ chainAccess: 'exclusive' });
  // The time includes waiting for the chain lock until the tests running beside it are done.
  test.describe.configure({ timeout: 240_000 });

  test('changes the fees: the review shows old and new, the chain and the audit log agree', async ({
    page,
  }) => {
    const before = { buy: await read<bigint>('buyFee'), sell: await read<bigint>('sellFee') };
    restoreAfterTest(() => ownerWrite('setFees', [before.buy, before.sell]));
    const wallet = await openAsOwner(page);
    const fees = card(page, 'Fees');
    await expect(fees.getByLabel('Buy fee (%)')).toHaveValue(formatUnits(before.buy, 1));

    await fees.getByLabel('Buy fee (%)').fill('1.5');
    await fees.getByLabel('Sell fee (%)').fill('2.5');
    await fees.getByRole('button', { name: 'Review change' }).click();
    await expect(review(fees)).toContainText('Buy fee: 1% → 1.5%');
    await review(fees).getByRole('button', { name: 'Send transaction' }).click();
    await expect(scheduled(fees)).toContainText(
      'Scheduled: once the 5-minute delay has passed and it is executed, buy fee 1.5%, sell fee 2.5%.',
    );
    // Scheduled is not done: the chain still has the old fees, and anyone can see what is coming.
    expect(await read<bigint>('buyFee')).toBe(before.buy);
    await expect(newestAuditEntry(page)).toContainText(
      'Scheduled' + 'setFees(15, 25), to run after the 5-minute delay',
    );
    await expect(newestAuditEntry(page)).toContainText('By 0xf39F…2266');
    await executeAfterDelay(page);
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(2);

    expect(await read<bigint>('buyFee')).toBe(15n);
    expect(await read<bigint>('sellFee')).toBe(25n);
    // The state at a glance and the audit log read the chain again: both steps are logged.
    await expect(page.getByRole('region', { name: 'At a glance' })).toContainText('1.5%');
    const log = page.getByRole('region', { name: 'Audit log' }).getByRole('listitem');
    await expect(log.filter({ hasText: 'Buy fee 1% → 1.5%, sell fee 1% → 2.5%' })).toHaveCount(1);
    await expect(log.filter({ hasText: 'Executed' + 'setFees(15, 25)' })).toHaveCount(1);
    await expect(log.filter({ hasText: 'Scheduled' + 'setFees(15, 25)' })).toHaveCount(1);
  });

  test('changes a stage’s cap per wallet: zero is refused, the review shows old and new, the chain and the audit log agree', async ({
    page,
  }) => {
    const before = await read<bigint>('walletCapOf', [SaleStage.Public]);
    restoreAfterTest(() => ownerWrite('setWalletCap', [SaleStage.Public, before]));
    const wallet = await openAsOwner(page);
    const caps = card(page, 'Cap per wallet');
    await caps.getByLabel('Sale stage').selectOption('public');
    const field = caps.getByLabel('Cap per wallet (ECO)');
    await expect(field).toHaveValue(formatUnits(before, 18));

    await field.fill('0');
    await caps.getByRole('button', { name: 'Review change' }).click();
    await expect(caps).toContainText('The cap must be greater than zero.');
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);

    await field.fill('250000');
    await reviewAndSend(caps, 'Review change', '250,000');
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(2);
    expect(await read<bigint>('walletCapOf', [SaleStage.Public])).toBe(250_000n * 10n ** 18n);
    await expect(
      page
        .getByRole('region', { name: 'Audit log' })
        .getByRole('listitem')
        .filter({ hasText: 'Public sale: 5,000,000 ECO → 250,000 ECO per wallet' }),
    ).toHaveCount(1);
  });

  test('schedules a stage’s closing: the review, the chain, the audit log and the token page’s countdown agree', async ({
    page,
  }) => {
    expect(await read<readonly [bigint, bigint]>('saleScheduleOf', [SaleStage.Private])).toEqual([
      0n,
      0n,
    ]);
    restoreAfterTest(() => ownerWrite('setSaleSchedule', [SaleStage.Private, 0n, 0n]));
    // Two days from now, on the minute, in UTC as the form reads it.
    const closes = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 2 * 86_400_000);
    const closesText = closes.toISOString().slice(0, 16);
    const wallet = await openAsOwner(page);
    const schedule = card(page, 'Sale schedule');
    await schedule.getByLabel('Sale stage').selectOption('private');
    await expect(schedule.getByLabel('Closes at (UTC)')).toHaveValue('');

    // A closing before the opening is refused here, before any wallet is asked.
    await schedule.getByLabel('Opens at (UTC)').fill(closesText);
    await schedule
      .getByLabel('Closes at (UTC)')
      .fill(new Date(closes.getTime() - 3_600_000).toISOString().slice(0, 16));
    await schedule.getByRole('button', { name: 'Review change' }).click();
    await expect(schedule).toContainText('The closing time must come after the opening time.');
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);

    await schedule.getByLabel('Opens at (UTC)').fill('');
    await schedule.getByLabel('Closes at (UTC)').fill(closesText);
    const utc = formatUtc(closes);
    await reviewAndSend(schedule, 'Review change', utc);
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(2);
    expect(await read<readonly [bigint, bigint]>('saleScheduleOf', [SaleStage.Private])).toEqual([
      0n,
      BigInt(closes.getTime() / 1000),
    ]);
    await expect(
      auditEntry(page, `Private sale: opens by hand, closes by hand → ${utc}`),
    ).toHaveCount(1);

    // The token page counts down to it, from the chain.
    await page.goto('/about/token');
    const privateCard = page.getByRole('listitem').filter({ hasText: 'Private sale' }).filter({
      hasText: 'Cap per wallet',
    });
    await expect(privateCard).toContainText(`Closesin 1 day 23 hours, ${utc}`);
  });

  test('enables trading only after the typed confirmation, for good', async ({ page }) => {
    expect(await read<boolean>('tradingEnabled')).toBe(false);
    restoreAfterTest(() => setTradingEnabledInStorage(false));
    // Trading waits for every buyer's withdrawal window (docs/decisions/0032): whatever earlier
    // tests bought, the clock moves past the last one, as waiting would.
    await passEveryWithdrawalWindow();
    const wallet = await openAsOwner(page);
    const trading = card(page, 'Trading');
    await expect(trading).toContainText('one-way');

    await trading.getByRole('button', { name: 'Review: enable trading' }).click();
    await expect(
      trading.getByText('Type “enable trading” to confirm. Nothing was sent.'),
    ).toBeVisible();
    await expect(review(trading)).toHaveCount(0);

    await trading.getByLabel('Type “enable trading” to confirm').fill('enable trading');
    await reviewAndSend(trading, 'Review: enable trading', 'everyone, for good');
    expect(await read<boolean>('tradingEnabled')).toBe(true);
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(2);
    await expect(auditEntry(page, 'Trading enabled')).toHaveCount(1);
    // Once the page reads the chain again there is nothing left to enable.
    await page.reload();
    // As in the partners test: after a reload the panel shows its cached figures until its block
    // poll reads the chain again, which took over 7 s in a loaded run (see the note on #14).
    await expect(card(page, 'Trading')).toContainText('Trading on market pairs is enabled', {
      timeout: 20_000,
    });
    await expect(card(page, 'Trading').getByRole('button')).toHaveCount(0);
  });

  test.describe(() => {
    // The owner's session (signed in with the owner's wallet below) records no declaration for
    // the partner's wallet: the API answers 409, which the browser logs, and the dialog says so.
    test.use({
      allowedConsoleErrors: [
        'Failed to load resource: the server responded with a status of 409 (Conflict)',
      ],
    });

    test('sets a partners root from a list, publishes it, and a new partner buys with it', async ({
      page,
      account,
      baseURL,
    }) => {
      expect(await read<Hex>('merkleRootOfPartners')).toBe(bundled.root);
      restoreAfterTest(() => ownerWrite('setMerkleRootOfPartners', [bundled.root]));
      const origin = { origin: baseURL ?? '' };
      const listed = bundled.partners;
      const lines = listed.map(({ address, allocation }) => `${address},${allocation}`);
      let published = false;
      const wallet = await openAsOwner(page);
      try {
        const partners = card(page, 'Partners list');
        await expect(partners).toContainText(
          `from the list the site was built with (${listed.length} partners), which matches this root.`,
        );
        // A broken line is named, and nothing is computed.
        const paste = partners.getByLabel('Or paste the partners and their allocations');
        await paste.fill(`${lines[0]}\nnot-an-address,5\n${listed[1]!.address}`);
        await partners.getByRole('button', { name: 'Compute root' }).click();
        await expect(partners).toContainText(
          'Invalid partner entries (each needs an address and an allocation in ECO above 0): "not-an-address 5", ',
        );

        // The new partner's own allocation: 25 ECO.
        const csv = ['address,allocation', ...lines, `${account.address.toLowerCase()},25`].join(
          '\n',
        );
        await paste.fill(csv);
        await partners.getByRole('button', { name: 'Compute root' }).click();
        await expect(partners).toContainText(
          `${listed.length + 1} partners, 3,500,025 ECO allocated in all, root 0x`,
        );
        await expect(partners).toContainText('This root is not on the contract yet.');

        // The proofs file is the contract tool's format, with the new partner's proof.
        const downloading = page.waitForEvent('download');
        await partners.getByRole('button', { name: 'Download proofs file' }).click();
        const file = JSON.parse(await readFile(await (await downloading).path(), 'utf8')) as {
          chainId: number;
          root: Hex;
          partners: Record<string, { allocation: string; proof: Hex[] }>;
        };
        expect(file.chainId).toBe(localChain.id);
        expect(Object.keys(file.partners)).toHaveLength(listed.length + 1);
        const { proof, allocation } = file.partners[account.address]!;
        expect(allocation).toBe(parseEther('25').toString());
        const isPartner = () =>
          read<boolean>('isPartner', [account.address, parseEther('25'), proof]);
        expect(await isPartner()).toBe(false);

        await reviewAndSend(partners, 'Review: set this root', file.root);
        expect(await read<Hex>('merkleRootOfPartners')).toBe(file.root);
        expect(await isPartner()).toBe(true);

        // Publishing needs the team's session: the owner signs in with its wallet, right here.
        await partners.getByRole('button', { name: 'Sign in with wallet' }).click();
        published = true;
        await expect(partners).toContainText(
          `Published to the site: ${listed.length + 1} partners`,
        );
        const served = await page.request.get(
          `/api/partners/${account.address}/proof?chainId=${localChain.id}`,
        );
        expect(await served.json()).toMatchObject({ allocation, proof });
        const matches = `(${listed.length + 1} partners), which matches this root.`;
        await expect(partners).toContainText(matches);
        // The outcome lines name a 66-character root: it wraps inside the card, also on a phone.
        expect(await textPastRightEdge(partners)).toEqual([]);
        await page.setViewportSize({ width: 390, height: 844 });
        expect(await textPastRightEdge(partners)).toEqual([]);
        await page.setViewportSize({ width: 1280, height: 720 });

        // A root that no published list matches is called out: partners could not buy with it.
        await ownerWrite('setMerkleRootOfPartners', [keccak256(toHex('no such list'))]);
        await page.reload();
        // After a reload the panel first shows its figures restored from the browser's cache, and
        // reads the chain again once its block poll sees the newer block: on a loaded machine that
        // can take longer than the default 7 s.
        await expect(partners).toContainText(
          `The list the site serves (${listed.length + 1} partners, root ${file.root}`,
          { timeout: 20_000 },
        );
        await expect(partners).toContainText('does not match this root');
        await ownerWrite('setMerkleRootOfPartners', [file.root]);
        await page.reload();
        await expect(partners).toContainText(matches, { timeout: 20_000 });

        // The new partner buys in the partners stage through the Buy ECO dialog.
        await wallet.setAccount(account.privateKey);
        await page.goto('/');
        await page.getByRole('main').getByRole('button', { name: 'Buy ECO' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Buy ECO' });
        await dialog.getByRole('tab', { name: 'Partners' }).click();
        // The partner's own allocation, not the cap per wallet, bounds them here, and Max says so.
        await expect(dialog).toContainText('Your partner allocation is 25 ECO here.');
        await dialog.getByRole('button', { name: 'Max' }).click();
        await expect(dialog.getByLabel('You buy (ECO)')).toHaveValue('25');
        await expect(dialog).toContainText(
          'Max stopped at your partner allocation, not at what your ETH would pay for.',
        );
        await dialog.getByLabel('You buy (ECO)').fill('10');
        await acceptTerms(dialog);
        await dialog.getByRole('button', { name: 'Purchase', exact: true }).click();
        await expect(dialog.getByRole('status')).toContainText('Purchase confirmed: 10 ECO', {
          timeout: 15_000,
        });
        await expect(
          dialog.getByRole('alert').filter({
            hasText: 'Your account could not record your acceptance and declared country:',
          }),
        ).toContainText('Nothing was recorded.');
        const purchases = await tokensPurchased({ buyer: account.address });
        expect(purchases).toHaveLength(1);
        expect(purchases[0]).toMatchObject({ stage: SaleStage.Partners, amount: parseEther('10') });
        expect(await ecoBalance(account.address)).toBe(parseEther('10'));
        // What is left of the allocation, and not one ECO more.
        await expect(dialog).toContainText('this wallet may buy 15 ECO more');
        await dialog.getByLabel('You buy (ECO)').fill('16');
        await expect(dialog).toContainText(
          'Your partner allocation is 25 ECO in the partners stage; this wallet may buy 15 ECO more. Enter 15 ECO or less.',
        );
        await expect(dialog.getByRole('button', { name: 'Purchase', exact: true })).toBeDisabled();
      } finally {
        // The site serves the bundled list's proofs again, matching the root restored on-chain.
        if (published) {
          const restored = await page.request.post('/api/admin/partners', {
            data: { chainId: localChain.id, partners: listed, root: bundled.root },
            headers: origin,
          });
          expect(restored.status()).toBe(201);
        }
      }
    });
  });

  test('the owner cannot withdraw held funds: purchases in their windows stay held, Withdraw moves only the rest, and settled purchases become withdrawable', async ({
    page,
  }) => {
    // Two buyers' purchases, one paid in ETH and one in USDC: each held for its buyer for 14 days.
    const buyTwice = async () => ({ eth: await buyWithEth(), usdc: await buyWithUsdc() });
    const first = await buyTwice();
    await openAsOwner(page);
    const withdraw = card(page, 'Withdraw');
    const settle = card(page, 'Settle purchases');
    const publicRow = settle.locator('[data-stage="public"]');
    await expect(withdraw).toContainText(
      `Held for buyers (ETH)${ethText(await read<bigint>('heldFunds', [0]))}`,
    );
    await expect(withdraw).toContainText(
      `Held for buyers (USDC)${usdcText(await read<bigint>('heldFunds', [1]))}`,
    );

    // Past every window, the stage finalized through the timelock (once: it cannot be undone)...
    await passEveryWithdrawalWindow();
    if (!(await read<boolean>('isFinalized', [SaleStage.Public]))) {
      await reviewAndSend(
        card(page, 'Finalizing or cancelling a stage'),
        'Finalize Public',
        'Public sale stage: neither finalized nor cancelled → finalized',
      );
    }
    // ...its purchases are settled from the console, at once: anyone may, no timelock. A batch
    // settles at most 100, so a chain other tests bought much on may take more than one.
    while ((await purchaseStatus(first.usdc)) === 0) await settleFromConsole(publicRow);
    expect(await purchaseStatus(first.eth)).toBe(1);
    expect(await purchaseStatus(first.usdc)).toBe(1);

    // Two more purchases, within their windows: held, and nothing of them can be settled yet.
    const second = await buyTwice();
    await expect(publicRow).toContainText(
      `Nothing to settle now. Purchase ${second.eth.index} is in its withdrawal window until`,
    );
    await expect(publicRow.getByRole('button', { name: 'Settle Public' })).toBeDisabled();

    // Withdraw moves only what is withdrawable; the held part stays in the contract.
    const fundWallet = await read<Address>('fundWallet');
    const moved = {
      eth: await read<bigint>('withdrawableFunds', [0]),
      usdc: await read<bigint>('withdrawableFunds', [1]),
    };
    const held = {
      eth: await read<bigint>('heldFunds', [0]),
      usdc: await read<bigint>('heldFunds', [1]),
    };
    expect(held.eth).toBeGreaterThanOrEqual(second.eth.cost);
    expect(held.usdc).toBeGreaterThanOrEqual(second.usdc.cost);
    expect(moved.usdc).toBeGreaterThanOrEqual(first.usdc.cost);
    const before = { eth: await ethBalance(fundWallet), usdc: await usdcBalance(fundWallet) };
    await expect(withdraw).toContainText(`stays held for buyers`);
    await reviewAndSend(
      withdraw,
      'Review withdrawal',
      `ETH still held for buyers: ${ethText(held.eth)} → ${ethText(held.eth)}`,
    );
    expect((await ethBalance(fundWallet)) - before.eth).toBe(moved.eth);
    expect((await usdcBalance(fundWallet)) - before.usdc).toBe(moved.usdc);
    expect(await ethBalance(eco.address)).toBe(held.eth);
    expect(await usdcBalance(eco.address)).toBe(held.usdc);
    expect(await read<bigint>('heldFunds', [0])).toBe(held.eth);
    // Nothing left to withdraw: the form says why and sends nothing.
    await withdraw.getByRole('button', { name: 'Review withdrawal' }).click();
    await expect(withdraw.getByRole('alert')).toContainText('Nothing can be withdrawn yet');

    // Once their windows pass and they are settled, they become withdrawable.
    await passEveryWithdrawalWindow();
    await settleFromConsole(publicRow);
    expect(await purchaseStatus(second.eth)).toBe(1);
    expect(await read<bigint>('withdrawableFunds', [0])).toBeGreaterThanOrEqual(second.eth.cost);
    expect(await read<bigint>('withdrawableFunds', [1])).toBeGreaterThanOrEqual(second.usdc.cost);
    await expect(withdraw).toContainText(
      `Withdrawable (USDC)${usdcText(await read<bigint>('withdrawableFunds', [1]))}`,
    );
  });

  test('sets a stage’s USDC price through the timelock; bad input is refused with a clear message', async ({
    page,
  }) => {
    const before = await read<bigint>('priceOf', [SaleStage.Private, 1]);
    restoreAfterTest(() => ownerWrite(setUsdcPrice, [SaleStage.Private, before]));
    const wallet = await openAsOwner(page);
    const prices = card(page, 'USDC prices');
    await prices.getByLabel('Sale stage').selectOption('private');
    const field = prices.getByLabel('Price per ECO (USDC)');
    await expect(field).toHaveValue(formatUnits(before, 6));
    for (const [typed, message] of [
      ['0.1234567', 'The USDC price can have at most 6 decimals (USDC has 6).'],
      ['-1', 'The USDC price must be a number of USDC, such as 0.5.'],
      [formatUnits(before, 6), `The Private sale USDC price is already ${usdcText(before)}`],
    ] as const) {
      await field.fill(typed);
      await prices.getByRole('button', { name: 'Review change' }).click();
      await expect(prices).toContainText(message);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);

    await field.fill('0.25');
    await reviewAndSend(
      prices,
      'Review change',
      `Private sale USDC price per ECO: ${usdcText(before)} → 0.25 USDC`,
    );
    expect(await read<bigint>('priceOf', [SaleStage.Private, 1])).toBe(250_000n);
    // The token page shows it beside the ETH price.
    await page.goto('/about/token');
    const stageCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Private sale' }) });
    await expect(stageCard).toContainText('Price in USDC0.25 USDC / ECO', { timeout: 15_000 });
  });

  test('mints out of a stage’s allocation to a recipient', async ({ page, account }) => {
    const soldBefore = await read<bigint>('soldIn', [SaleStage.Private]);
    await openAsOwner(page);
    const mint = card(page, 'Mint');
    await mint.getByLabel('From the allocation of').selectOption('private');
    await mint.getByLabel('Recipient').fill(account.address);
    await mint.getByLabel('Amount (ECO)').fill('12.5');
    await reviewAndSend(mint, 'Review mint', 'ECO sent to');
    await expect(scheduled(mint)).toContainText('12.50 ECO minted to');
    expect(await ecoBalance(account.address)).toBe(parseEther('12.5'));
    expect((await read<bigint>('soldIn', [SaleStage.Private])) - soldBefore).toBe(
      parseEther('12.5'),
    );
    await expect(auditEntry(page, '12.50 ECO from the Private sale allocation')).toHaveCount(1);
  });

  test('starts a two-step ownership transfer, which the named wallet is offered and the owner cancels', async ({
    page,
    account,
  }) => {
    restoreAfterTest(async () => {
      if ((await read<Address>('pendingOwner')) !== zeroAddress) {
        await ownerWrite('transferOwnership', [zeroAddress]);
      }
    });
    const wallet = await openAsOwner(page);
    const ownership = card(page, 'Ownership');
    await ownership.getByLabel('New owner').fill(account.address.toLowerCase());
    await reviewAndSend(ownership, 'Review transfer', `Pending owner: none → ${account.address}`);
    expect(await read<Address>('pendingOwner')).toBe(account.address);
    // The owner is still the timelock the panel's wallet proposes to.
    expect(await read<Address>('owner')).toBe(ownerAddress);
    await expect(ownership).toContainText(`Pending owner: ${account.address}`);

    // The named wallet sees the offer; it becomes owner only if it accepts.
    await wallet.setAccount(account.privateKey);
    await expect(
      page.getByRole('heading', { name: 'This page is for the contract owner' }),
    ).toBeVisible();
    await expect(card(page, 'Accept ownership')).toContainText('offered ownership');
    await wallet.setAccount(ownerPrivateKey);

    await reviewAndSend(
      card(page, 'Ownership'),
      'Review: cancel the transfer',
      `Pending owner: ${account.address} → none`,
    );
    expect(await read<Address>('pendingOwner')).toBe(zeroAddress);
    await expect(auditEntry(page, 'Pending transfer cancelled')).toHaveCount(1);
  });

  test('a request declined in the wallet changes nothing and says so', async ({ page }) => {
    const wallet = await openAsOwner(page);
    const prices = card(page, 'Prices');
    const before = await read<bigint>('tokenPrice', [SaleStage.Partners]);
    await prices.getByLabel('Price per ECO (ETH)').fill('0.000025');
    await prices.getByRole('button', { name: 'Review change' }).click();
    await expect(review(prices)).toContainText(
      `Partners price per ECO: ${formatUnits(before, 18)} ETH → 0.000025 ETH`,
    );
    wallet.rejectNext('eth_sendTransaction');
    await review(prices).getByRole('button', { name: 'Send transaction' }).click();
    await expect(prices.getByRole('alert')).toContainText('Request cancelled');
    await expect(prices.getByRole('alert')).toContainText('Nothing was sent');
    expect(await read<bigint>('tokenPrice', [SaleStage.Partners])).toBe(before);
  });
});

test.describe('as the owner, without sending anything', () => {
  // Many steps, each waiting for the page; slow when the whole suite shares the machine.
  test.describe.configure({ timeout: 120_000 });

  test('bad input gets a clear message and nothing reaches the wallet', async ({ page }) => {
    const wallet = await openAsOwner(page);
    const fees = card(page, 'Fees');
    await fees.getByLabel('Buy fee (%)').fill('2.5');
    await fees.getByLabel('Sell fee (%)').fill('1.25');
    await fees.getByRole('button', { name: 'Review change' }).click();
    await expect(
      fees.getByText("The buy fee can be at most 2% (the contract's cap)."),
    ).toBeVisible();
    await expect(fees.getByText('The sell fee can have at most 1 decimal')).toBeVisible();
    await expect(fees.getByLabel('Buy fee (%)')).toHaveAttribute('aria-invalid', 'true');

    const exclusions = card(page, 'Fee and limit exclusions');
    await exclusions.getByLabel('Address').fill('0x70997970c51812dc3A010C7d01b50e0d17dc79C8');
    await exclusions.getByRole('button', { name: 'Review change' }).click();
    await expect(exclusions).toContainText('do not match its checksum');

    const prices = card(page, 'Prices');
    await prices.getByLabel('Price per ECO (ETH)').fill('0');
    await prices.getByRole('button', { name: 'Review change' }).click();
    await expect(prices).toContainText('The price must be greater than zero.');

    const mint = card(page, 'Mint');
    await mint.getByLabel('Recipient').fill(`0x${'0'.repeat(40)}`);
    await mint.getByLabel('Amount (ECO)').fill('1000000000');
    await mint.getByRole('button', { name: 'Review mint' }).click();
    await expect(mint).toContainText('The recipient cannot be the zero address.');
    await expect(mint).toContainText('left in the Public sale allocation');

    const ownership = card(page, 'Ownership');
    await ownership.getByLabel('New owner').fill(wallet.address);
    await ownership.getByRole('button', { name: 'Review transfer' }).click();
    await expect(ownership).toContainText('This wallet is the owner already');

    await expect(page.getByRole('group', { name: reviewTitle })).toHaveCount(0);
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);
  });

  test('the panel passes axe in both themes, also with a review open, and fits 390 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAsOwner(page);
    const stages = card(page, 'Sale stages');
    await stages.getByRole('button', { name: /^Close Public sale$/ }).click();
    await expect(review(stages)).toContainText('Public sale stage: open → closed');
    // The review takes the focus, so a keyboard user goes on from there.
    await expect(review(stages)).toBeFocused();
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await review(stages).getByRole('button', { name: 'Cancel' }).click();
    await expect(review(stages)).toHaveCount(0);
  });
});

test.describe('anyone else', () => {
  test('a wallet that is not the owner is told the page is for the owner', async ({
    page,
    account,
  }) => {
    await openPanel(page, account.privateKey);
    await expect(
      page.getByRole('heading', { name: 'This page is for the contract owner' }),
    ).toBeVisible();
    // The owner is the timelock; the wallets that may propose to it are the team's.
    await expect(page.getByRole('main')).toContainText(
      `a proposer of the owner timelock ${ownerAddress.slice(0, 6)}…${ownerAddress.slice(-4)}`,
    );
    await expect(page.getByRole('heading', { name: 'Owner actions' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Review/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('without a wallet the page asks for the owner’s, and it is hidden from search and menus', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Connect the owner’s wallet' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // No menu leads here (the language menu opens this same page in another language).
    await expect(
      page
        .getByRole('banner')
        .getByRole('navigation', { name: 'Main' })
        .locator('a[href^="/admin"]'),
    ).toHaveCount(0);
    await expect(page.getByRole('contentinfo').locator('a[href^="/admin"]')).toHaveCount(0);
  });
});
