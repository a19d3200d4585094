import type { Page } from '@playwright/test';
import {
  encodeFunctionData,
  numberToHex,
  parseAbi,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
  zeroAddress,
} from 'viem';
import type { Address, Hash, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { localDevAccounts } from '@eco/contracts';
import {
  eco,
  ecoBalance,
  ethBalance,
  exclusiveChainTag,
  expect,
  isSaleOpen,
  publicClient,
  SaleStage,
  setSaleOpen,
  test,
  tokensPurchased,
} from './support/chain-fixtures';
import { rpcCounts, rpcProxyUrl } from './support/rpc-proxy';
import { installTestWallet, testWalletInfo } from './support/test-wallet';

// Proves the browser-test harness (test wallet, chain fixtures, counting proxy) on its own,
// without the wallet UI: everything the site would do through wagmi is done here by hand in
// page.evaluate, through the provider the page discovers with EIP-6963.

type Outcome = { result?: unknown; error?: { code: number; message: string; data?: unknown } };

/** Discovers the test wallet through EIP-6963 in the page and sends it one request. */
function walletRequest(page: Page, method: string, params?: unknown): Promise<Outcome> {
  return page.evaluate(
    async ({ method, params, rdns }) => {
      type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> };
      const provider = await new Promise<Provider>((resolve, reject) => {
        const onAnnounce = (event: Event) => {
          const detail = (event as CustomEvent<{ info: { rdns: string }; provider: Provider }>)
            .detail;
          if (detail.info.rdns !== rdns) return;
          window.removeEventListener('eip6963:announceProvider', onAnnounce);
          resolve(detail.provider);
        };
        window.addEventListener('eip6963:announceProvider', onAnnounce);
        window.dispatchEvent(new Event('eip6963:requestProvider'));
        setTimeout(() => reject(new Error('no EIP-6963 announcement from the test wallet')), 2000);
      });
      try {
        return { result: await provider.request({ method, params }) };
      } catch (error) {
        const { code, message, data } = error as { code: number; message: string; data?: unknown };
        return { error: { code, message, data } };
      }
    },
    { method, params, rdns: testWalletInfo.rdns },
  );
}

/** Starts recording the provider's events in the page (window.__walletEvents). */
async function recordEvents(page: Page): Promise<void> {
  await page.evaluate((rdns) => {
    const win = window as unknown as { __walletEvents: [string, unknown][] };
    win.__walletEvents = [];
    const onAnnounce = (event: Event) => {
      const { info, provider } = (
        event as CustomEvent<{
          info: { rdns: string };
          provider: { on(name: string, listener: (data: unknown) => void): void };
        }>
      ).detail;
      if (info.rdns !== rdns) return;
      // Once: every later discovery re-announces the same provider.
      window.removeEventListener('eip6963:announceProvider', onAnnounce);
      for (const name of ['chainChanged', 'accountsChanged']) {
        provider.on(name, (data) => win.__walletEvents.push([name, data]));
      }
    };
    window.addEventListener('eip6963:announceProvider', onAnnounce);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
  }, testWalletInfo.rdns);
}

function recordedEvents(page: Page): Promise<[string, unknown][]> {
  return page.evaluate(
    () => (window as unknown as { __walletEvents: [string, unknown][] }).__walletEvents,
  );
}

async function send(page: Page, tx: Record<string, unknown>): Promise<Hash> {
  const outcome = await walletRequest(page, 'eth_sendTransaction', [tx]);
  expect(outcome.error).toBeUndefined();
  return outcome.result as Hash;
}

// The `rpc` fixture lets the page reach the proxy (../fixtures blocks other origins) and counts
// its requests apart from the other worker's.
test.beforeEach(({ rpc }) => {
  expect(rpc.tag).toBeTruthy();
});

