import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findEcoDeployment, localDevAccounts } from '@eco/contracts';
import { createWalletClient, http, parseEther, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { carbonCredits } from '../src/content/carbon-credits';
import { ledgerHash } from '../src/lib/ledger-hash';
import { publishLedger } from '../scripts/publish-ledger';
import { outflowTagsFileHash, publishOutflowTags } from '../scripts/publish-outflow-tags';
import { ethText, usdcText } from '../src/lib/format';
import {
  anvilUrl,
  buyInPublicSale,
  eco,
  SaleStage,
  ethBalance,
  exclusiveChainTag,
  expect,
  localChain,
  withdrawSaleProceeds,
  publicClient,
  restoreAfterTest,
  scheduleOwnerCall,
  test,
  testClient,
} from './support/chain-fixtures';
import { axeViolations } from './fixtures';
import { e2ePorts } from './support/ports';
import { e2eDistDir } from './support/parts';

// /transparency reconciles the sale's and the fund wallet's ether from the chain and its
// history, lists the owner's changes and compares each contract's code with this repository's
// build; /carbon-credits compares the ledger it shows with the last version published on-chain.
// Every test changes what the whole chain shows (a withdrawal, a payment, code, the registry),
// so they run alone.

const local = findEcoDeployment(31337)!;
const ONE = 10n ** 18n;
// The deployed site's outflow tags: what a deployment of the content file changes.
const tagsFile = path.join(e2eDistDir, 'content/fund-wallet-outflows.json');

/**
 * The hashes of the fund wallet's outgoing payments, as the indexer lists them once it has read
 * every one of `awaited`: the ones before those, which other tests made.
 */
async function earlierOutflows(awaited: readonly Hex[]): Promise<Hex[]> {
  const read = async () => {
    const response = await fetch(
      `http://127.0.0.1:${e2ePorts.indexer}/chains/31337/fund-wallet?limit=1000`,
    );
    if (!response.ok) return [];
    const answer = (await response.json()) as {
      flows: { direction: string; transactionHash: Hex }[];
    };
    return answer.flows.filter((f) => f.direction === 'out').map((f) => f.transactionHash);
  };
  await expect
    .poll(async () => {
      const hashes = await read();
      return awaited.every((hash) => hashes.includes(hash));
    })
    .toBe(true);
  return [...new Set(await read())].filter((hash) => !awaited.includes(hash));
}

/** The served tag file before this test deployed one (undefined: it has not). */
let originalTags: string | undefined;

/**
 * Deploys a tag file (writes the served file, as deploying the site would) and, unless told not
 * to, publishes its hash on the outflow tags' registry as the team does. When the test ends the
 * served file is the original again, and published again, so later tests find them agreeing.
 */
async function deployTags(outflows: object[], { publish = true } = {}): Promise<void> {
  if (!originalTags) {
    const original = readFileSync(tagsFile, 'utf8');
    originalTags = original;
    restoreAfterTest(async () => {
      writeFileSync(tagsFile, original);
      originalTags = undefined;
      await publishOutflowTags({ rpcUrl: anvilUrl, hash: outflowTagsFileHash(original) });
    });
  }
  const text = JSON.stringify({ outflows });
  writeFileSync(tagsFile, text);
  if (publish) await publishOutflowTags({ rpcUrl: anvilUrl, hash: outflowTagsFileHash(text) });
}

/** The fund wallet (anvil account 5, unlocked) pays `eth` to `to`. */
async function fundWalletPays(to: Address, eth: string): Promise<Hex> {
  const fund = createWalletClient({
    chain: localChain,
    transport: http(anvilUrl),
    account: local.fundWallet,
  });
  const hash = await fund.sendTransaction({ to, value: parseEther(eth) });
  await publicClient.waitForTransactionReceipt({ hash });
  return hash;
}

test.describe('transparency', { tag: exclusiveChainTag }, () => {
  test.use({ chainAccess: 'exclusive' });

  test('the sale and the fund wallet reconcile; an untagged payment is flagged until a published tag explains it', async ({
    page,
    account,
  }) => {
    test.setTimeout(180_000);
    await buyInPublicSale(account, 1_000n * ONE);
    await withdrawSaleProceeds();
    // The fund wallet pays 0.25 ETH to a supplier.
    const paid = await fundWalletPays(localDevAccounts.referrer, '0.25');
    const earlier = await earlierOutflows([paid]);

    await page.goto('/transparency');
    // The sale's money, per asset, each reconciled with what the contract holds of it.
    const sale = page.getByRole('region', { name: "The sale's money" });
    const [ethHeld, usdcPrice] = await Promise.all([
      publicClient.readContract({ ...eco, functionName: 'heldFunds', args: [0] }),
      publicClient.readContract({ ...eco, functionName: 'priceOf', args: [SaleStage.Public, 1] }),
    ]);
    for (const unit of ['ETH', 'USDC']) {
      const part = sale.getByRole('region', { name: `In ${unit}` });
      await expect(part.getByText(/^Reconciled at block \d+/)).toBeVisible({ timeout: 20_000 });
      await expect(part).toContainText('Raised − returned − withdrawn = what the contract holds');
    }
    const eth = sale.getByRole('region', { name: 'In ETH' });
    // Every withdrawal window has passed and the public stage's purchases were released; what
    // other stages' buyers may still take back stays held, and withdrawing left nothing else.
    await expect(eth).toContainText(
      `Held for buyers who may still take it back${ethText(ethHeld)}`,
    );
    await expect(eth).toContainText(`Withdrawable now${ethText(0n)}`);
    await expect(eth).toContainText(
      `Held by the contract${ethText(await ethBalance(eco.address))}`,
    );
    const publicStage = page
      .getByRole('region', { name: 'Stage by stage' })
      .locator('[data-stage="public"]');
    await expect(publicStage).toContainText('Finalized: it can no longer be cancelled');
    await expect(publicStage).toContainText(`USDC price${usdcText(usdcPrice)} per ECO`);
    const wallet = page.getByRole('region', { name: 'The fund wallet' });
    const flagged = wallet.locator('[data-outflow="untagged"]').filter({ hasText: paid });
    await expect(flagged).toHaveCount(1, { timeout: 20_000 });
    await expect(flagged).toContainText('0.25 ETH');
    await expect(flagged).toContainText('Unexplained');
    const verdict = wallet.getByRole('alert').filter({ hasText: 'Does not reconcile' });
    await expect(verdict).toContainText(
      /\d+ outgoing payments? \(.+ ETH\) ha(s|ve) no stated purpose/,
    );
    await expect(verdict).toContainText('left without explanation');
    expect(await axeViolations(page)).toEqual([]);

    // The team tags it (and any earlier payment) in the content file and deploys it, no rebuild
    // of the app, but does not publish the file yet: no tag of it counts.
    const tags = [
      ...earlier.map((hash) => ({
        chainId: 31337,
        transactionHash: hash,
        purpose: 'other',
        description: 'A payment an earlier test made',
        provenance: { status: 'sample' },
      })),
      {
        chainId: 31337,
        transactionHash: paid,
        purpose: 'other',
        description: 'Seedlings for the mangrove nursery, bought from the nursery supplier',
        provenance: { status: 'sample' },
      },
    ];
    await deployTags(tags, { publish: false });
    await page.reload();
    const publication = wallet.locator('[data-publication-status]');
    await expect(publication).toHaveAttribute('data-publication-status', 'bad', {
      timeout: 20_000,
    });
    await expect(publication).toContainText(
      /The outflow tags (have not been published on-chain yet|served do not match the last published version)/,
    );
    const unverified = wallet.locator('[data-outflow="unverified"]').filter({ hasText: paid });
    await expect(unverified).toContainText('Unverified: Its tag is in a tag file that is not');
    await expect(verdict).toContainText(paid);

    // Published, the tags count: a supplier is a purpose the chain cannot check, so it is the
    // team's word, and the page says so.
    await deployTags(tags);
    await page.reload();
    await expect(wallet.getByText(/^Reconciled at block \d+/)).toBeVisible({ timeout: 20_000 });
    await expect(publication).toHaveAttribute('data-publication-status', 'good');
    await expect(publication).toContainText(/Outflow tags version \d+, published on-chain\./);
    await expect(wallet.locator('[data-outflow="untagged"]')).toHaveCount(0);
    const claimed = wallet.locator('[data-outflow="claimed"]').filter({ hasText: paid });
    await expect(claimed).toContainText('Seedlings for the mangrove nursery');
    await expect(claimed).toContainText(
      "The team's word: the chain cannot show what this paid for",
    );
    await expect(claimed).toContainText('Sample');
    await expect(wallet.locator('[data-reconciled="yes"]')).toContainText(
      "counts on the team's word alone",
    );
    // The page's figures are the chain's: the balance shown is the wallet's balance.
    const balance = await ethBalance(local.fundWallet);
    const whole = (balance / ONE).toString();
    await expect(wallet.getByText(/^Balance at block \d+$/).locator('..')).toContainText(whole);
  });

  test('issue 29: a tag naming an unrelated payment as a campaign payment is a loud mismatch, never reconciled', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // The fund wallet pays 1.5 ETH to an unrelated address and 1.5 ETH to campaign 1, and the
    // team's tag file calls both campaign 1 ("verified"), and is published on-chain.
    const campaign1 = local.donations.campaigns.find((c) => c.id === 1)!.wallet;
    const unrelated = privateKeyToAccount(generatePrivateKey()).address;
    const toUnrelated = await fundWalletPays(unrelated, '1.5');
    const toCampaign = await fundWalletPays(campaign1, '1.5');
    // Every earlier payment of the wallet (other tests') is tagged too, so only the attack can
    // keep the wallet from reconciling.
    const earlier = await earlierOutflows([toUnrelated, toCampaign]);
    const verified = { status: 'verified', source: 'Campaign 1 report', checked: '2026-11-01' };
    const before = earlier.map((hash) => ({
      chainId: 31337,
      transactionHash: hash,
      purpose: 'other',
      description: 'A payment an earlier test made',
      provenance: { status: 'sample' },
    }));
    const campaignTag = {
      chainId: 31337,
      transactionHash: toCampaign,
      purpose: 'campaign',
      campaignId: 1,
      description: 'Mangrove nursery, first tranche',
      provenance: verified,
    };
    await deployTags([
      ...before,
      {
        chainId: 31337,
        transactionHash: toUnrelated,
        purpose: 'campaign',
        campaignId: 1,
        description: 'Mangrove nursery, second tranche (audited)',
        provenance: verified,
      },
      campaignTag,
    ]);

    await page.goto('/transparency');
    const wallet = page.getByRole('region', { name: 'The fund wallet' });
    const publication = wallet.locator('[data-publication-status]');
    await expect(publication).toHaveAttribute('data-publication-status', 'good', {
      timeout: 20_000,
    });
    const verdict = wallet.getByRole('alert').filter({ hasText: 'Does not reconcile' });
    await expect(verdict).toContainText(
      `Transaction ${toUnrelated}: the tag says it paid campaign 1, but the chain shows 1.5 ETH to ${unrelated}, not to campaign 1's registered wallet ${campaign1}.`,
    );
    await expect(verdict).toContainText('1.5 ETH left without explanation');
    await expect(wallet.getByText(/^Reconciled at block/)).toHaveCount(0);
    const mismatch = wallet.locator('[data-outflow="mismatch"]');
    await expect(mismatch).toHaveCount(1);
    await expect(mismatch).toContainText(toUnrelated);
    await expect(mismatch).toContainText('Mismatch: The tag says it paid campaign 1');
    const checked = wallet.locator('[data-outflow="verified"]');
    await expect(checked).toHaveCount(1);
    await expect(checked).toContainText(toCampaign);
    await expect(checked).toContainText(
      "Checked against the chain: paid to campaign 1's registered wallet.",
    );
    expect(await axeViolations(page)).toEqual([]);

    // The team edits the published file (the unrelated payment becomes "other") without
    // publishing the edit: the file is no longer the published one, so no tag in it counts.
    await deployTags(
      [
        ...before,
        {
          chainId: 31337,
          transactionHash: toUnrelated,
          purpose: 'other',
          description: 'Mangrove nursery, second tranche (audited)',
          provenance: verified,
        },
        campaignTag,
      ],
      { publish: false },
    );
    await page.reload();
    await expect(publication).toHaveAttribute('data-publication-status', 'bad', {
      timeout: 20_000,
    });
    await expect(publication).toContainText(
      'The outflow tags served do not match the last published version',
    );
    await expect(wallet.locator('[data-outflow="unverified"]')).toHaveCount(earlier.length + 2);
    await expect(verdict).toContainText(toUnrelated);
    await expect(wallet.getByText(/^Reconciled at block/)).toHaveCount(0);
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
    await expect(contracts.locator('[data-code-check="match"]')).toHaveCount(9, {
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
    await expect(contracts.locator('[data-code-check="match"]')).toHaveCount(8);
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
    // The check loads once the ledger comes near the screen (a reload may not keep the scroll).
    const showLedger = () =>
      page.getByRole('heading', { name: 'Our credit ledger' }).scrollIntoViewIfNeeded();
    await page.goto('/carbon-credits');
    await showLedger();
    await expect(status).toHaveAttribute('data-publication-status', 'good', { timeout: 20_000 });
    await expect(status).toContainText(`Ledger version ${first}, published on-chain.`);
    await expect(status).toContainText(ledgerHash(carbonCredits));

    // The team publishes an edited ledger the site does not show (a row's tonnes changed).
    const edited = carbonCredits.map((row, i) =>
      i === 0 ? { ...row, tonnes: row.tonnes + 5 } : row,
    );
    await publishLedger({ rpcUrl: anvilUrl, hash: ledgerHash(edited) });
    await page.reload();
    await showLedger();
    await expect(status).toHaveAttribute('data-publication-status', 'bad', { timeout: 20_000 });
    await expect(status).toContainText(
      `The ledger shown does not match the last published version (version ${first + 1n}).`,
    );
    await expect(status).toContainText(ledgerHash(edited));

    // Published again, the shown ledger is the latest version.
    const again = await publishLedger({ rpcUrl: anvilUrl });
    expect(again.version).toBe(first + 2n);
    await page.reload();
    await showLedger();
    await expect(status).toContainText(`Ledger version ${first + 2n}, published on-chain.`, {
      timeout: 20_000,
    });
    // The link to the publishing transaction comes from the indexer.
    await expect(status).toContainText(`in transaction`, { timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
  });
});
