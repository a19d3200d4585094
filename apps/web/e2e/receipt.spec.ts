import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { createWalletClient, http, parseEther, parseEventLogs } from 'viem';
import type { Hash } from 'viem';
import { ecoTokenAbi } from '@eco/contracts';
import { PLEDGE_NOT_RETIREMENT, pledgeFor, SAMPLE_PLEDGE_NOTE } from '@eco/shared/pledge';
import { pdfText } from '../scripts/lib/pdf/pdf-text';
import { formatEco, formatTokenAmount, formatUtcDateTime } from '../src/lib/format';
import { formatUnits } from '../src/lib/units';
import { axeViolations, NOT_FOUND_CONSOLE_ERROR } from './fixtures';
import { acceptTerms, ecoField, openConnected, purchaseButton } from './support/buy-dialog';
import {
  anvilUrl,
  createFundedAccount,
  createReferrer,
  eco,
  expect,
  localChain,
  publicClient,
  test,
} from './support/chain-fixtures';
import { installTestWallet } from './support/test-wallet';
import {
  documentsNotSaidEnglish,
  textOutsideMessages,
  untranslated,
  untranslatedSourceTexts,
} from './support/untranslated';

// A buyer's receipt, from the Buy dialog's success to the PDF they keep: every figure on the
// page and in the PDF is the TokensPurchased event ECO emitted (read here with viem, straight
// from anvil), formatted as the site formats it. Transactions that have no receipt, and
// addresses that name no transaction, get their own clear answers.
//
// A receipt address is opened directly (a shared link, a QR code): the static host answers it
// with the not-found page and status 404, which Chromium logs, and the app renders the receipt.
test.use({ allowedConsoleErrors: [NOT_FOUND_CONSOLE_ERROR] });

/** The value the receipt shows for `label` (its <dd>). */
const figure = (page: Page, label: string): Locator =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Spaces as a PDF and a comparison see them: narrow and no-break spaces are spaces. */
const spaces = (text: string) => text.replace(/\s+/g, ' ');

const eth = (wei: bigint) => `${formatTokenAmount(wei, { decimals: 6, minimumDecimals: 2 })} ETH`;

