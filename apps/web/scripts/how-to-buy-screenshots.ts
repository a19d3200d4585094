// Takes the screenshots of the how-to-buy guide (/learn/how-to-buy) from a running local site:
// the site's own "Connect a wallet" dialog, the Buy ECO dialog with a cost, a pending and a
// confirmed purchase, and that purchase's receipt page. With `npm start` running:
//
//   npm run screenshots:how-to-buy -w apps/web -- --base-url http://127.0.0.1:5173
//
// (`--rpc-url` names the local chain if it is not npm start's, http://127.0.0.1:$ANVIL_PORT.)
// It buys 1,000 ECO in the public stage with a fresh account funded on the local chain, through
// the EIP-6963 test wallet the browser tests use (e2e/support/test-wallet.ts), and writes
// public/learn/how-to-buy/<name>.png (1x, cropped to the dialog) and the pictures' sizes into
// src/content/how-to-buy-images.ts (generated). For a few seconds it stops the chain mining on
// its own, so the pending state stays on screen; it mines and turns automine on again after.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Locator, type Page } from 'playwright-core';
import { createPublicClient, createTestClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { defineLocalChain } from '@eco/contracts';
import { chromiumArgs, chromiumExecutable } from '../e2e/chromium';
import { acceptTerms, buyDialog, ecoField, purchaseButton } from '../e2e/support/buy-dialog';
import { installTestWallet, testWalletInfo } from '../e2e/support/test-wallet';
import { connectDialog } from '../e2e/support/wallet/connect';
import {
  imageSizesModule,
  MAX_SCREENSHOT_BYTES,
  parseScreenshotArgs,
  pngSize,
  recompressPng,
  screenshotDir,
  screenshotNames,
  sizesModulePath,
  unionBox,
  type Box,
  type ScreenshotName,
} from './lib/how-to-buy-shots';

const LOCAL_CHAIN_ID = 31337;
/** Wide enough for the Buy dialog (576 px at most), tall enough that no dialog scrolls. */
const VIEWPORT = { width: 640, height: 1600 };
/** Room kept around a cropped part of a dialog or page. */
const PADDING = 16;

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(webDir, screenshotDir);

const { baseUrl, rpcUrl } = parseScreenshotArgs(process.argv.slice(2), process.env);

// tsx compiles with esbuild's keepNames, which wraps named functions in a `__name(fn, "name")`
// helper; the test wallet's page script carries those calls but not the helper (as
// bench/support/page.ts explains), so the page gets a do-nothing one first.
const nameHelper = 'globalThis.__name ??= (fn) => fn;';

const chain = defineLocalChain(rpcUrl);
const publicClient = createPublicClient({ chain, transport: http(rpcUrl) });
const testClient = createTestClient({ chain, transport: http(rpcUrl), mode: 'anvil' });

/** Stops with the reason when the chain is not the local one the test wallet can send on. */
async function checkChain(): Promise<void> {
  let chainId: number;
  try {
    chainId = await publicClient.getChainId();
  } catch {
    throw new Error(
      `No chain answers at ${rpcUrl}. Start the product (npm start) or pass --rpc-url.`,
    );
  }
  if (chainId !== LOCAL_CHAIN_ID) {
    throw new Error(
      `The chain at ${rpcUrl} is ${chainId}, not the local chain ${LOCAL_CHAIN_ID}: the test wallet buys only there.`,
    );
  }
}

/** Moves the pointer off the page and drops the focus, so no hover or focus ring is captured. */
async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} is not on screen`);
  return found;
}

const sizes: Partial<Record<ScreenshotName, { width: number; height: number }>> = {};

/**
 * Recompresses what was written (losslessly), keeps its size for the generated module and says
 * how big it is.
 */
function record(name: ScreenshotName, file: string): void {
  const taken = readFileSync(file);
  const packed = recompressPng(taken);
  if (packed !== taken) writeFileSync(file, packed);
  const size = pngSize(packed);
  sizes[name] = size;
  const bytes = statSync(file).size;
  const note =
    bytes > MAX_SCREENSHOT_BYTES
      ? `  WARNING: above ${MAX_SCREENSHOT_BYTES / 1024} KB, the guide's budget per picture`
      : '';
  console.info(
    `${relative(webDir, file)}: ${size.width} x ${size.height}, ${(bytes / 1024).toFixed(1)} KB${note}`,
  );
}

/** A screenshot of one element (a dialog), at its own size. */
async function shootElement(name: ScreenshotName, element: Locator): Promise<void> {
  const page = element.page();
  await settle(page);
  const scrolls = await element.evaluate((node) => node.scrollHeight > node.clientHeight + 1);
  if (scrolls) throw new Error(`${name}: the dialog scrolls; make VIEWPORT taller`);
  const file = join(outDir, `${name}.png`);
  await element.screenshot({ path: file, animations: 'disabled', caret: 'hide', scale: 'css' });
  record(name, file);
}

/**
 * A screenshot of the part of the page around `parts`, as wide as `frame` (a dialog, whose own
 * padding frames it, or a page's article, given `framePadding` around it).
 */
