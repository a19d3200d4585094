// The embedded database (PGlite, what `npm start` and the browser tests run) across a restart: the
// indexer stopped, a purchase made while it is down, then started again on its kept folder
// (INDEXER_KEEP_DATA), as serve-indexer.ts does for the browser test of the portfolio without
// its indexer. The main suite (indexer.test.ts) checks every route on PostgreSQL, production's
// database; the browser tests read every history on PGlite.
//
// What the site relies on is checked on every answer while the indexer comes back: an answer that
// says it has read a block lists every purchase up to that block. The site shows "History is
// catching up" only while the indexer says it is behind, so an answer claiming the head without
// its rows would show a buyer an empty history as if it were complete.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalChain, type LocalChain } from '@eco/contracts/local-chain';
import type { IndexedBlock } from '@eco/shared';
import type { Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIndexer, type RunningIndexer } from '../lib/run';
import { findFreePort } from './free-port';
import { buyInPublicSale, publicBuyer } from './local-indexer';

let chain: LocalChain;
let indexer: RunningIndexer | undefined;
let dataDir: string;

type PurchasesAnswer = { indexed: IndexedBlock; purchases: { transactionHash: Hash }[] };

const start = async (keepData: boolean) =>
  startIndexer({
    rpcUrls: { 31337: chain.rpcUrl },
    port: await findFreePort(),
    anyPort: true,
    dataDir,
    keepData,
    pollingIntervalMs: 100,
  });

describe('the indexer on PGlite, restarted on its kept folder', () => {
  beforeAll(async () => {
    chain = await startLocalChain({ port: 0 });
    dataDir = mkdtempSync(path.join(tmpdir(), 'eco-indexer-restart-'));
  });

  afterAll(async () => {
    await indexer?.stop();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup before it failed.
    await chain?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('catches up on a purchase made while it was stopped, and never claims a block before its rows', async () => {
    indexer = await start(false);
    const first = await buyInPublicSale(chain, 100n);
    await indexer.waitForBlock(31337, first.block);
    await indexer.stop();

    const missed = await buyInPublicSale(chain, 50n);
    indexer = await start(true);
    const url = `${indexer.url}/chains/31337/accounts/${publicBuyer}/purchases`;
    const expected = [missed, first];
    // Every answer from the first one the restarted indexer gives until it lists both purchases.
    const answers: PurchasesAnswer[] = [];
    await expect
      .poll(
        async () => {
          const response = await fetch(url).catch(() => undefined);
          if (response?.status !== 200) return 0;
          const answer = (await response.json()) as PurchasesAnswer;
          answers.push(answer);
          return answer.purchases.length;
        },
        { timeout: 60_000, interval: 50 },
      )
      .toBe(2);

    // A row may be written before the claim moves past its block; a claim never before its rows.
    for (const { indexed, purchases } of answers) {
      const owed = expected.filter(({ block }) => block <= BigInt(indexed.number));
      expect(
        purchases.map((row) => row.transactionHash),
        `the answer at block ${indexed.number}`,
      ).toEqual(expect.arrayContaining(owed.map(({ hash }) => hash)));
    }
  });
});
