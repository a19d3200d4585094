// The sale stages' state (GET /chains/:chainId/stages) against a real anvil and the real indexer:
// openings and closings by hand are recorded at their event's block, and openings and closings
// by the clock (no event) at the first block whose time reached the scheduled time, both at the
// head and for a crossing that happened before the indexer started. Every answer is compared
// with the contract's own isSaleOpen at the same blocks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ecoLocalChain, ecoTokenAbi, saleStageByKey } from '@eco/contracts';
import {
  impersonateLocalOwner,
  startLocalChain,
  type LocalChain,
} from '@eco/contracts/local-chain';
import type { IndexedSaleStage, IndexerStagesAnswer } from '@eco/shared';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  type Address,
  type Hash,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type PostgresServer } from '../../api/test/postgres-server';
import { startIndexer, type RunningIndexer } from '../lib/run';
import { findFreePort } from './free-port';

const PARTNERS = saleStageByKey.partners.number;
const PRIVATE = saleStageByKey.private.number;
const PUBLIC = saleStageByKey.public.number;

let chain: LocalChain;
let indexer: RunningIndexer;
let owner: Address;

const client = () => createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 50 });
const testClient = () => createTestClient({ transport: http(chain.rpcUrl), mode: 'anvil' });
const eco = () => chain.deployment.address;

/** An owner call (the owner timelock, impersonated); resolves with its receipt. */
async function asOwner(
  functionName: 'setSaleOpen' | 'setSaleSchedule',
  args: readonly unknown[],
): Promise<{ blockNumber: bigint; transactionHash: Hash }> {
  const hash = await createWalletClient({
    transport: http(chain.rpcUrl),
    account: owner,
    chain: ecoLocalChain,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it: a union of function names does not narrow the ABI's argument tuples.
  }).writeContract({ address: eco(), abi: ecoTokenAbi, functionName, args } as never);
  const receipt = await client().waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return receipt;
}

const headTime = async () => (await client().getBlock()).timestamp;

/** Moves the chain's clock and mines one block; returns that block. */
async function mineAfter(seconds: number) {
  await testClient().increaseTime({ seconds });
  await testClient().mine({ blocks: 1 });
  return client().getBlock();
}

const isSaleOpenAt = (stage: number, blockNumber: bigint) =>
  client().readContract({
    address: eco(),
    abi: ecoTokenAbi,
    functionName: 'isSaleOpen',
    args: [stage],
    blockNumber,
  });

async function stages(): Promise<IndexerStagesAnswer> {
  const response = await fetch(`${indexer.url}/chains/31337/stages`);
  expect(response.status).toBe(200);
  return (await response.json()) as IndexerStagesAnswer;
}

/** The stage once the indexer has read the chain's head. */
async function stageAtHead(stage: number): Promise<IndexedSaleStage> {
  const head = await client().getBlockNumber();
  await indexer.waitForBlock(31337, head);
  const answer = await stages();
  expect(answer.indexed.number).toBeGreaterThanOrEqual(Number(head));
  return answer.stages.find((s) => s.stage === stage)!;
}

/**
 * The block where `stage` opened (or closed) by the clock, as the contract says: the first one
 * whose isSaleOpen answers `open`, with the one before answering the other way.
 */
async function expectSwitchAt(stage: number, blockNumber: string, open: boolean) {
  expect(await isSaleOpenAt(stage, BigInt(blockNumber))).toBe(open);
  expect(await isSaleOpenAt(stage, BigInt(blockNumber) - 1n)).toBe(!open);
}

