// The supply endpoints against a real anvil with ECO deployed: every figure is what the contract
// answers when asked directly, the parts add up to the minted supply, the text endpoints are bare
// numbers, and without a chain the answer is a 503 that says why.
import { createServer } from 'node:http';
import { defineLocalChain, ecoTokenAbi, localDevPrivateKeys, SaleStage } from '@eco/contracts';
import type { LocalChain } from '@eco/contracts/local-chain';
import { impersonateLocalOwner, startLocalChain } from '@eco/contracts/local-chain';
import type { ApiSupplyResponse } from '@eco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, formatUnits, http, zeroAddress } from 'viem';
import type { Address, Hash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { buildApp } from '../../app';
import { get, testConfig, useTestApp } from '../../../test/app';
import { pgliteKind } from '../../../test/databases';
import { freePort } from '../../../test/net';
import { SUPPLY_TTL_MS } from './supply.chain';

const buyer = privateKeyToAccount(localDevPrivateKeys.nonPartner);
const ONE_ECO = 10n ** 18n;
const BARE_NUMBER = /^\d+(\.\d{1,18})?$/;

describe('supply on a local chain (RPC_URL)', () => {
  let chain: LocalChain;
  /** ECO's owner (the timelock), impersonated to move the fund wallet without the delay. */
  let timelock: Address;
  beforeAll(async () => {
    chain = await startLocalChain({ port: 0 });
    timelock = await impersonateLocalOwner(chain.rpcUrl, chain.deployment.address);
  });
  afterAll(async () => {
    // Unset when beforeAll failed, whatever its type says.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    await chain?.stop();
  });
  const t = useTestApp(pgliteKind, {
    env: () => ({ RPC_URL: chain.rpcUrl, ECO_CHAIN_ID: '31337' }),
  });

  const clients = () => {
    const viemChain = defineLocalChain(chain.rpcUrl);
    const transport = http(chain.rpcUrl);
    return {
      publicClient: createPublicClient({ chain: viemChain, transport, pollingInterval: 20 }),
      walletClient: createWalletClient({ chain: viemChain, transport }),
    };
  };
  const eco = () => ({ address: chain.deployment.address, abi: ecoTokenAbi }) as const;

  async function mined(hash: Promise<Hash>) {
    const receipt = await clients().publicClient.waitForTransactionReceipt({ hash: await hash });
    expect(receipt.status).toBe('success');
  }

  async function buy(amount: bigint) {
    const { publicClient, walletClient } = clients();
    const [cost] = await publicClient.readContract({
      ...eco(),
      functionName: 'quote',
      args: [SaleStage.Public, 0, amount, buyer.address, zeroAddress],
    });
    await mined(
      walletClient.writeContract({
        ...eco(),
        functionName: 'publicSale',
        args: [amount],
        account: buyer,
        value: cost,
      }),
    );
  }

  const setFundWallet = (wallet: Address) =>
    mined(
      clients().walletClient.writeContract({
        ...eco(),
        functionName: 'setFundWallet',
        args: [wallet],
        account: timelock,
      }),
    );

  const balanceOf = (account: Address) =>
    clients().publicClient.readContract({ ...eco(), functionName: 'balanceOf', args: [account] });

  const supply = async () => {
    const response = await get(t.app, '/api/supply');
    expect(response.statusCode).toBe(200);
    return response.json<ApiSupplyResponse>();
  };

  it('reads every figure as the contract answers it directly, and the parts add up', async () => {
    await buy(1_000n * ONE_ECO);
    const response = await get(t.app, '/api/supply');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    const body = response.json<ApiSupplyResponse>();

    const { publicClient } = clients();
    const [totalSupply, blockNumber] = await Promise.all([
      publicClient.readContract({ ...eco(), functionName: 'totalSupply' }),
      publicClient.getBlockNumber(),
    ]);
    const args = chain.deployment.constructorArgs;
    // The treasury is the allocation wallets the deployment named, and the fund wallet.
    const treasury: [Address, string][] = [
      [args.communityWallet, 'Community allocation'],
      [args.ecosystemWallet, 'Ecosystem allocation'],
      [args.listingWallet, 'Listing & exchange allocation'],
      [args.marketingWallet, 'Marketing allocation'],
      [args.fundWallet, 'Fund wallet (trading fees)'],
    ];
    const amount = (wei: bigint) => ({ wei: wei.toString(), eco: formatUnits(wei, 18) });
    const wallet = async (address: Address, label: string) => ({
      address,
      label,
      ...amount(await balanceOf(address)),
    });
    const vesting = await Promise.all(
      chain.deployment.foundersVestingWallets.map((address, i) =>
        wallet(address, `Founders' vesting wallet ${i + 1}`),
      ),
    );
    const treasuryWallets = await Promise.all(treasury.map(([a, label]) => wallet(a, label)));
    const sum = (wallets: { wei: string }[]) => wallets.reduce((s, w) => s + BigInt(w.wei), 0n);
    expect(body).toEqual({
      chainId: 31337,
      token: chain.deployment.address,
      decimals: 18,
      blockNumber: blockNumber.toString(),
      maxSupply: { wei: (500_000_000n * ONE_ECO).toString(), eco: '500000000' },
      minted: amount(totalSupply),
      lockedInVesting: { ...amount(sum(vesting)), wallets: vesting },
      treasury: { ...amount(sum(treasuryWallets)), wallets: treasuryWallets },
      circulating: amount(totalSupply - sum(vesting) - sum(treasuryWallets)),
    });
    // The founders' 50,000,000 are all in vesting; the buyer's 1,000 are all that circulates.
    expect(body.lockedInVesting.eco).toBe('50000000');
    expect(body.circulating.eco).toBe('1000');
    expect(
      BigInt(body.circulating.wei) + BigInt(body.lockedInVesting.wei) + BigInt(body.treasury.wei),
    ).toBe(BigInt(body.minted.wei));
  });

  it('answers /total and /circulating as bare numbers of whole ECO in text/plain', async () => {
    const body = await supply();
    const total = await get(t.app, '/api/supply/total');
    const circulating = await get(t.app, '/api/supply/circulating');
    for (const response of [total, circulating]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=30');
      expect(response.body).toMatch(BARE_NUMBER);
    }
    expect(total.body).toBe(body.minted.eco);
    expect(circulating.body).toBe(body.circulating.eco);
    // Whole ECO: the minted supply is a round number here, without a decimal point.
    expect(total.body).toBe(formatUnits(BigInt(body.minted.wei), 18));
    expect(total.body).not.toContain('.');
  });

  it('serves one reading for 10 s, then follows the chain, a moved fund wallet included', async () => {
    const before = await supply();
    await buy(1n * ONE_ECO + ONE_ECO / 4n);
    // Within the cache's few seconds every endpoint serves the same reading.
    expect((await supply()).blockNumber).toBe(before.blockNumber);
    expect((await get(t.app, '/api/supply/circulating')).body).toBe(before.circulating.eco);
    t.clock.advance(SUPPLY_TTL_MS + 1);
    const after = await supply();
    expect(BigInt(after.blockNumber)).toBeGreaterThan(BigInt(before.blockNumber));
    expect(after.circulating.eco).toBe(
      formatUnits(BigInt(before.circulating.wei) + ONE_ECO + ONE_ECO / 4n, 18),
    );
    expect((await get(t.app, '/api/supply/circulating')).body).toMatch(/^\d+\.25$/);

    // The owner names the buyer's wallet as the fund wallet: it counts as the team's now, and
    // the former fund wallet no longer does.
    const formerFund = chain.deployment.constructorArgs.fundWallet;
    await setFundWallet(buyer.address);
    try {
      t.clock.advance(SUPPLY_TTL_MS + 1);
      const moved = await supply();
      const held = await balanceOf(buyer.address);
      expect(moved.treasury.wallets.at(-1)).toEqual({
        address: buyer.address,
        label: 'Fund wallet (trading fees)',
        wei: held.toString(),
        eco: formatUnits(held, 18),
      });
      expect(moved.treasury.wallets.map((w) => w.address)).not.toContain(formerFund);
      expect(BigInt(moved.circulating.wei)).toBe(BigInt(after.circulating.wei) - held);
    } finally {
      await setFundWallet(formerFund);
    }
  });

  it('reads with one eth_call per reading (the wallets once before), never a log scan', async () => {
    // A proxy in front of anvil that notes each JSON-RPC method it forwards.
    const methods: string[] = [];
    const proxy = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        const calls = [JSON.parse(body) as { method: string }].flat();
        methods.push(...calls.map((call) => call.method));
        void fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(await answer.text());
        });
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as { port: number };
    const app = await buildApp({
      config: testConfig({ RPC_URL: `http://127.0.0.1:${port}`, ECO_CHAIN_ID: '31337' }),
      database: t.store.database,
      clock: t.clock,
    });
    try {
      const answers = await Promise.all(
        ['/api/supply', '/api/supply/total', '/api/supply/circulating'].map((url) => get(app, url)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      // The immutable wallet addresses, then the reading: concurrent requests share it.
      expect(methods).toEqual(['eth_call', 'eth_call']);
      t.clock.advance(SUPPLY_TTL_MS + 1);
      expect((await get(app, '/api/supply')).statusCode).toBe(200);
      expect(methods).toEqual(['eth_call', 'eth_call', 'eth_call']);
    } finally {
      await app.close();
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('answers 503 with the reason without RPC_URL or while the RPC does not answer', async () => {
    const deadRpc = `http://127.0.0.1:${await freePort()}`;
    for (const [env, reason, retry] of [
      [{}, 'The supply cannot be read: the API has no RPC_URL to read the chain.', undefined],
      [
        { RPC_URL: deadRpc },
        'The supply could not be read from the chain right now. Try again in a minute.',
        '30',
      ],
    ] as const) {
      const app = await buildApp({
        config: testConfig(env),
        database: t.store.database,
        clock: t.clock,
      });
      try {
        const json = await get(app, '/api/supply');
        expect(json.statusCode).toBe(503);
        expect(json.json()).toEqual({ error: { code: 'supply_unavailable', message: reason } });
        expect(json.headers['cache-control']).toBe('no-store');
        expect(json.headers['retry-after']).toBe(retry);
        for (const url of ['/api/supply/total', '/api/supply/circulating']) {
          const text = await get(app, url);
          expect(text.statusCode).toBe(503);
          expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
          expect(text.headers['cache-control']).toBe('no-store');
          expect(text.body).toBe(reason);
        }
      } finally {
        await app.close();
      }
    }
  });
});