test('announces itself through EIP-6963, connects and keeps the connection across reloads', async ({
  page,
}) => {
  const wallet = await installTestWallet(page);
  await page.goto('/');

  const announced = await page.evaluate(() => {
    const infos: { name: string; rdns: string; uuid: string; icon: string }[] = [];
    window.addEventListener('eip6963:announceProvider', (event) =>
      infos.push((event as CustomEvent<{ info: (typeof infos)[number] }>).detail.info),
    );
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    return { infos, hasWindowEthereum: 'ethereum' in window };
  });
  expect(announced.hasWindowEthereum).toBe(false);
  expect(announced.infos).toContainEqual({
    uuid: wallet.uuid,
    name: 'ECO Test Wallet',
    rdns: 'org.greenplaneteco.testwallet',
    icon: expect.stringMatching(/^data:image\/svg\+xml,/),
  });

  expect(await walletRequest(page, 'eth_accounts')).toEqual({ result: [] });
  expect(await walletRequest(page, 'eth_chainId')).toEqual({ result: '0x7a69' });
  expect(await walletRequest(page, 'eth_requestAccounts')).toEqual({ result: [wallet.address] });
  expect(wallet.connected).toBe(true);

  await page.reload();
  expect(await walletRequest(page, 'eth_accounts')).toEqual({ result: [wallet.address] });
  // Reads are forwarded to anvil.
  const balance = await walletRequest(page, 'eth_getBalance', [wallet.address, 'latest']);
  expect(BigInt(balance.result as Hex)).toBe(parseEther('1000'));

  expect(wallet.requests().map((request) => request.method)).toEqual([
    'eth_accounts',
    'eth_chainId',
    'eth_requestAccounts',
    'eth_accounts',
    'eth_getBalance',
  ]);
});

test('sends a transaction signed in Node and signs messages and typed data', async ({ page }) => {
  const wallet = await installTestWallet(page, { preconnected: true });
  await page.goto('/');
  // A fresh address: no other test can pay it meanwhile.
  const referrer: Address = privateKeyToAddress(generatePrivateKey());

  const before = await ethBalance(referrer);
  const value = parseEther('0.25');
  const hash = await send(page, { from: wallet.address, to: referrer, value: toHex(value) });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  expect(receipt.from).toBe(wallet.address.toLowerCase());
  expect((await ethBalance(referrer)) - before).toBe(value);

  const message = 'Sign in to Green Planet ECO';
  const signed = await walletRequest(page, 'personal_sign', [toHex(message), wallet.address]);
  expect(
    await verifyMessage({ address: wallet.address, message, signature: signed.result as Hex }),
  ).toBe(true);

  const typedData = {
    domain: { name: 'ECO', version: '1', chainId: 31337, verifyingContract: eco.address },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Greeting: [{ name: 'text', type: 'string' }],
    },
    primaryType: 'Greeting',
    message: { text: 'hello' },
  } as const;
  const typed = await walletRequest(page, 'eth_signTypedData_v4', [
    wallet.address,
    JSON.stringify(typedData),
  ]);
  const { EIP712Domain: _domain, ...types } = typedData.types;
  expect(
    await verifyTypedData({
      address: wallet.address,
      domain: typedData.domain,
      types,
      primaryType: 'Greeting',
      message: typedData.message,
      signature: typed.result as Hex,
    }),
  ).toBe(true);
});