// On PostgreSQL, production's database, as test/paging.test.ts. The handlers write through
// Ponder's store, the same calls on PGlite, where indexer.test.ts reads /stages and every other
// route on both databases; a second indexer on PGlite here cost the suite's job about 35 s in the
// phase where every check runs at once (2026-11-28). Add 'pglite' to run these on it too.
describe.each(['postgres'] as Array<'pglite' | 'postgres'>)('sale stages on %s', (database) => {
  let dataDir: string | undefined;
  let postgres: PostgresServer | undefined;
  /** The public stage's scheduled opening, crossed before the indexer started. */
  let earlyOpening: { opensAt: bigint; block: bigint };

  beforeAll(async () => {
    chain = await startLocalChain({ port: 0 });
    owner = await impersonateLocalOwner(chain.rpcUrl, eco());
    // Before the indexer starts: the public stage is closed, scheduled, and opens by the clock
    // some blocks back from the head the indexer starts at.
    await asOwner('setSaleOpen', [PUBLIC, false]);
    const opensAt = (await headTime()) + 1_000n;
    await asOwner('setSaleSchedule', [PUBLIC, opensAt, 0n]);
    await testClient().mine({ blocks: 5 });
    const opening = await mineAfter(1_000);
    await testClient().mine({ blocks: 7 });
    earlyOpening = { opensAt, block: opening.number };

    if (database === 'postgres') postgres = await startPostgresServer();
    else dataDir = mkdtempSync(path.join(tmpdir(), 'eco-indexer-stages-'));
    indexer = await startIndexer({
      rpcUrls: { 31337: chain.rpcUrl },
      port: await findFreePort(),
      anyPort: true,
      dataDir,
      databaseUrl: postgres?.url,
      pollingIntervalMs: 100,
      // The fund wallet's tracing is beside the point here.
      fundWallet: false,
    });
  });

  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup before it failed.
    await indexer?.stop();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup before it failed.
    await chain?.stop();
    await postgres?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('records the stages opened by hand at deployment', async () => {
    await testClient().mine({ blocks: 1 });
    const partners = await stageAtHead(PARTNERS);
    expect(partners).toEqual({
      stage: PARTNERS,
      openByHand: true,
      opensAt: null,
      closesAt: null,
      open: true,
      openedAt: {
        blockNumber: chain.deployment.deploymentBlock.toString(),
        timestamp: (
          await client().getBlock({ blockNumber: BigInt(chain.deployment.deploymentBlock) })
        ).timestamp.toString(),
        by: 'hand',
      },
      closedAt: null,
    });
  });

  it('finds the block of an opening by the clock that happened before it started', async () => {
    await testClient().mine({ blocks: 1 });
    const publicStage = await stageAtHead(PUBLIC);
    expect(publicStage).toMatchObject({
      openByHand: false,
      opensAt: earlyOpening.opensAt.toString(),
      open: true,
      openedAt: { blockNumber: earlyOpening.block.toString(), by: 'schedule' },
    });
    await expectSwitchAt(PUBLIC, publicStage.openedAt!.blockNumber, true);
  });

  it('records a closing by hand at its block, then an opening by the clock at the first block past opensAt', async () => {
    const closing = await asOwner('setSaleOpen', [PRIVATE, false]);
    const closedStage = await stageAtHead(PRIVATE);
    expect(closedStage).toMatchObject({
      openByHand: false,
      open: false,
      openedAt: { blockNumber: chain.deployment.deploymentBlock.toString(), by: 'hand' },
      closedAt: { blockNumber: closing.blockNumber.toString() },
    });

    const opensAt = (await headTime()) + 600n;
    await asOwner('setSaleSchedule', [PRIVATE, opensAt, 0n]);
    const waiting = await stageAtHead(PRIVATE);
    expect(waiting).toMatchObject({ opensAt: opensAt.toString(), closesAt: null, open: false });

    // A block short of the time changes nothing; the next one past it opens the stage.
    await mineAfter(300);
    expect((await stageAtHead(PRIVATE)).open).toBe(false);
    const opening = await mineAfter(300);
    expect(opening.timestamp).toBeGreaterThanOrEqual(opensAt);
    const opened = await stageAtHead(PRIVATE);
    expect(opened).toMatchObject({
      open: true,
      openedAt: {
        blockNumber: opening.number.toString(),
        timestamp: opening.timestamp.toString(),
        by: 'schedule',
      },
      closedAt: null,
    });
    await expectSwitchAt(PRIVATE, opened.openedAt!.blockNumber, true);

    // Opening it by hand now clears the schedule (which closes it for the rest of that
    // transaction) and opens it: to a buyer it never closed, so its open period goes on.
    await asOwner('setSaleOpen', [PRIVATE, true]);
    expect(await stageAtHead(PRIVATE)).toMatchObject({
      openByHand: true,
      opensAt: null,
      open: true,
      openedAt: { blockNumber: opening.number.toString(), by: 'schedule' },
      closedAt: null,
    });
  });

  it('records a closing by the clock at the first block past closesAt', async () => {
    const closesAt = (await headTime()) + 120n;
    await asOwner('setSaleSchedule', [PARTNERS, 0n, closesAt]);
    expect((await stageAtHead(PARTNERS)).open).toBe(true);
    const closing = await mineAfter(120);
    const closed = await stageAtHead(PARTNERS);
    expect(closed).toMatchObject({
      openByHand: true,
      closesAt: closesAt.toString(),
      open: false,
      closedAt: { blockNumber: closing.number.toString() },
    });
    await expectSwitchAt(PARTNERS, closed.closedAt!.blockNumber, false);
  });

  it('answers a bad or unknown chain with a 4xx that says why', async () => {
    const bad = await fetch(`${indexer.url}/chains/abc/stages`);
    expect({ status: bad.status, body: await bad.json() }).toEqual({
      status: 400,
      body: { error: 'bad_chain_id', message: 'The chain id must be a whole number, like 1.' },
    });
    expect((await fetch(`${indexer.url}/chains/1/stages`)).status).toBe(404);
  });
});
