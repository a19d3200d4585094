import type { Locator, Page } from '@playwright/test';
import { numberToHex } from 'viem';
import type { Address } from 'viem';
import { expect, test, type ConnectedWallet } from './support/wallet-fixtures';
import { rpcProxyUrl } from './support/rpc-proxy';
import { installTestWallet, testWalletInfo } from './support/test-wallet';

// The header's wallet control against the injected EIP-6963 test wallet: connect, reconnect,
// disconnect, a refused prompt, the wrong network, and the lazy loading of the wallet code.

const localChainHex = numberToHex(31337);

/** Chunks that only the wallet stack (wagmi, connectors, the sale dialog) needs. */
const walletChunk =
  /\/assets\/(wallet-provider|wallet-island|buy-tokens-dialog|token-sections-below|add-eco-to-wallet|direct-figures-reader|local-test-wallet|connectors?|createConnector)-[\w-]+\.js$/;

const header = (page: Page) => page.getByRole('banner');
const connectButton = (page: Page) =>
  header(page).getByRole('button', { name: 'Connect Wallet', exact: true });
const connectDialog = (page: Page) => page.getByRole('dialog', { name: 'Connect a wallet' });
/** The site's one global alert (the dialog's own alerts have no Dismiss button). */
const globalAlert = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Dismiss alert' }) });

/** The connected header button: truncated address and ", wallet menu". */
function accountButton(page: Page, address: Address): Locator {
  const short = `${address.slice(0, 6)}…${address.slice(-4)}`;
  return header(page).getByRole('button', { name: short });
}

/** Opens the connect dialog from the header, picks the test wallet and waits for its address. */
async function connectThroughHeader(page: Page, connectedWallet: ConnectedWallet): Promise<void> {
  const wallet = await connectedWallet.connect(connectButton(page));
  await expect(accountButton(page, wallet.address)).toBeVisible();
}