test('a purchase links to its receipt; the page and the PDF show exactly the TokensPurchased event', async ({
  page,
  account,
}) => {
  test.setTimeout(120_000);
  // Only a wallet that has bought may be named as referrer (docs/decisions/0033).
  const referrer = await createReferrer();
  await installTestWallet(page, { privateKey: account.privateKey });
  const dialog = await openConnected(page, `/?affiliate-token=${referrer.address}`);
  await dialog.getByRole('tab', { name: 'Public' }).click();
  await ecoField(dialog).fill('250');
  await acceptTerms(dialog);
  await purchaseButton(dialog).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Purchase confirmed: 250 ECO are in your wallet.',
    { timeout: 15_000 },
  );

  await dialog.getByRole('link', { name: 'View your receipt' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/receipt\/31337\/0x[0-9a-f]{64}$/);
  const hash = new URL(page.url()).pathname.split('/').at(-1) as Hash;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipt: ECO purchase');

  // The event, read straight from anvil: only ECO's own log counts.
  const receipt = await publicClient.getTransactionReceipt({ hash });
  const events = parseEventLogs({
    abi: ecoTokenAbi,
    logs: receipt.logs,
    eventName: 'TokensPurchased',
  }).filter((log) => log.address.toLowerCase() === eco.address.toLowerCase());
  expect(events).toHaveLength(1);
  const {
    buyer,
    amount,
    cost,
    referrer: rewarded,
    reward,
    index,
    withdrawableUntil,
  } = events[0]!.args;
  expect(buyer).toBe(account.address);
  expect(rewarded).toBe(referrer.address);
  const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber });
  const price = (cost * 10n ** 18n) / amount;
  const fee = receipt.gasUsed * receipt.effectiveGasPrice;
  const exactFee = formatUnits(fee, 18);

  const expected: [string, string][] = [
    ['Buyer', account.address],
    ['Sale stage', 'Public stage'],
    ['ECO bought', `${formatEco(amount)} ECO`],
    ['Price per ECO', eth(price)],
    ['Purchase number', `${index} in the stage`],
    ['Paid', eth(cost)],
    ['Withdrawal right', `until ${formatUtcDateTime(Number(withdrawableUntil) * 1000)}`],
    ['Referrer', referrer.address],
    ['Referral reward', `${formatEco(reward)} ECO`],
    ['Block time', formatUtcDateTime(Number(block.timestamp) * 1000)],
    ['Block', receipt.blockNumber.toString()],
    ['From', account.address],
    ['To', eco.address],
    ['Network fee', eth(fee)],
    ['Transaction', hash],
  ];
  for (const [label, value] of expected) {
    await expect(figure(page, label), label).toContainText(value);
  }
  expect(formatEco(amount)).toBe('250');
  await expect(figure(page, 'Confirmations')).toContainText(/^\d+As of block \d+/);
  if (exactFee.split('.')[1]!.length > 6) {
    await expect(figure(page, 'Network fee')).toContainText(`exactly ${exactFee} ETH`);
  }

  const pledge = page.getByRole('region', { name: /^Pledge/ });
  await expect(pledge.locator('[data-sample-badge]')).toBeVisible();
  await expect(pledge).toContainText(pledgeFor(amount).text);
  await expect(pledge).toContainText(PLEDGE_NOT_RETIREMENT);
  await expect(pledge).toContainText(SAMPLE_PLEDGE_NOTE);
  const pageUrl = new URL(page.url()).href;
  await expect(
    page.getByRole('img', { name: `QR code: opens this receipt at ${pageUrl}` }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The PDF holds the same figures, the pledge labelled as a sample, and the page's address.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`eco-receipt-31337-${hash.slice(0, 10)}.pdf`);
  const pdf = await readFile(await download.path());
  const text = pdfText(pdf);
  // Each label is drawn just before its value.
  for (const [label, value] of expected) {
    expect(text, label).toContain(spaces(`${label} ${value}`));
  }
  expect(text).toContain('Pledge (SAMPLE)');
  expect(text).toContain(`Sample pledge ${pledgeFor(amount).text.replace('₂', '2')}`);
  expect(text).toContain(PLEDGE_NOT_RETIREMENT);
  expect(text).toContain(SAMPLE_PLEDGE_NOTE);
  expect(pdf.toString('latin1')).toContain(`/URI (${pageUrl})`);

  // On a phone the receipt fits the screen: full addresses and the hash wrap.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);

  // In another language every word of the page is the language's (the pseudo-language brackets
  // each message): the title, the stage, the pledge; the PDF stays English and says so.
  await page.goto(`/pseudo/receipt/31337/${hash}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^⟦.+⟧$/);
  // The receipt itself, not its loading view (whose heading is bracketed too): the PDF link shows
  // with the receipt's figures.
  await expect(page.locator('a[href$="/pdf"]')).toBeVisible();
  expect(untranslated(await textOutsideMessages(page), untranslatedSourceTexts())).toEqual([]);
  expect(await documentsNotSaidEnglish(page)).toEqual([]);
});

test('a plain transfer, a malformed address and an unknown hash each get a clear answer', async ({
  page,
  account,
  rpc,
}) => {
  const wallet = createWalletClient({
    account: account.account,
    chain: localChain,
    transport: http(anvilUrl),
  });
  const recipient = await createFundedAccount(0n);
  const transfer = await wallet.sendTransaction({
    to: recipient.address,
    value: parseEther('0.5'),
  });
  await publicClient.waitForTransactionReceipt({ hash: transfer });

  await page.goto(`/receipt/31337/${transfer}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Neither a purchase nor a donation',
  );
  await expect(page.getByRole('main')).toContainText(
    'This transaction is a plain transfer of ether',
  );
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  // On a phone the full addresses wrap: the page is never wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  // In another language what it is and why it is no receipt are the language's too.
  await page.goto(`/pseudo/receipt/31337/${transfer}`);
  await expect(page.getByRole('main').locator('ul li').first()).toHaveText(/^⟦.+⟧$/);
  expect(untranslated(await textOutsideMessages(page), untranslatedSourceTexts())).toEqual([]);
  // The API has no PDF of it either, and says why.
  const pdf = await page.request.get(`/api/receipts/31337/${transfer}/pdf`);
  expect(pdf.status()).toBe(404);
  expect(((await pdf.json()) as { error: { message: string } }).error.message).toBe(
    `Transaction ${transfer} on chain 31337 is neither an ECO purchase, a withdrawal or refund of one, nor a donation, so there is no receipt to download.`,
  );

  // A malformed hash is answered before anything is asked of the chain.
  await rpc.reset();
  await page.goto('/receipt/31337/0x1234');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This is not a receipt address');
  await expect(page.getByRole('main')).toContainText(
    'A transaction hash is 0x followed by 64 hexadecimal characters (0-9, a-f).',
  );
  expect(await axeViolations(page)).toEqual([]);
  const calls = (await rpc.counts()).calls;
  expect(calls.eth_getTransactionByHash ?? 0).toBe(0);
  expect(calls.eth_getTransactionReceipt ?? 0).toBe(0);

  // A well-formed hash nobody sent.
  const unknown = `0x${'ab'.repeat(32)}`;
  await page.goto(`/receipt/31337/${unknown}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction not found');
  await expect(page.getByRole('main')).toContainText(
    `There is no transaction ${unknown} on Anvil (chain 31337).`,
  );
  expect(await axeViolations(page)).toEqual([]);
});
