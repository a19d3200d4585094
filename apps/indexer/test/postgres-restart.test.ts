// Production's database across a crash mid-sale: the indexer on PostgreSQL SIGKILLed (no clean
// stop: a crash, or a machine that lost power) while a buyer keeps buying, then started again on
// the same database. Afterwards its purchases equal the contract's events at one block, the block
// it says it has read: no purchase counted twice, none missed, totals to match. The embedded
// database (PGlite) has its own test across a clean restart (pglite-restart.test.ts).
import { startLocalChain, type LocalChain } from '@eco/contracts/local-chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type PostgresServer } from '../../api/test/postgres-server';
import { reconcilePurchases } from '../lib/reconcile';
import { startIndexer, type RunningIndexer } from '../lib/run';
import { findFreePort } from './free-port';
import { buyInPublicSale, publicBuyer } from './local-indexer';

let chain: LocalChain;
let postgres: PostgresServer | undefined;
let indexer: RunningIndexer | undefined;

const start = async () =>
  startIndexer({
    rpcUrls: { 31337: chain.rpcUrl },
    port: await findFreePort(),
    anyPort: true,
    databaseUrl: postgres?.url,
    pollingIntervalMs: 100,
  });

describe('the indexer on PostgreSQL, killed mid-sale and started again', () => {
  beforeAll(async () => {
    chain = await startLocalChain({ port: 0 });
    postgres = await startPostgresServer();
  });

  afterAll(async () => {
    await indexer?.stop();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup before it failed.
    await chain?.stop();
    await postgres?.stop();
  });

  it('counts every purchase once: before, during and after the restart, as the contract does at one block', async () => {
    indexer = await start();
    const first = await buyInPublicSale(chain, 10n);
    const second = await buyInPublicSale(chain, 11n);
    await indexer.waitForBlock(31337, second.block);

    // A buyer who does not wait for the indexer: six purchases, one after the other, while it
    // dies and comes back (a fixed number, so the chain stops growing for the restart to catch).
    const during: Awaited<ReturnType<typeof buyInPublicSale>>[] = [];
    const buyer = (async () => {
      for (let n = 12n; n < 18n; n++) during.push(await buyInPublicSale(chain, n));
    })();
    await expect.poll(() => during.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
    indexer.child.kill('SIGKILL');
    await indexer.stop();
    await expect.poll(() => during.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
    indexer = await start();
    await buyer;
    const after = [await buyInPublicSale(chain, 99n)];
    const last = after[0]!.block;
    await indexer.waitForBlock(31337, last, 120_000);

    const count = await reconcilePurchases({
      indexerUrl: indexer.url,
      rpcUrl: chain.rpcUrl,
      chainId: 31337,
      contract: chain.deployment.address,
      buyer: publicBuyer,
    });
    expect(count.atBlock).toBeGreaterThanOrEqual(last);
    // The chain holds exactly what the buyer bought.
    const bought = [first, second, ...during, ...after].map((p) => p.hash.toLowerCase());
    expect(count.onChain.map((k) => k.split(':')[0]).sort()).toEqual(bought.sort());
    // Every purchase once: none twice (a block indexed again after the crash), none missed.
    expect(count.indexed).toEqual(count.onChain);
    expect(count.totals.indexed).toEqual(count.totals.onChain);
    expect(count.totals.rowsAmount).toBe(count.totals.onChain.amount);
    expect(count.whole).toBe(true);
  }, 300_000);
});