test('connects the injected EIP-6963 wallet, listed by name and icon, and reconnects after a reload without a prompt', async ({
  page,
}) => {
  const wallet = await installTestWallet(page);
  await page.goto('/');
  await connectButton(page).click();

  const dialog = connectDialog(page);
  await expect(dialog).toBeVisible();
  const option = dialog.getByRole('button', { name: testWalletInfo.name, exact: true });
  await expect(option).toBeVisible();
  // The icon is the one the wallet announced, not the letter placeholder.
  await expect(option.locator('img')).toHaveAttribute('src', testWalletInfo.icon);
  // The e2e build also offers the built-in local test wallet.
  await expect(dialog.getByRole('button', { name: 'Local test wallet' })).toBeVisible();

  await option.click();
  const account = accountButton(page, wallet.address);
  await expect(account).toBeVisible();
  await expect(account).toHaveAccessibleName(/, wallet menu$/);
  // A fresh account holds no ECO: the balance is read from the chain and shown, without
  // needless decimals.
  await expect(account).toContainText('0 ECO');
  await expect(account).not.toContainText('0.00 ECO');
  await expect(dialog).toBeHidden();
  const prompts = () =>
    wallet.requests('eth_requestAccounts').length +
    wallet.requests('wallet_requestPermissions').length;
  expect(prompts()).toBe(1);

  // The menu holds the address actions.
  await account.click();
  await expect(header(page).getByRole('button', { name: 'Copy address' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Disconnect' })).toBeVisible();

  const before = wallet.requests().length;
  await page.reload();
  await expect(accountButton(page, wallet.address)).toBeVisible();
  await expect(connectDialog(page)).toBeHidden();
  // The session was restored by asking the wallet (eth_accounts), never by prompting again.
  const afterReload = wallet.requests().slice(before);
  expect(afterReload.map((request) => request.method)).toContain('eth_accounts');
  expect(prompts()).toBe(1);
});

test('disconnecting shows Connect Wallet again, and the next visit does not reconnect', async ({
  page,
  connectedWallet,
}) => {
  const wallet = await connectedWallet.install();
  await page.goto('/');
  await connectThroughHeader(page, connectedWallet);

  await accountButton(page, wallet.address).click();
  await header(page).getByRole('button', { name: 'Disconnect' }).click();
  await expect(connectButton(page)).toBeVisible();
  await expect(accountButton(page, wallet.address)).toBeHidden();

  const chunks: string[] = [];
  page.on('request', (request) => {
    if (walletChunk.test(new URL(request.url()).pathname)) chunks.push(request.url());
  });
  const before = wallet.requests().length;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // eslint-disable-next-line playwright/no-networkidle -- what follows proves that nothing was requested, and no event marks that: the network going quiet is the condition.
  await page.waitForLoadState('networkidle');
  await expect(connectButton(page)).toBeVisible();
  await expect(accountButton(page, wallet.address)).toBeHidden();
  // Not even the wallet code is loaded, so nothing can ask the wallet anything.
  expect(chunks).toEqual([]);
  expect(wallet.requests().slice(before)).toEqual([]);

  // Disconnecting in the wallet itself also reaches the header.
  await connectThroughHeader(page, connectedWallet);
  await wallet.disconnect();
  await expect(connectButton(page)).toBeVisible();
});

test('a connect request the user rejects shows "Request cancelled" and the dialog stays usable', async ({
  page,
}) => {
  const wallet = await installTestWallet(page);
  await page.goto('/');
  wallet.rejectNext('eth_requestAccounts');

  await connectButton(page).click();
  const dialog = connectDialog(page);
  const option = dialog.getByRole('button', { name: testWalletInfo.name, exact: true });
  await option.click();

  // Told inside the dialog: a toast would sit under the modal dialog, where it cannot be read
  // in full or dismissed.
  const failure = dialog.getByRole('alert');
  await expect(failure).toContainText('Request cancelled');
  await expect(failure).toContainText(
    'You declined the request in your wallet. Nothing was sent; you can try again.',
  );
  await expect(globalAlert(page)).toHaveCount(0);
  expect(wallet.connected).toBe(false);
  // Still open, and the wallet can be chosen again.
  await expect(dialog).toBeVisible();
  await expect(option).toBeEnabled();
  await expect(connectButton(page)).toBeVisible();

  await option.click();
  await expect(accountButton(page, wallet.address)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(wallet.connected).toBe(true);
});

test('a wallet that already trusts the site connects without a prompt, and the dialog closes', async ({
  page,
}) => {
  // As MetaMask does for a site used before: eth_accounts answers with the account at once.
  const wallet = await installTestWallet(page, { preconnected: true });
  await page.goto('/');
  await connectButton(page).click();

  // Loading the wallet code restores the connection the wallet already grants; that is a
  // connection like any other, so the dialog closes and the page can be used.
  await expect(accountButton(page, wallet.address)).toBeVisible();
  await expect(connectDialog(page)).toBeHidden();
  await expect(globalAlert(page)).toHaveCount(0);
  expect(wallet.requests('eth_requestAccounts')).toEqual([]);
  await accountButton(page, wallet.address).click();
  await expect(header(page).getByRole('button', { name: 'Disconnect' })).toBeVisible();
});

test('choosing the wallet that is already connected is a success, not an error', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { preconnected: true });
  await page.goto('/');
  // Hold the wallet's first answer, so the dialog is on screen while the connection is restored.
  const held = wallet.holdNext('eth_accounts');
  await connectButton(page).click();
  const option = connectDialog(page).getByRole('button', {
    name: testWalletInfo.name,
    exact: true,
  });
  await expect(option).toBeVisible();
  await held.arrived;
  await option.click();
  held.approve();

  await expect(accountButton(page, wallet.address)).toBeVisible();
  await expect(connectDialog(page)).toBeHidden();
  await expect(globalAlert(page)).toHaveCount(0);
});

test('on a network the site does not offer, the header asks to switch, and switching works', async ({
  page,
  connectedWallet,
}) => {
  const wallet = await connectedWallet.install();
  await page.goto('/');
  await connectThroughHeader(page, connectedWallet);

  // The user moves the wallet to Ethereum mainnet, which the e2e build (VITE_CHAINS=31337) lacks.
  await wallet.setChain(1);
  const wrongNetwork = header(page).getByRole('button', {
    name: 'Wrong network: switch to Anvil',
  });
  await expect(wrongNetwork).toBeVisible();
  await expect(accountButton(page, wallet.address)).toBeHidden();

  await wrongNetwork.click();
  await expect(accountButton(page, wallet.address)).toBeVisible();
  expect(wallet.chainId).toBe(31337);
  expect(wallet.requests('wallet_switchEthereumChain').map((request) => request.params)).toEqual([
    [{ chainId: localChainHex }],
  ]);
  expect(wallet.requests('wallet_addEthereumChain')).toEqual([]);
});

test('when the wallet does not know the chain (4902), the site adds it', async ({
  page,
  connectedWallet,
}) => {
  const wallet = await connectedWallet.install();
  await page.goto('/');
  await connectThroughHeader(page, connectedWallet);
  await wallet.setChain(1);

  // A wallet that has never seen the local chain answers the switch with 4902.
  wallet.failNext(
    {
      code: 4902,
      message: `Unrecognized chain ID "${localChainHex}". Try adding the chain using wallet_addEthereumChain first.`,
    },
    'wallet_switchEthereumChain',
  );
  await header(page).getByRole('button', { name: 'Wrong network: switch to Anvil' }).click();
  await expect(accountButton(page, wallet.address)).toBeVisible();
  expect(wallet.chainId).toBe(31337);

  const added = wallet.requests('wallet_addEthereumChain');
  expect(added).toHaveLength(1);
  expect(added[0]!.params).toEqual([
    expect.objectContaining({
      chainId: localChainHex,
      chainName: 'Anvil',
      nativeCurrency: expect.objectContaining({ symbol: 'ETH', decimals: 18 }),
      rpcUrls: [expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+/)],
    }),
  ]);
  expect(added[0]!.error).toBeUndefined();
});

test('content pages on a first visit neither load the wallet code nor touch the chain', async ({
  page,
  rpc,
}) => {
  const wallet = await installTestWallet(page);
  const chunks: string[] = [];
  const rpcRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (walletChunk.test(url.pathname)) chunks.push(url.pathname);
    if (url.origin === rpcProxyUrl) rpcRequests.push(request.url());
  });

  for (const path of ['/', '/learn/1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // eslint-disable-next-line playwright/no-networkidle -- what follows proves that nothing was requested, and no event marks that: the network going quiet is the condition.
    await page.waitForLoadState('networkidle');
    await expect(connectButton(page)).toBeVisible();
  }
  expect(chunks).toEqual([]);
  expect(rpcRequests).toEqual([]);
  expect(await rpc.counts()).toEqual({ httpRequests: 0, calls: {} });
  expect(wallet.requests()).toEqual([]);

  // The same watcher does see the wallet code arrive once the visitor asks for it.
  await connectButton(page).click();
  await expect(connectDialog(page)).toBeVisible();
  expect(chunks).toEqual(expect.arrayContaining([expect.stringMatching(/wallet-provider/)]));
});
