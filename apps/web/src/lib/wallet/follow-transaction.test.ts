import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAnvil, type AnvilInstance } from '@eco/contracts/anvil';
import { localDevAccounts } from '@eco/contracts';
import {
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  parseEther,
  parseGwei,
  type Address,
  type Hash,
} from 'viem';
import { getTransaction } from 'viem/actions';
import { createConfig, type Config } from 'wagmi';
import { followTransaction } from './follow-transaction';
import { useActivityStore, type TransactionRecord } from '@/stores/activity';

// Followed on a real anvil with automine off, as a buyer's transaction lives on mainnet: pending
// for a while, sped up or cancelled in the wallet (same nonce), or never seen at all.

let anvil: AnvilInstance;
let config: Config;
const from = localDevAccounts.owner;
const to: Address = '0x000000000000000000000000000000000000dEaD';

function clients() {
  const chain = defineChain({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  });
  const transport = http(anvil.rpcUrl);
  return {
    chain,
    wallet: createWalletClient({ chain, transport, account: from }),
    test: createTestClient({ chain, transport, mode: 'anvil' }),
  };
}

const record = (hash: Hash, change: Partial<TransactionRecord> = {}): TransactionRecord => ({
  kind: 'transaction',
  id: hash,
  chainId: 31337,
  account: from,
  info: { type: 'donate', campaign: 'Test campaign', amount: '0.01' },
  sentAt: Date.now(),
  status: 'pending',
  ...change,
});

/** Sends 0.01 ETH to `to` at a low fee, left pending (automine is off). */
async function sendSlow(nonce?: number) {
  const { wallet } = clients();
  return wallet.sendTransaction({
    to,
    value: parseEther('0.01'),
    maxFeePerGas: parseGwei('2'),
    maxPriorityFeePerGas: parseGwei('1'),
    ...(nonce === undefined ? {} : { nonce }),
  });
}

/** The status the store holds for `hash`. */
const storedStatus = (hash: Hash) =>
  useActivityStore.getState().records.find((r) => r.id === hash)?.status;

/** JSON-RPC methods the site's config has sent, in order. */
const sentMethods: string[] = [];

/** Waits for a condition of the follower, with a bound no machine's slowness reaches. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 20 });

/**
 * Waits until the follower has read the transaction's sender and nonce (stored on its record):
 * from then on it is watching for a receipt, and knows the nonce slot a replacement would take.
 */
const watching = (hash: Hash) =>
  until(() => {
    const stored = useActivityStore.getState().records.find((r) => r.id === hash);
    if (!(stored?.kind === 'transaction' && stored.sent)) throw new Error('not watching yet');
  });

beforeAll(async () => {
  anvil = await startAnvil({ args: ['--no-mining'] });
  const { chain } = clients();
  config = createConfig({
    chains: [chain],
    transports: {
      [chain.id]: http(anvil.rpcUrl, {
        onFetchRequest: (_request, init) => {
          const body = JSON.parse(init.body as string) as { method: string } | { method: string }[];
          sentMethods.push(...[body].flat().map((call) => call.method));
        },
      }),
    },
    pollingInterval: 50,
  });
});

afterAll(async () => {
  await anvil.stop();
});

beforeEach(() => {
  window.localStorage.clear();
  useActivityStore.setState({ records: [] });
});