test('answers EIP-5792 only when installed to, with batches atomic through EIP-7702', async ({
  page,
}) => {
  // Default: a wallet without the newer methods (the site then uses a permit), signing typed data.
  const plain = await installTestWallet(page, { preconnected: true });
  await page.goto('/');
  const asked = await walletRequest(page, 'wallet_getCapabilities', [plain.address]);
  expect(asked.error?.code).toBe(4200);
  expect((await walletRequest(page, 'wallet_sendCalls', [{}])).error?.code).toBe(4200);

  // A wallet that refuses typed data (the site then offers two steps).
  const other = await page.context().newPage();
  const refusing = await installTestWallet(other, { preconnected: true, typedData: false });
  await other.goto('/');
  const typed = await walletRequest(other, 'eth_signTypedData_v4', [refusing.address, '{}']);
  expect(typed.error?.code).toBe(4200);
  await other.close();

  const batching = await page.context().newPage();
  const wallet = await installTestWallet(batching, { preconnected: true, atomicBatches: true });
  await batching.goto('/');
  const chain = numberToHex(31337);
  const capabilities = async () =>
    (await walletRequest(batching, 'wallet_getCapabilities', [wallet.address, [chain]])).result;
  // 'ready': the account is upgraded (delegated) with its first batch.
  expect(await capabilities()).toEqual({ [chain]: { atomic: { status: 'ready' } } });

  const payee: Address = privateKeyToAddress(generatePrivateKey());
  const pay = { to: payee, value: toHex(parseEther('0.1')) };
  const batch = (calls: unknown[], version = '2.0.0') =>
    walletRequest(batching, 'wallet_sendCalls', [
      { version, from: wallet.address, chainId: chain, atomicRequired: true, calls },
    ]);
  expect((await batch([pay], '1.0')).error?.code).toBe(-32602);
  // All or none: a batch whose second call reverts (ZeroAmount) pays nothing with its first.
  const refused = await batch([
    pay,
    {
      to: eco.address,
      data: encodeFunctionData({ ...eco, functionName: 'publicSale', args: [0n] }),
    },
  ]);
  expect(refused.error).toBeDefined();
  expect(await ethBalance(payee)).toBe(0n);

  const sent = await batch([pay, pay]);
  const { id } = sent.result as { id: string };
  const callsStatus = async () =>
    (await walletRequest(batching, 'wallet_getCallsStatus', [id])).result as {
      status: number;
      atomic: boolean;
      receipts?: { transactionHash: Hash; status: Hex }[];
    };
  // 100 (pending) until the transaction is mined, then final.
  await expect.poll(async () => (await callsStatus()).status).toBe(200);
  const status = await callsStatus();
  expect(status).toMatchObject({ status: 200, atomic: true, receipts: [{ status: '0x1' }] });
  expect(status.receipts).toHaveLength(1);
  const [receipt] = status.receipts ?? [];
  // The batch's id is the wallet's own, not the transaction's hash.
  expect(receipt!.transactionHash).not.toBe(id);
  expect(await ethBalance(payee)).toBe(parseEther('0.2'));
  const transaction = await publicClient.getTransaction({ hash: receipt!.transactionHash });
  expect(transaction.to).toBe(wallet.address.toLowerCase());
  expect(await capabilities()).toEqual({ [chain]: { atomic: { status: 'supported' } } });
  expect((await walletRequest(batching, 'wallet_getCallsStatus', ['0x01'])).error?.code).toBe(5730);
  // Nobody but the account may make its calls: the delegate refuses anyone else.
  const execute = parseAbi(['function execute((address to, uint256 value, bytes data)[] calls)']);
  await expect(
    publicClient.call({
      account: payee,
      to: wallet.address,
      data: encodeFunctionData({
        abi: execute,
        functionName: 'execute',
        args: [[{ to: payee, value: 1n, data: '0x' }]],
      }),
    }),
  ).rejects.toThrow();
  await batching.close();
});

