// The fund wallet's history needs old state (its balance before ECO's deployment) and block
// traces: an archive node with the debug namespace. On a node that prunes old state (here anvil
// --prune-history, as the history benchmark runs it) INDEXER_FUND_WALLET=false runs the rest of
// the history without it. (Left on, the indexer stops at start with "Cannot read the fund
// wallet's balance at block 1 ... needs an RPC that keeps old state (an archive node)", but only
// after Ponder's own retries, over a minute: too slow to run here.) One database is enough: what
// differs is the RPC, and the tests beside this run every route on both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localDevAccounts } from '@eco/contracts';
import { startLocalChain, type LocalChain } from '@eco/contracts/local-chain';
import { createPublicClient, createTestClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIndexer, type RunningIndexer } from '../lib/run';
import { findFreePort } from './free-port';
import { buyInPublicSale, publicBuyer } from './local-indexer';

let chain: LocalChain;
let indexer: RunningIndexer | undefined;
let dataDir: string | undefined;

describe('a node that prunes old state', () => {
  const client = () => createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 50 });

  beforeAll(async () => {
    chain = await startLocalChain({
      port: 0,
      anvilArgs: ['--hardfork', 'cancun', '--prune-history'],
    });
    await createTestClient({ transport: http(chain.rpcUrl), mode: 'anvil' }).mine({ blocks: 20 });
  });

  afterAll(async () => {
    await indexer?.stop();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup before it failed.
    await chain?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('indexes the rest with INDEXER_FUND_WALLET=false, and says the fund wallet is left out', async () => {
    // The node really has pruned the opening balance's block (else this proves nothing).
    const openingBlock = BigInt(chain.deployment.deploymentBlock) - 1n;
    await expect(
      client().getBalance({ address: localDevAccounts.fundWallet, blockNumber: openingBlock }),
    ).rejects.toThrow();
    dataDir = mkdtempSync(path.join(tmpdir(), 'eco-indexer-pruned-'));
    indexer = await startIndexer({
      rpcUrls: { 31337: chain.rpcUrl },
      port: await findFreePort(),
      anyPort: true,
      dataDir,
      pollingIntervalMs: 100,
      fundWallet: false,
    });

    const { hash, block } = await buyInPublicSale(chain, 100n);
    await indexer.waitForBlock(31337, block);

    const purchases = await fetch(`${indexer.url}/chains/31337/accounts/${publicBuyer}/purchases`);
    expect(purchases.status).toBe(200);
    const { purchases: rows } = (await purchases.json()) as {
      purchases: { transactionHash: string }[];
    };
    expect(rows.map((row) => row.transactionHash)).toEqual([hash]);
    const fund = await fetch(`${indexer.url}/chains/31337/fund-wallet`);
    expect({ status: fund.status, body: await fund.json() }).toEqual({
      status: 404,
      body: {
        error: 'fund_wallet_not_indexed',
        message: 'This indexer leaves the fund wallet out (INDEXER_FUND_WALLET=false).',
      },
    });
  });
});