async function shootArea(
  name: ScreenshotName,
  page: Page,
  parts: Locator[],
  frame: Locator,
  framePadding = 0,
): Promise<void> {
  await settle(page);
  const around = unionBox(await Promise.all(parts.map(box)), PADDING);
  const outer = unionBox([await box(frame)], framePadding);
  const clip = { x: outer.x, y: around.y, width: outer.width, height: around.height };
  if (clip.y + clip.height > VIEWPORT.height || clip.x + clip.width > VIEWPORT.width) {
    throw new Error(`${name}: the area to keep is not inside the window; make VIEWPORT taller`);
  }
  const file = join(outDir, `${name}.png`);
  await page.screenshot({ path: file, clip, animations: 'disabled', caret: 'hide', scale: 'css' });
  record(name, file);
}

await checkChain();
mkdirSync(outDir, { recursive: true });

// A buyer of its own: a fresh key with ETH for the purchase and its fee, and nothing else.
const privateKey = generatePrivateKey();
await testClient.setBalance({
  address: privateKeyToAccount(privateKey).address,
  value: parseEther('10'),
});

const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
let automineOff = false;
try {
  // Reduced motion: dialogs and sections appear at once, so nothing is caught mid-animation.
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
  });
  const page = await context.newPage();
  // The dev server compiles modules on their first request: give it time.
  page.setDefaultTimeout(60_000);
  await page.addInitScript(nameHelper);
  await installTestWallet(page, { privateKey, rpcUrl });

  await page.goto(`${baseUrl}/`);
  await page.waitForSelector('html[data-page-ready]', { state: 'attached' });

  // 1. The wallet chooser, opened from the Buy ECO dialog as a first-time buyer meets it.
  await page.getByRole('main').getByRole('button', { name: 'Buy ECO' }).first().click();
  const dialog = buyDialog(page);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Connect Wallet' }).click();
  const chooser = connectDialog(page);
  const testWallet = chooser.getByRole('button', { name: testWalletInfo.name, exact: true });
  await testWallet.waitFor();
  // The local test and owner wallets exist only in builds for the local chain (never in a public
  // one): the picture shows the chooser as a visitor with one browser wallet sees it.
  await chooser.evaluate((node) => {
    // Hidden, not removed: React still owns these nodes.
    for (const item of node.querySelectorAll('li')) {
      if (/^Local (test|owner) wallet$/.test(item.textContent.trim())) item.hidden = true;
    }
  });
  await shootElement('connect-dialog', chooser);
  await testWallet.click();
  await chooser.waitFor({ state: 'hidden' });

  // 2. The Buy ECO dialog: the public stage, 1,000 ECO, its cost and the terms accepted.
  await dialog.getByRole('tab', { name: 'Public' }).click();
  await ecoField(dialog).fill('1000');
  await dialog.getByText('Cost', { exact: true }).waitFor();
  await dialog.getByText(/^Wallet balance:/).waitFor();
  // The network fee is estimated once the amount rests: the picture shows the estimate.
  await dialog
    .getByText(/^at most [\d.]+ ETH/)
    .first()
    .waitFor();
  await acceptTerms(dialog);
  const purchase = purchaseButton(dialog);
  await page.waitForFunction(
    (button) => !(button as HTMLButtonElement).disabled,
    await purchase.elementHandle(),
  );
  await shootElement('buy-dialog', dialog);

  // 3. Pending: the chain holds the transaction until it is told to mine.
  await testClient.setAutomine(false);
  automineOff = true;
  await purchase.click();
  const pending = dialog
    .getByRole('status')
    .filter({ hasText: 'Purchase sent. Waiting for the network to confirm it' });
  await pending.waitFor();
  const waitingButton = dialog.getByRole('button', { name: 'Waiting for confirmation…' });
  await shootArea('purchase-pending', page, [waitingButton, pending], dialog);

  // 4. Confirmed: one block, then the chain mines on its own again.
  await testClient.mine({ blocks: 1 });
  await testClient.setAutomine(true);
  automineOff = false;
  const confirmed = dialog.getByRole('status').filter({ hasText: 'Purchase confirmed' });
  const receiptLink = confirmed.getByRole('link', { name: 'View your receipt' });
  await receiptLink.waitFor();
  await shootArea(
    'purchase-confirmed',
    page,
    [dialog.getByRole('button', { name: 'Purchase', exact: true }), confirmed],
    dialog,
  );

  // 5. The receipt page, from its heading to the purchase's figures.
  await receiptLink.click();
  const title = page.getByRole('heading', { level: 1, name: 'Receipt: ECO purchase' });
  await title.waitFor();
  const figures = page.getByRole('region', { name: 'Purchase', exact: true });
  await figures.getByText('Sale stage').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shootArea(
    'receipt',
    page,
    [title, figures],
    page.locator('article[aria-labelledby="receipt-title"]'),
    PADDING,
  );
} finally {
  // Never leave npm start's chain without automine, whatever failed.
  if (automineOff) {
    await testClient.mine({ blocks: 1 }).catch(() => undefined);
    await testClient.setAutomine(true).catch((error: unknown) => {
      console.error(`Could not turn automine on again at ${rpcUrl}:`, error);
    });
  }
  await browser.close();
}

const missing = screenshotNames.filter((name) => !sizes[name]);
if (missing.length > 0) throw new Error(`Not taken: ${missing.join(', ')}`);
writeFileSync(
  join(webDir, sizesModulePath),
  imageSizesModule(sizes as Record<ScreenshotName, { width: number; height: number }>),
);
console.info(`Sizes written to ${sizesModulePath}`);
