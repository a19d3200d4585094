// The referral figures (GET /api/affiliate, the team's leaderboard) from a real indexer (ponder
// start on a fresh PGlite folder) beside a real anvil with ECO; then from a stand-in indexer that
// fails in each way a real one can. Either way the API answers 200 with its usual shape: an
// indexer that is down, slow or failing is a note on the page, never a 5xx.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineLocalChain, ecoTokenAbi, localDevPrivateKeys, SaleStage } from '@eco/contracts';
import type { LocalChain } from '@eco/contracts/local-chain';
import { startLocalChain } from '@eco/contracts/local-chain';
import { startIndexer } from '@eco/indexer/run';
import type { RunningIndexer } from '@eco/indexer/run';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, http, zeroAddress } from 'viem';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { signInWithWallet, signUp } from '../../../test/accounts';
import type { TestContext } from '../../../test/app';
import { get, useTestApp } from '../../../test/app';
import { pgliteKind } from '../../../test/databases';
import { freePort } from '../../../test/net';
import type { ReferralTotalsReader, ReferredPurchasesReader } from './affiliate.chain';
import {
  createReferralTotalsReader,
  createReferredPurchasesReader,
  HISTORY_CATCHING_UP,
} from './affiliate.chain';

const ADMIN_EMAIL = 'team@eco.example';
const buyer = privateKeyToAccount(localDevPrivateKeys.nonPartner);
const referrer = privateKeyToAccount(localDevPrivateKeys.referrer);
const ONE_ECO = 10n ** 18n;

/** The referrer (signed in with its wallet) and an admin of the leaderboard: their cookies. */
async function signIn(t: TestContext) {
  return { asReferrer: await signInWithWallet(t, referrer), asAdmin: await signUp(t, ADMIN_EMAIL) };
}

/** The referrer's figures and the leaderboard, as the referrer and an admin see them. */
async function views(t: TestContext, who: Awaited<ReturnType<typeof signIn>>) {
  return {
    affiliate: await get(t.app, '/api/affiliate', who.asReferrer),
    board: await get(t.app, '/api/admin/referrals', who.asAdmin),
  };
}

