// What the indexer's tests run against and do on it, written once: a real anvil with ECO
// deployed, production's database (a throwaway PostgreSQL 15 server, the API's test tooling) and
// `ponder start`, and the one way a test buys ECO.
import { ecoLocalChain, ecoTokenAbi, localDevAccounts, SaleStage } from '@eco/contracts';
import { startLocalChain, type LocalChain } from '@eco/contracts/local-chain';
import { createPublicClient, createWalletClient, http, type Address, type Hash } from 'viem';
import { afterAll, beforeAll, expect } from 'vitest';
import { startPostgresServer, type PostgresServer } from '../../api/test/postgres-server';
import { startIndexer, type RunningIndexer } from '../lib/run';
import { findFreePort } from './free-port';

const ONE = 10n ** 18n;

const clientOf = (chain: LocalChain) =>
  createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 50 });

const walletOf = (chain: LocalChain, account: Address) =>
  createWalletClient({ transport: http(chain.rpcUrl), account, chain: ecoLocalChain });

/**
 * Sends `buyer`'s purchase of `amount` ECO base units for ETH in the public stage (or `stage`),
 * naming `referrer` if given, paying the stage price rounded up as the site does: its hash, once
 * the chain has it (not yet mined).
 */
export async function sendPurchase(
  chain: LocalChain,
  buyer: Address,
  amount: bigint,
  {
    stage = SaleStage.Public,
    referrer,
  }: { stage?: typeof SaleStage.Private | typeof SaleStage.Public; referrer?: Address } = {},
): Promise<Hash> {
  const eco = { address: chain.deployment.address, abi: ecoTokenAbi } as const;
  const price = await clientOf(chain).readContract({
    ...eco,
    functionName: 'tokenPrice',
    args: [stage],
  });
  return walletOf(chain, buyer).writeContract({
    ...eco,
    functionName: stage === SaleStage.Public ? 'publicSale' : 'privateSale',
    args: referrer ? [amount, referrer] : [amount],
    value: (amount * price + ONE - 1n) / ONE,
  });
}

/** The buyer of `buyInPublicSale`: a local account outside the partners list. */
export const publicBuyer = localDevAccounts.nonPartner;

/** Buys `whole` ECO in the public sale on `chain` as publicBuyer: its hash and block, once mined. */
export async function buyInPublicSale(
  chain: LocalChain,
  whole: bigint,
): Promise<{ hash: Hash; block: bigint }> {
  const hash = await sendPurchase(chain, publicBuyer, whole * ONE);
  const receipt = await clientOf(chain).waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return { hash, block: receipt.blockNumber };
}

/**
 * Starts anvil, PostgreSQL and the indexer before the tests of the file (or describe) that calls
 * it, and stops them after. `beforeIndexing` runs on the chain before the indexer starts: what
 * the indexer must meet while catching up. Returns getters of what it started and the calls the
 * tests make on it.
 */
export function useLocalIndexer({
  beforeIndexing,
}: { beforeIndexing?: (chain: LocalChain) => Promise<void> } = {}) {
  let chain: LocalChain | undefined;
  let indexer: RunningIndexer | undefined;
  let postgres: PostgresServer | undefined;

  beforeAll(async () => {
    chain = await startLocalChain({ port: 0 });
    await beforeIndexing?.(chain);
    postgres = await startPostgresServer();
    indexer = await startIndexer({
      rpcUrls: { 31337: chain.rpcUrl },
      port: await findFreePort(),
      anyPort: true,
      databaseUrl: postgres.url,
      pollingIntervalMs: 100,
    });
  });

  afterAll(async () => {
    await indexer?.stop();
    await chain?.stop();
    await postgres?.stop();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The ${what} has not started (see beforeAll).`);
    return value;
  };
  const local = {
    chain: () => started(chain, 'local chain'),
    indexer: () => started(indexer, 'indexer'),
    client: () => clientOf(local.chain()),
    wallet: (account: Address) => walletOf(local.chain(), account),
    /** Waits for the transaction, checks it succeeded, and waits for the indexer to read its block. */
    mined: async (hash: Hash) => {
      const receipt = await local.client().waitForTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');
      await local.indexer().waitForBlock(31337, receipt.blockNumber);
      return receipt;
    },
    /** GET `route` of the read API: its status and JSON body. */
    get: async <T = Record<string, unknown>>(
      route: string,
    ): Promise<{ status: number; body: T }> => {
      const res = await fetch(`${local.indexer().url}${route}`);
      return { status: res.status, body: (await res.json()) as T };
    },
  };
  return local;
}