describe('followTransaction', () => {
  it('follows a pending transaction until a block holds it, and records it confirmed', async () => {
    const hash = await sendSlow();
    useActivityStore.getState().put(record(hash));
    const outcome = followTransaction(config, record(hash));
    // Still pending while watched: nothing is mined without a block.
    await watching(hash);
    expect(storedStatus(hash)).toBe('pending');
    await clients().test.mine({ blocks: 1 });
    const result = await outcome;
    expect(result.kind).toBe('mined');
    expect(storedStatus(hash)).toBe('confirmed');
    // The sender and nonce were read while it was pending, for a replacement's lookup.
    const stored = useActivityStore.getState().records.find((r) => r.id === hash);
    expect(stored?.kind === 'transaction' && stored.sent?.from.toLowerCase()).toBe(
      from.toLowerCase(),
    );
  });

  it('follows a sped-up transaction to its replacement (same call, higher fee)', async () => {
    const hash = await sendSlow();
    const { nonce } = await getTransaction(clients().wallet, { hash });
    useActivityStore.getState().put(record(hash));
    const outcome = followTransaction(config, record(hash));
    await watching(hash);
    const faster = await clients().wallet.sendTransaction({
      to,
      value: parseEther('0.01'),
      nonce,
      maxFeePerGas: parseGwei('5'),
      maxPriorityFeePerGas: parseGwei('3'),
    });
    await clients().test.mine({ blocks: 1 });
    const result = await outcome;
    expect(result).toMatchObject({ kind: 'replaced', reason: 'repriced' });
    expect(result.kind === 'replaced' && result.receipt.transactionHash).toBe(faster);
    expect(storedStatus(hash)).toBe('confirmed');
    expect(useActivityStore.getState().records[0]).toMatchObject({
      replacement: { hash: faster, reason: 'repriced' },
    });
  });

  it('tells a cancellation (a same-nonce transfer of nothing to oneself) apart', async () => {
    const hash = await sendSlow();
    const { nonce } = await getTransaction(clients().wallet, { hash });
    useActivityStore.getState().put(record(hash));
    const outcome = followTransaction(config, record(hash));
    await watching(hash);
    await clients().wallet.sendTransaction({
      to: from,
      value: 0n,
      nonce,
      maxFeePerGas: parseGwei('5'),
      maxPriorityFeePerGas: parseGwei('3'),
    });
    await clients().test.mine({ blocks: 1 });
    expect(await outcome).toMatchObject({ kind: 'replaced', reason: 'cancelled' });
    expect(storedStatus(hash)).toBe('cancelled');
  });

  it('finds a replacement mined before the watch began (a reload), from the recorded nonce', async () => {
    const hash = await sendSlow();
    const sent = await getTransaction(clients().wallet, { hash });
    const { nonce } = sent;
    const faster = await clients().wallet.sendTransaction({
      to,
      value: parseEther('0.01'),
      nonce,
      maxFeePerGas: parseGwei('5'),
      maxPriorityFeePerGas: parseGwei('3'),
    });
    await clients().test.mine({ blocks: 1 });
    // The node forgot the slow one; the record from before the reload still knows its nonce.
    const earlier = record(hash, {
      sent: { from: sent.from, nonce, to: sent.to, value: sent.value, input: sent.input },
    });
    useActivityStore.getState().put(earlier);
    const result = await followTransaction(config, earlier, { notFoundAfterMs: 20_000 });
    // viem looks the nonce's slot up (eth_getTransactionBySenderAndNonce) and finds the faster one.
    expect(result).toMatchObject({ kind: 'replaced', reason: 'repriced' });
    expect(result.kind === 'replaced' && result.receipt.transactionHash).toBe(faster);
    expect(storedStatus(hash)).toBe('confirmed');
  });

  it('marks a transaction the node never knew as not found once its time is up', async () => {
    const unknown: Hash = `0x${'ab'.repeat(32)}`;
    const old = record(unknown, { sentAt: Date.now() - 60 * 60_000 });
    useActivityStore.getState().put(old);
    expect(await followTransaction(config, old, { notFoundAfterMs: 1_000 })).toEqual({
      kind: 'not-found',
    });
    expect(storedStatus(unknown)).toBe('not-found');
  });

  it('keeps watching a transaction still in the pool past its time: it is slow, not lost', async () => {
    const hash = await sendSlow();
    useActivityStore.getState().put(record(hash));
    const asked = sentMethods.length;
    const outcome = followTransaction(config, record(hash), { notFoundAfterMs: 200 });
    // Past its time without a receipt, the follower asked the node again (its first read was for
    // the sender and nonce) and found it still in the pool.
    await until(() =>
      expect(
        sentMethods.slice(asked).filter((m) => m === 'eth_getTransactionByHash').length,
      ).toBeGreaterThanOrEqual(2),
    );
    expect(storedStatus(hash)).toBe('pending');
    await clients().test.mine({ blocks: 1 });
    expect((await outcome).kind).toBe('mined');
    expect(storedStatus(hash)).toBe('confirmed');
  });

  it('calls a forgotten transaction whose nonce was used since replaced, not lost', async () => {
    const unknown: Hash = `0x${'ef'.repeat(32)}`;
    const mined = await sendSlow();
    await clients().test.mine({ blocks: 1 });
    const sent = await getTransaction(clients().wallet, { hash: mined });
    // A record of a transaction the node no longer knows, whose nonce another one used.
    const forgotten = record(unknown, {
      sentAt: Date.now() - 60 * 60_000,
      sent: { from, nonce: sent.nonce, to, value: 1n, input: '0x' },
    });
    useActivityStore.getState().put(forgotten);
    const result = await followTransaction(config, forgotten, { notFoundAfterMs: 500 });
    expect(['nonce-used', 'replaced']).toContain(result.kind);
    expect(storedStatus(unknown)).toBe('replaced');
  });

  it('watches one transaction once however many ask', () => {
    const unknown: Hash = `0x${'cd'.repeat(32)}`;
    const first = followTransaction(config, record(unknown), { notFoundAfterMs: 1 });
    expect(followTransaction(config, record(unknown))).toBe(first);
    return first;
  });
});