describe('referral history from the indexer', () => {
  let chain: LocalChain;
  let indexer: RunningIndexer;
  let dataDir: string;
  beforeAll(async () => {
    chain = await startLocalChain({ port: 0 });
    dataDir = mkdtempSync(path.join(tmpdir(), 'eco-api-indexer-'));
    indexer = await startIndexer({
      rpcUrls: { 31337: chain.rpcUrl },
      port: await freePort(),
      anyPort: true,
      dataDir,
      pollingIntervalMs: 100,
    });
  }, 180_000);
  afterAll(async () => {
    // Unset when beforeAll failed, whatever their types say.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    await indexer?.stop();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    await chain?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const t = useTestApp(pgliteKind, {
    env: () => ({ INDEXER_URL: indexer.url, ECO_CHAIN_ID: '31337', ADMIN_EMAILS: ADMIN_EMAIL }),
  });

  /** Buys in the public stage; resolves once the indexer has read the purchase's block. */
  async function buy(amount: bigint, named?: Address, from = buyer) {
    const viemChain = defineLocalChain(chain.rpcUrl);
    const transport = http(chain.rpcUrl);
    const publicClient = createPublicClient({ chain: viemChain, transport, pollingInterval: 20 });
    const walletClient = createWalletClient({ chain: viemChain, transport, account: from });
    const eco = { address: chain.deployment.address, abi: ecoTokenAbi } as const;
    const [cost] = await publicClient.readContract({
      ...eco,
      functionName: 'quote',
      args: [SaleStage.Public, 0, amount, from.address, named ?? zeroAddress],
    });
    const hash = await walletClient.writeContract({
      ...eco,
      functionName: 'publicSale',
      args: named ? [amount, named] : [amount],
      value: cost,
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    await indexer.waitForBlock(31337, receipt.blockNumber);
    return receipt.blockNumber;
  }

  it('shows a purchase naming the referrer on GET /api/affiliate and on the leaderboard', async () => {
    const who = await signIn(t);
    const before = await views(t, who);
    expect(before.affiliate.json().purchasesReferred).toMatchObject({ count: 0, rewards: '0' });
    expect(before.board.json()).toMatchObject({ items: [], available: true, note: null });

    // Only a wallet that has bought may be named as referrer (docs/decisions/0033).
    await buy(ONE_ECO, undefined, referrer);
    await buy(1_000n * ONE_ECO, referrer.address);
    const block = await buy(500n * ONE_ECO, referrer.address);
    await buy(10n * ONE_ECO);

    const { affiliate, board } = await views(t, who);
    expect(affiliate.statusCode).toBe(200);
    const mine = affiliate.json();
    // 4% of the tokens bought (the local chain's referral rate).
    expect(mine.purchasesReferred).toEqual({
      count: 2,
      tokens: (1_500n * ONE_ECO).toString(),
      rewards: (60n * ONE_ECO).toString(),
      chainId: 31337,
      indexed: { number: expect.any(Number), timestamp: expect.any(Number) },
    });
    expect(mine.purchasesReferred.indexed.number).toBeGreaterThanOrEqual(Number(block));
    expect(mine.purchasesNote).toBeNull();

    const { user } = (await get(t.app, '/api/auth/me', who.asReferrer)).json();
    expect(board.statusCode).toBe(200);
    expect(board.json()).toEqual({
      available: true,
      note: null,
      indexed: { number: expect.any(Number), timestamp: expect.any(Number) },
      items: [
        {
          referrer: referrer.address,
          code: user.affiliateCode,
          purchases: 2,
          tokens: (1_500n * ONE_ECO).toString(),
          rewards: (60n * ONE_ECO).toString(),
        },
      ],
    });
  });

  // Last in this block: it stops the indexer, so INDEXER_URL points at a closed port.
  it('says the history is catching up, with a 200, once the indexer is down', async () => {
    await indexer.stop();
    const { affiliate, board } = await views(t, await signIn(t));
    expect(affiliate.statusCode).toBe(200);
    expect(affiliate.json()).toMatchObject({
      walletAddress: referrer.address,
      purchasesReferred: null,
      purchasesNote: HISTORY_CATCHING_UP,
    });
    expect(board.statusCode).toBe(200);
    expect(board.json()).toEqual({ items: [], available: false, note: HISTORY_CATCHING_UP });
  });
});

describe('referral history when the indexer fails', () => {
  /** How the stand-in indexer answers the next requests. */
  let mode: '503' | 'slow' | 'not reading the chain yet' | 'reset' | 'another version' = '503';
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const json = (status: number, body: unknown) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(body));
      if (mode === '503') return json(503, { error: 'not ready' });
      if (mode === 'not reading the chain yet') {
        return json(404, {
          error: 'unknown_chain',
          message: 'This indexer does not read chain 31337.',
        });
      }
      if (mode === 'reset') return request.socket.destroy();
      if (mode === 'another version') return json(200, { totals: 'elsewhere' });
      // 'slow': never answers while the reader waits, however slow the machine (the connection
      // is closed with the server).
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  // The readers of INDEXER_URL, with a short timeout so the slow case takes a fraction of a second.
  const options = { timeoutMs: 300 };
  const purchasesReader: ReferredPurchasesReader = {
    chainId: 31337,
    read: (address) => createReferredPurchasesReader(url, 31337, options)!.read(address),
  };
  const referralsReader: ReferralTotalsReader = {
    chainId: 31337,
    readTop: (limit) => createReferralTotalsReader(url, 31337, options)!.readTop(limit),
  };
  const t = useTestApp(pgliteKind, {
    env: { ADMIN_EMAILS: ADMIN_EMAIL },
    purchasesReader,
    referralsReader,
  });

  it('answers 503s, resets, timeouts and a chain not indexed yet with the catching-up note', async () => {
    const who = await signIn(t);
    for (const failure of ['503', 'reset', 'slow', 'not reading the chain yet'] as const) {
      mode = failure;
      const { affiliate, board } = await views(t, who);
      expect([failure, affiliate.statusCode, board.statusCode]).toEqual([failure, 200, 200]);
      expect([failure, affiliate.json()]).toMatchObject([
        failure,
        { purchasesReferred: null, purchasesNote: HISTORY_CATCHING_UP },
      ]);
      expect([failure, board.json()]).toEqual([
        failure,
        { items: [], available: false, note: HISTORY_CATCHING_UP },
      ]);
    }
  });

  it('answers an indexer of another version with a note too, not with wrong figures', async () => {
    mode = 'another version';
    const { affiliate, board } = await views(t, await signIn(t));
    expect(affiliate.statusCode).toBe(200);
    expect(affiliate.json().purchasesNote).toBe(
      'The purchase history could not be read right now. Try again later.',
    );
    expect(board.json()).toMatchObject({ available: false, items: [] });
  });
});