test('rejects, fails and holds requests when the test says so', async ({ page }) => {
  const wallet = await installTestWallet(page);
  await page.goto('/');

  // Without a method, rejectNext skips reads and hits the next prompt.
  wallet.rejectNext();
  expect(await walletRequest(page, 'eth_chainId')).toEqual({ result: '0x7a69' });
  expect(
    (await walletRequest(page, 'wallet_requestPermissions', [{ eth_accounts: {} }])).error,
  ).toEqual({ code: 4001, message: 'User rejected the request.' });
  expect(wallet.connected).toBe(false);

  // Signing before connecting is refused like a real wallet does.
  expect((await walletRequest(page, 'personal_sign', ['0x01', wallet.address])).error?.code).toBe(
    4100,
  );
  await walletRequest(page, 'eth_requestAccounts');

  wallet.rejectNext('eth_sendTransaction');
  const tx = { from: wallet.address, to: localDevAccounts.referrer, value: '0x1' };
  expect((await walletRequest(page, 'eth_sendTransaction', [tx])).error?.code).toBe(4001);
  expect(wallet.requests('eth_sendTransaction')[0]?.error?.code).toBe(4001);

  wallet.failNext({ code: -32603, message: 'Internal error' }, 'personal_sign');
  expect((await walletRequest(page, 'personal_sign', ['0x01', wallet.address])).error).toEqual({
    code: -32603,
    message: 'Internal error',
  });

  // holdNext: the request waits for the test, which can look at the page meanwhile.
  const held = wallet.holdNext('eth_sendTransaction');
  const pending = walletRequest(page, 'eth_sendTransaction', [tx]);
  expect((await held.arrived).method).toBe('eth_sendTransaction');
  held.approve();
  const hash = (await pending).result as Hash;
  expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');

  expect((await walletRequest(page, 'anvil_setBalance', [wallet.address, '0x0'])).error?.code).toBe(
    4200,
  );
});

test('switches only to known chains, adds chains, watches assets', async ({ page }) => {
  const wallet = await installTestWallet(page, { preconnected: true });
  await page.goto('/');
  await recordEvents(page);

  const sepolia = numberToHex(11155111);
  const switchTo = (chainId: Hex) =>
    walletRequest(page, 'wallet_switchEthereumChain', [{ chainId }]);

  expect((await switchTo(sepolia)).error?.code).toBe(4902);
  expect(
    await walletRequest(page, 'wallet_addEthereumChain', [
      {
        chainId: sepolia,
        chainName: 'Sepolia',
        nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:9'],
      },
    ]),
  ).toEqual({ result: null });
  // Adding switches too, as MetaMask does (wagmi checks the chain after adding).
  expect(await walletRequest(page, 'eth_chainId')).toEqual({ result: sepolia });
  // Transactions only go to the local chain.
  const tx = { from: wallet.address, to: localDevAccounts.referrer, value: '0x1' };
  expect((await walletRequest(page, 'eth_sendTransaction', [tx])).error?.code).toBe(4901);
  expect(await switchTo('0x7a69')).toEqual({ result: null });
  expect(await switchTo(sepolia)).toEqual({ result: null });

  // The user switching network in the wallet.
  await wallet.setChain(31337);
  expect(wallet.chainId).toBe(31337);
  expect(await recordedEvents(page)).toEqual([
    ['chainChanged', sepolia],
    ['chainChanged', '0x7a69'],
    ['chainChanged', sepolia],
    ['chainChanged', '0x7a69'],
  ]);

  const asset = { type: 'ERC20', options: { address: eco.address, symbol: 'ECO', decimals: 18 } };
  expect(await walletRequest(page, 'wallet_watchAsset', asset)).toEqual({ result: true });
  expect(wallet.requests('wallet_watchAsset')).toEqual([
    { method: 'wallet_watchAsset', params: asset },
  ]);
  expect(wallet.requests('wallet_addEthereumChain')).toHaveLength(1);
  expect(wallet.requests('wallet_switchEthereumChain')).toHaveLength(3);

  await wallet.disconnect();
  expect((await recordedEvents(page)).at(-1)).toEqual(['accountsChanged', []]);
  expect(await walletRequest(page, 'eth_accounts')).toEqual({ result: [] });
});

