import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findEcoDeployment, localDevAccounts } from '@eco/contracts';
import { createWalletClient, http, parseEther, type Hex } from 'viem';
import { carbonCredits } from '../src/content/carbon-credits';
import { ledgerHash } from '../src/lib/ledger-hash';
import { publishLedger } from '../scripts/publish-ledger';
import {
  anvilUrl,
  buyInPublicSale,
  ethBalance,
  exclusiveChainTag,
  expect,
  localChain,
  ownerWrite,
  publicClient,
  restoreAfterTest,
  scheduleOwnerCall,
  test,
  testClient,
} from './support/chain-fixtures';
import { axeViolations } from './fixtures';

// /transparency reconciles the sale's and the fund wallet's ether from the chain and its
// history, lists the owner's changes and compares each contract's code with this repository's
// build; /carbon-credits compares the ledger it shows with the last version published on-chain.
// Every test changes what the whole chain shows (a withdrawal, a payment, code, the registry),
// so they run alone.

const local = findEcoDeployment(31337)!;
const ONE = 10n ** 18n;
// The deployed site's outflow tags: what a deployment of the content file changes.
const distDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const tagsFile = path.join(distDir, 'content/fund-wallet-outflows.json');

test.describe('transparency', { tag: exclusiveChainTag }, () => {
  test.use({ chainAccess: 'exclusive' });

  test('the sale and the fund wallet reconcile; an untagged payment is flagged until content tags it', async ({
    page,
    account,
  }) => {
    test.setTimeout(180_000);
    await buyInPublicSale(account, 1_000n * ONE);
    await ownerWrite('withdraw', []);
    // The fund wallet (anvil account 5, unlocked) pays 0.25 ETH to a supplier.
    const fund = createWalletClient({
      chain: localChain,
      transport: http(anvilUrl),
      account: local.fundWallet,
    });
    const supplier = localDevAccounts.referrer;
    const paid = await fund.sendTransaction({ to: supplier, value: parseEther('0.25') });
    await publicClient.waitForTransactionReceipt({ hash: paid });

    await page.goto('/transparency');
    const sale = page.getByRole('region', { name: "The sale's ether" });
    await expect(sale.getByText(/^Reconciled at block \d+/)).toBeVisible({ timeout: 20_000 });
    await expect(sale.getByText('Held by the contract')).toBeVisible();
    const wallet = page.getByRole('region', { name: 'The fund wallet' });
    const flagged = wallet.locator('[data-outflow="untagged"]');
    await expect(flagged).toHaveCount(1, { timeout: 20_000 });
    await expect(flagged).toContainText('0.25 ETH');
    await expect(flagged).toContainText('Unexplained');
    await expect(flagged).toContainText(paid);
    const verdict = wallet.getByRole('alert').filter({ hasText: 'Does not reconcile' });
    await expect(verdict).toContainText('1 outgoing payment (0.25 ETH) has no stated purpose');
    await expect(verdict).toContainText('0.25 ETH left without explanation');
    expect(await axeViolations(page)).toEqual([]);

    // The team tags it in the content file and deploys it: no rebuild of the app.
    const original = readFileSync(tagsFile, 'utf8');
    restoreAfterTest(() => writeFileSync(tagsFile, original));
    writeFileSync(
      tagsFile,
      JSON.stringify({
        outflows: [
          {
            chainId: 31337,
            transactionHash: paid,
            purpose: 'campaign',
            campaignId: 1,
            description: 'Seedlings for the mangrove nursery',
            provenance: { status: 'sample' },
          },
        ],
      }),
    );
    await page.reload();
    await expect(wallet.getByText(/^Reconciled at block \d+/)).toBeVisible({ timeout: 20_000 });
    await expect(wallet.locator('[data-outflow="untagged"]')).toHaveCount(0);
    const tagged = wallet.locator('[data-outflow="tagged"]');
    await expect(tagged).toContainText('Campaign 1: Seedlings for the mangrove nursery');
    await expect(tagged).toContainText('Sample');
    // The page's figures are the chain's: the balance shown is the wallet's balance.
    const balance = await ethBalance(local.fundWallet);
    const whole = (balance / ONE).toString();
    await expect(wallet.getByText(/^Balance at block \d+$/).locator('..')).toContainText(whole);
  });

  test('the owner change log lists each announced call as it stands', async ({ page }) => {
    // Announced, not run: the change log says so before it can take effect.
    await scheduleOwnerCall('setFees', [7n, 9n]);
    await page.goto('/transparency');
    const log = page.getByRole('region', { name: "The owner's change log" });
    const announced = log.locator('[data-operation-status="pending"]').filter({
      hasText: 'ECO token: setFees(7, 9)',
    });
    await expect(announced).toHaveCount(1, { timeout: 20_000 });
    await expect(announced).toContainText('Announced, not run yet.');
    await expect(announced).toContainText('could run from');
  });

  test("every contract's code matches this build, and a replaced one is shown loudly", async ({
    page,
  }) => {
    await page.goto('/transparency');
    const contracts = page.getByRole('region', { name: 'The contracts and their code' });
    await expect(contracts.locator('[data-code-check="match"]')).toHaveCount(7, {
      timeout: 20_000,
    });
    await expect(contracts).toContainText(
      'Matches the source in this repository, compiler and settings.',
    );

    const donations = local.donations.address;
    const original = (await publicClient.getCode({ address: donations })) as Hex;
    restoreAfterTest(() => testClient.setCode({ address: donations, bytecode: original }));
    const other = (await publicClient.getCode({
      address: local.carbonLedgerRegistry.address,
    })) as Hex;
    await testClient.setCode({ address: donations, bytecode: other });
    await page.reload();
    const tampered = contracts.getByRole('listitem').filter({ hasText: 'Donations' });
    await expect(tampered.getByRole('alert')).toContainText(
      'MISMATCH: this is not the code in this repository.',
      { timeout: 20_000 },
    );
    await expect(contracts.locator('[data-code-check="match"]')).toHaveCount(6);
  });

  test('the carbon ledger says which published version it is, and when it is not', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const status = page.locator('[data-publication-status]');
    const start = await publishLedger({ rpcUrl: anvilUrl, dryRun: true });
    const first = start.unchanged
      ? start.version
      : (await publishLedger({ rpcUrl: anvilUrl, uri: 'http://127.0.0.1/docs/carbon-ledger.json' }))
          .version;
    await page.goto('/carbon-credits');
    await expect(status).toHaveAttribute('data-publication-status', 'good', { timeout: 20_000 });
    await expect(status).toContainText(`Ledger version ${first}, published on-chain.`);
    await expect(status).toContainText(ledgerHash(carbonCredits));

    // The team publishes an edited ledger the site does not show (a row's tonnes changed).
    const edited = carbonCredits.map((row, i) =>
      i === 0 ? { ...row, tonnes: row.tonnes + 5 } : row,
    );
    await publishLedger({ rpcUrl: anvilUrl, hash: ledgerHash(edited) });
    await page.reload();
    await expect(status).toHaveAttribute('data-publication-status', 'bad', { timeout: 20_000 });
    await expect(status).toContainText(
      `The ledger shown does not match the last published version (version ${first + 1n}).`,
    );
    await expect(status).toContainText(ledgerHash(edited));

    // Published again, the shown ledger is the latest version.
    const again = await publishLedger({ rpcUrl: anvilUrl });
    expect(again.version).toBe(first + 2n);
    await page.reload();
    await expect(status).toContainText(`Ledger version ${first + 2n}, published on-chain.`, {
      timeout: 20_000,
    });
    // The link to the publishing transaction comes from the indexer.
    await expect(status).toContainText(`in transaction`, { timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
  });
});