test('buys ECO, and the purchase is on the chain fixtures', async ({ page, partner }) => {
  // The partner fixture: a partner no other running test uses, so its numbers are its own.
  const wallet = await installTestWallet(page, {
    privateKey: partner.privateKey,
    preconnected: true,
  });
  await page.goto('/');
  const amount = parseEther('10');
  const before = await ecoBalance(wallet.address);
  const price = await publicClient.readContract({ ...eco, functionName: 'tokenPriceForPartners' });

  const hash = await send(page, {
    from: wallet.address,
    to: eco.address,
    value: toHex((amount * price) / 10n ** 18n),
    data: encodeFunctionData({
      abi: eco.abi,
      functionName: 'mintForPartners',
      // The partners stage takes no referrer (docs/decisions/0033).
      args: [partner.proof, partner.allocation, amount],
    }),
  });
  await publicClient.waitForTransactionReceipt({ hash });
  expect((await ecoBalance(wallet.address)) - before).toBe(amount);
  const purchases = await tokensPurchased({ buyer: wallet.address });
  expect(purchases.find((purchase) => purchase.transactionHash === hash)).toMatchObject({
    stage: SaleStage.Partners,
    amount,
    referrer: zeroAddress,
    reward: 0n,
  });
});

test.describe('a closed sale stage', { tag: exclusiveChainTag }, () => {
  test.use({ chainAccess: 'exclusive' });

  test('setSaleOpen closes a stage for this test; reverts reach the page with their data', async ({
    page,
  }) => {
    const wallet = await installTestWallet(page, { preconnected: true });
    await page.goto('/');
    await setSaleOpen(SaleStage.Public, false);
    expect(await isSaleOpen(SaleStage.Public)).toBe(false);

    const data = encodeFunctionData({
      abi: eco.abi,
      functionName: 'publicSale',
      args: [parseEther('1')],
    });
    const call = { from: wallet.address, to: eco.address, value: toHex(parseEther('1')), data };
    const estimate = await walletRequest(page, 'eth_estimateGas', [call]);
    // SaleClosed(2): selector + the stage, as the site needs to name the error.
    expect(estimate.error?.data).toMatch(/^0x[0-9a-f]{8}0{63}2$/);
    expect((await walletRequest(page, 'eth_sendTransaction', [call])).error?.data).toBe(
      estimate.error?.data,
    );
  });
});

test('setSaleOpen refuses to run without the exclusive chain lock', async () => {
  await expect(setSaleOpen(SaleStage.Public, false)).rejects.toThrow(/exclusive/);
  expect(await isSaleOpen(SaleStage.Public)).toBe(true);
});

test('the proxy counts the page RPC requests per test and resets', async ({ page, rpc }) => {
  await installTestWallet(page);
  await page.goto('/');
  await rpc.reset();
  const before = await rpcCounts();

  // As the site's viem transport would: one single call and one batch, cross-origin.
  const answers = await page.evaluate(async (url) => {
    const post = (body: unknown) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((res) => res.json() as Promise<unknown>);
    return [
      await post({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      await post([
        { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber', params: [] },
        { jsonrpc: '2.0', id: 3, method: 'eth_chainId', params: [] },
      ]),
    ];
  }, rpcProxyUrl);
  expect(answers[0]).toMatchObject({ result: '0x7a69' });
  expect(answers[1]).toHaveLength(2);

  // The wallet's own traffic goes straight to anvil: not counted.
  await walletRequest(page, 'eth_blockNumber');
  expect(await rpc.counts()).toEqual({
    httpRequests: 2,
    calls: { eth_chainId: 2, eth_blockNumber: 1 },
  });
  // The untagged totals include this test's requests (and whatever the other worker sent).
  const after = await rpcCounts();
  expect(after.httpRequests - before.httpRequests).toBeGreaterThanOrEqual(2);

  await rpc.reset();
  expect(await rpc.counts()).toEqual({ httpRequests: 0, calls: {} });
});

test('installs into a page that is already loaded', async ({ page }) => {
  await page.goto('/');
  const wallet = await installTestWallet(page, { preconnected: true });
  expect(await walletRequest(page, 'eth_accounts')).toEqual({ result: [wallet.address] });
});
