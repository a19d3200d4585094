// The receipt endpoints against a real anvil with ECO deployed: the JSON and the PDF hold exactly
// the figures the contracts' own events record (decoded here independently), the PDF carries the
// pledge labelled as a sample and a QR code of the receipt page, and every bad request gets a
// clear 4xx before the chain is read; only a chain that cannot be read answers 503.
import {
  ecoDonationsAbi,
  ecoTokenAbi,
  defineLocalChain,
  localDevAccounts,
  localDevPrivateKeys,
  SaleStage,
} from '@eco/contracts';
import type { LocalChain } from '@eco/contracts/local-chain';
import { startLocalChain } from '@eco/contracts/local-chain';
import type { ApiErrorBody } from '@eco/shared';
import { PLEDGE_NOT_RETIREMENT, pledgeFor, SAMPLE_PLEDGE_NOTE } from '@eco/shared';
import qrcode from 'qrcode-generator';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  formatUnits,
  http,
  parseEther,
  parseEventLogs,
} from 'viem';
import type { Hash, TransactionReceipt } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptPdfsDrawn } from '../src/modules/receipts/receipts.pdf';
import type { ApiReceiptResponse } from '../src/modules/receipts/receipts.routes';
import { ecoText, ethText, formatUtcDateTime } from '@eco/shared/format';
import { get, useTestApp } from './app';
import { pgliteKind } from './databases';
import { freePort } from './net';
import { pdfRectangles, pdfText } from './pdf-text';
import { recordingProxy } from './recording-proxy';
import type { RecordedCall } from './recording-proxy';

const buyer = privateKeyToAccount(localDevPrivateKeys.nonPartner);
const donor = privateKeyToAccount(localDevPrivateKeys.partner2);
const SITE_URL = 'https://eco.example';
const UNKNOWN_HASH = `0x${'ab'.repeat(32)}`;

let chain: LocalChain;
beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
  // Only a wallet that has bought may be named as referrer (docs/decisions/0033).
  const { walletClient } = clients();
  const hash = await walletClient.writeContract({
    address: chain.deployment.address,
    abi: ecoTokenAbi,
    functionName: 'publicSale',
    args: [10n ** 18n],
    account: privateKeyToAccount(localDevPrivateKeys.referrer),
    value: parseEther('1'),
  });
  expect((await waitFor(hash)).status).toBe('success');
});
afterAll(async () => {
  // Unset when beforeAll failed.
  await chain.stop();
});

const clients = () => {
  const viemChain = defineLocalChain(chain.rpcUrl);
  const transport = http(chain.rpcUrl);
  return {
    publicClient: createPublicClient({ chain: viemChain, transport, pollingInterval: 20 }),
    walletClient: createWalletClient({ chain: viemChain, transport }),
    testClient: createTestClient({ chain: viemChain, transport, mode: 'anvil' }),
  };
};

const waitFor = (hash: Hash): Promise<TransactionReceipt> =>
  clients().publicClient.waitForTransactionReceipt({ hash });

/** Buys `amount` ECO in the public stage with a referral, paying a little more than the cost. */
async function buyWithReferral(amount: bigint) {
  const { walletClient } = clients();
  const hash = await walletClient.writeContract({
    address: chain.deployment.address,
    abi: ecoTokenAbi,
    functionName: 'publicSale',
    args: [amount, localDevAccounts.referrer],
    account: buyer,
    value: parseEther('1'),
  });
  const receipt = await waitFor(hash);
  expect(receipt.status).toBe('success');
  const [event] = parseEventLogs({
    abi: ecoTokenAbi,
    logs: receipt.logs,
    eventName: 'TokensPurchased',
  });
  return { receipt, event: event!.args };
}

async function donate(campaignId: bigint, memo: string, amount: bigint) {
  const hash = await clients().walletClient.writeContract({
    address: chain.deployment.donations.address,
    abi: ecoDonationsAbi,
    functionName: 'donate',
    args: [campaignId, memo],
    account: donor,
    value: amount,
  });
  const receipt = await waitFor(hash);
  expect(receipt.status).toBe('success');
  const [event] = parseEventLogs({
    abi: ecoDonationsAbi,
    logs: receipt.logs,
    eventName: 'Donated',
  });
  return { receipt, event: event!.args };
}

const errorOf = (body: string) => (JSON.parse(body) as ApiErrorBody).error;

describe('receipts on a local chain', () => {
  const t = useTestApp(pgliteKind, {
    env: () => ({ RPC_URL: chain.rpcUrl, ECO_CHAIN_ID: '31337', SITE_URL }),
  });

  it('a purchase with a referrer: the JSON is the TokensPurchased event, with its pledge', async () => {
    const { receipt, event } = await buyWithReferral(2_500n * 10n ** 18n + 1n);
    const response = await get(t.app, `/api/receipts/31337/${receipt.transactionHash}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<ApiReceiptResponse>();
    const block = await clients().publicClient.getBlock({ blockNumber: receipt.blockNumber });
    expect(body.receipt).toMatchObject({
      kind: 'purchase',
      chainId: 31337,
      hash: receipt.transactionHash,
      from: buyer.address,
      to: chain.deployment.address,
      blockNumber: receipt.blockNumber.toString(),
      timestamp: block.timestamp.toString(),
      confirmations: '1',
      fee: (receipt.gasUsed * receipt.effectiveGasPrice).toString(),
      purchase: {
        buyer: event.buyer,
        stage: SaleStage.Public,
        stageKey: 'public',
        amount: event.amount.toString(),
        cost: event.cost.toString(),
        pricePerEco: ((event.cost * 10n ** 18n) / event.amount).toString(),
        referrer: localDevAccounts.referrer,
        reward: event.reward.toString(),
        index: event.index.toString(),
        asset: 'eth',
        withdrawableUntil: event.withdrawableUntil.toString(),
      },
    });
    const pledge = pledgeFor(event.amount);
    expect(body.pledge).toEqual({
      ...pledge,
      grams: pledge.grams.toString(),
      sample: true,
      notes: [PLEDGE_NOT_RETIREMENT, SAMPLE_PLEDGE_NOTE],
    });
    expect(body.links).toEqual({
      page: `${SITE_URL}/receipt/31337/${receipt.transactionHash}`,
      pdf: `/api/receipts/31337/${receipt.transactionHash}/pdf`,
    });
  });

  it("the purchase's PDF holds every figure of the event, the sample pledge and a QR code of the page", async () => {
    // This file's own chain: moving its clock disturbs nobody.
    await clients().testClient.increaseTime({ seconds: 30 * 24 * 3600 });
    const { receipt, event } = await buyWithReferral(1_234n * 10n ** 18n);
    const hash = receipt.transactionHash;
    // Written in capitals: the receipt is the same one, under one spelling.
    const url = `/api/receipts/31337/${hash.toUpperCase().replace('0X', '0x')}/pdf`;
    const response = await get(t.app, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=eco-receipt-31337-${hash.slice(0, 10)}.pdf`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    const block = await clients().publicClient.getBlock({ blockNumber: receipt.blockNumber });
    const head = await clients().publicClient.getBlockNumber({ cacheTime: 0 });
    const fee = receipt.gasUsed * receipt.effectiveGasPrice;
    // Each label is drawn just before its value, so "label value" reads as on the page.
    const figures = [
      'Receipt: ECO purchase',
      `Buyer ${event.buyer}`,
      'Sale stage Public stage',
      `ECO bought ${ecoText(event.amount)}`,
      `Price per ECO ${ethText((event.cost * 10n ** 18n) / event.amount, 6)}`,
      `Paid ${ethText(event.cost, 6)}`,
      `Referrer ${event.referrer}`,
      `Purchase number ${event.index} in the stage`,
      `Withdrawal right until ${formatUtcDateTime(Number(event.withdrawableUntil) * 1000).replace(/\s+/g, ' ')}`,
      `Referral reward ${ecoText(event.reward)}`,
      `Block time ${formatUtcDateTime(Number(block.timestamp) * 1000).replace(/\s+/g, ' ')}`,
      `Block ${receipt.blockNumber}`,
      `As of block ${head}`,
      `From ${buyer.address}`,
      `To ${chain.deployment.address}`,
      `Network fee ${ethText(fee, 6)} exactly ${formatUnits(fee, 18)} ETH`,
      `Transaction ${hash}`,
      'Pledge (SAMPLE)',
      `Sample pledge ${pledgeFor(event.amount).text.replace('₂', '2')}`,
      PLEDGE_NOT_RETIREMENT,
      SAMPLE_PLEDGE_NOTE,
    ];
    for (const figure of figures) expect(text, figure).toContain(figure);
    // Whole ECO are written without decimals, as on the page: 1,234 ECO.
    expect(text).toContain('1,234 ECO');

    // The QR code is the page's address: its drawn modules are exactly those of that QR code.
    const pageUrl = `${SITE_URL}/receipt/31337/${hash}`;
    expect(pdf.toString('latin1')).toContain(`/URI (${pageUrl})`);
    const qr = qrcode(0, 'M');
    qr.addData(pageUrl, 'Byte');
    qr.make();
    const dark = new Set<string>();
    for (let r = 0; r < qr.getModuleCount(); r++) {
      for (let c = 0; c < qr.getModuleCount(); c++) if (qr.isDark(r, c)) dark.add(`${r},${c}`);
    }
    const cells = pdfRectangles(pdf).filter((rect) => rect.w === rect.h && rect.w < 5);
    const size = cells[0]!.w;
    const left = Math.min(...cells.map((cell) => cell.x));
    const top = Math.min(...cells.map((cell) => cell.y));
    const drawn = new Set(
      cells.map(
        (cell) => `${Math.round((cell.y - top) / size)},${Math.round((cell.x - left) / size)}`,
      ),
    );
    // Both sets start at their first dark module (the finder pattern's corner, at 0,0).
    expect(drawn).toEqual(dark);

    // The same chain state makes the same file, dated by the block, not by the request.
    const again = await get(t.app, url);
    expect(again.rawPayload.equals(pdf)).toBe(true);
    const date = new Date(Number(block.timestamp) * 1000)
      .toISOString()
      .replace(/[-:T]/g, '')
      .slice(0, 14);
    // pdfkit writes the info dictionary's dates as separate string objects.
    expect(pdf.toString('latin1')).toContain(`(D:${date}Z)`);
    // The block is 30 days ahead (below): a file dated by the request would say today.
    const today = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 8);
    expect(date.slice(0, 8)).not.toBe(today);
  });

  it("a donation's JSON and PDF hold the Donated event, the memo marked as the donor's own words", async () => {
    // An emoji and a right-to-left override: the PDF's font cannot print the first, and the
    // second could make the text around it read backwards.
    const memo = 'For the mangroves 🌱 \u202Eevil';
    const { receipt, event } = await donate(3n, memo, parseEther('0.25'));
    const json = await get(t.app, `/api/receipts/31337/${receipt.transactionHash}`);
    expect(json.json<ApiReceiptResponse>()).toMatchObject({
      receipt: {
        kind: 'donation',
        donation: {
          campaignId: '3',
          donor: donor.address,
          amount: event.amount.toString(),
          memo,
        },
      },
      pledge: null,
    });

    const response = await get(t.app, `/api/receipts/31337/${receipt.transactionHash}/pdf`);
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    for (const figure of [
      'Receipt: donation',
      event.donor,
      'Campaign 3',
      `${ethText(event.amount, 6)}`,
      // The emoji is printed as "?", the override as the visible replacement mark, also "?".
      '"For the mangroves ? ?evil"',
      "The donor's own words, not checked by Green Planet ECO.",
      'Characters this PDF cannot show are printed as ?',
      receipt.transactionHash,
    ]) {
      expect(text, figure).toContain(figure);
    }
    expect(text).not.toContain('Pledge');
  });

  it('a withdrawal has a receipt too: the purchase given back, in JSON and as a PDF', async () => {
    const { event } = await buyWithReferral(300n * 10n ** 18n);
    const hash = await clients().walletClient.writeContract({
      address: chain.deployment.address,
      abi: ecoTokenAbi,
      functionName: 'withdrawPurchase',
      args: [SaleStage.Public, event.index],
      account: buyer,
    });
    const receipt = await waitFor(hash);
    expect(receipt.status).toBe('success');
    const response = await get(t.app, `/api/receipts/31337/${hash}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<ApiReceiptResponse>();
    expect(body.receipt).toMatchObject({
      kind: 'return',
      returned: {
        buyer: buyer.address,
        stageKey: 'public',
        index: event.index.toString(),
        asset: 'eth',
        amount: event.amount.toString(),
        cost: event.cost.toString(),
        reason: 'withdrawal',
      },
    });
    // A purchase given back pledges nothing.
    expect(body.pledge).toBeNull();
    expect(body.links.pdf).toBe(`/api/receipts/31337/${hash}/pdf`);
    const pdf = await get(t.app, `/api/receipts/31337/${hash}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    for (const figure of [
      'Receipt: ECO purchase given back',
      'Withdrawal',
      `Buyer ${buyer.address}`,
      `Purchase number ${event.index} in the stage`,
      `ECO given back ${ecoText(event.amount)}`,
      `Paid back ${ethText(event.cost, 6)}`,
    ]) {
      expect(text, figure).toContain(figure);
    }
  });

  it('a plain transfer is described as neither, and has no PDF', async () => {
    const hash = await clients().walletClient.sendTransaction({
      account: buyer,
      to: donor.address,
      value: parseEther('1'),
    });
    await waitFor(hash);
    const json = await get(t.app, `/api/receipts/31337/${hash}`);
    expect(json.statusCode).toBe(200);
    expect(json.json<ApiReceiptResponse>()).toMatchObject({
      receipt: { kind: 'other', summary: `a plain transfer of ether to ${donor.address}` },
      pledge: null,
      links: { pdf: null },
    });
    const pdf = await get(t.app, `/api/receipts/31337/${hash}/pdf`);
    expect(pdf.statusCode).toBe(404);
    expect(errorOf(pdf.body)).toEqual({
      code: 'no_receipt',
      message: `Transaction ${hash} on chain 31337 is neither an ECO purchase, a withdrawal or refund of one, nor a donation, so there is no receipt to download.`,
    });
  });

  it('a reverted purchase has no PDF, and says only the fee was paid', async () => {
    // Far more than the stage holds: ExceedsRemainingAllocation. A gas limit skips the estimate,
    // which would refuse to send it.
    const hash = await clients().walletClient.writeContract({
      address: chain.deployment.address,
      abi: ecoTokenAbi,
      functionName: 'publicSale',
      args: [10n ** 30n],
      account: buyer,
      value: 0n,
      gas: 300_000n,
    });
    expect((await waitFor(hash)).status).toBe('reverted');
    const json = await get(t.app, `/api/receipts/31337/${hash}`);
    expect(json.json<ApiReceiptResponse>().receipt).toMatchObject({
      kind: 'failed',
      attempted: 'purchase',
    });
    const pdf = await get(t.app, `/api/receipts/31337/${hash}/pdf`);
    expect(pdf.statusCode).toBe(404);
    expect(errorOf(pdf.body).message).toBe(
      `Transaction ${hash} failed on chain 31337: nothing was bought or given, so there is no receipt to download. Only its network fee was paid.`,
    );
  });

  it('a pending transaction is described as pending, and its PDF waits (409, Retry-After)', async () => {
    const { testClient, walletClient } = clients();
    await testClient.setAutomine(false);
    try {
      const hash = await walletClient.sendTransaction({
        account: buyer,
        to: donor.address,
        value: 1n,
        // No estimate against a block that is not there yet.
        gas: 21_000n,
      });
      const json = await get(t.app, `/api/receipts/31337/${hash}`);
      expect(json.statusCode).toBe(200);
      expect(json.json<ApiReceiptResponse>().receipt).toEqual({
        kind: 'pending',
        chainId: 31337,
        hash,
        from: buyer.address,
        to: donor.address,
        value: '1',
      });
      const pdf = await get(t.app, `/api/receipts/31337/${hash}/pdf`);
      expect(pdf.statusCode).toBe(409);
      expect(pdf.headers['retry-after']).toBe('15');
      expect(errorOf(pdf.body)).toEqual({
        code: 'receipt_pending',
        message: `Transaction ${hash} is still pending: its receipt can be downloaded once it is in a block.`,
      });
    } finally {
      await testClient.mine({ blocks: 1 });
      await testClient.setAutomine(true);
    }
  });

  it('a well-formed hash nobody sent is a 404 naming the hash and the chain', async () => {
    for (const suffix of ['', '/pdf']) {
      const response = await get(t.app, `/api/receipts/31337/${UNKNOWN_HASH}${suffix}`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response.body)).toEqual({
        code: 'transaction_not_found',
        message: `No transaction ${UNKNOWN_HASH} on chain 31337. Check the address of the receipt: the hash may be mistyped, or the transaction was never sent.`,
      });
    }
  });
});

// Issue 29, finding 7: a receipt PDF was drawn on every request (about 16 ms of CPU each) with only
// per-client limits, and an unknown hash cost four node calls every time. The node is reached here
// through a proxy that counts the JSON-RPC calls.
describe('receipts cost the node and the CPU once (issue 29, finding 7)', () => {
  let proxy: Awaited<ReturnType<typeof recordingProxy>>;
  beforeAll(async () => {
    proxy = await recordingProxy(chain.rpcUrl);
  });
  afterAll(async () => {
    // Unset when beforeAll failed, whatever its type says.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    await proxy?.close();
  });
  const t = useTestApp(pgliteKind, {
    env: () => ({ RPC_URL: proxy.url, ECO_CHAIN_ID: '31337', SITE_URL }),
  });

  /** The JSON-RPC methods `run` made reach the node, in order. */
  async function callsOf<T>(run: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
    const before = proxy.requests.length;
    const result = await run();
    return { result, calls: proxy.requests.slice(before).map((call) => call.method) };
  }

  /** Anvil reports as finalized the block 64 below its head. */
  const makeFinal = () => clients().testClient.mine({ blocks: 64 });

  it("a final receipt's PDF is drawn once: asked again, it reaches no node and draws nothing", async () => {
    const { receipt } = await buyWithReferral(10n ** 18n);
    await makeFinal();
    const url = `/api/receipts/31337/${receipt.transactionHash}/pdf`;
    const first = await get(t.app, url);
    expect(first.statusCode).toBe(200);
    // Final: any cache in front of the API processes may keep it for good (nginx's proxy_cache).
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const drawn = receiptPdfsDrawn();

    const again = await callsOf(() => get(t.app, url));
    expect(again.calls, 'node calls of the second request').toEqual([]);
    expect(receiptPdfsDrawn(), 'PDFs drawn by the second request').toBe(drawn);
    expect(again.result.statusCode).toBe(200);
    expect(again.result.headers['content-type']).toBe('application/pdf');
    expect(again.result.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.result.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A final receipt's file depends on nothing that still changes: it says final, not how many
    // blocks followed when it was first drawn (another process may draw it later).
    const text = pdfText(first.rawPayload);
    expect(text).toContain('Confirmations Final');
    expect(text).toContain(`Block ${receipt.blockNumber} is finalized`);
    expect(text).not.toContain('As of block');
  });

  it("a final receipt's JSON asks the node only for its head block, for the confirmations", async () => {
    const { receipt } = await buyWithReferral(2n * 10n ** 18n);
    await makeFinal();
    const url = `/api/receipts/31337/${receipt.transactionHash}`;
    expect((await get(t.app, url)).statusCode).toBe(200);
    await clients().testClient.mine({ blocks: 3 });
    const again = await callsOf(() => get(t.app, url));
    expect(again.calls).toEqual(['eth_blockNumber']);
    const head = await clients().publicClient.getBlockNumber({ cacheTime: 0 });
    expect(again.result.json<ApiReceiptResponse>().receipt).toMatchObject({
      kind: 'purchase',
      hash: receipt.transactionHash,
      headBlockNumber: head.toString(),
      confirmations: (head - receipt.blockNumber + 1n).toString(),
    });
    // The PDF of a receipt first asked as JSON is drawn from what was read: no node call.
    const pdf = await callsOf(() => get(t.app, `${url}/pdf`));
    expect(pdf.result.statusCode).toBe(200);
    expect(pdf.calls).toEqual([]);
  });

  it('a receipt not final yet, or pending, is read from the node on every request', async () => {
    const { receipt } = await buyWithReferral(3n * 10n ** 18n);
    const url = `/api/receipts/31337/${receipt.transactionHash}/pdf`;
    const drawn = receiptPdfsDrawn();
    for (let i = 0; i < 2; i++) {
      const { result, calls } = await callsOf(() => get(t.app, url));
      expect(result.statusCode).toBe(200);
      expect(calls).toContain('eth_getTransactionReceipt');
      expect(pdfText(result.rawPayload)).toContain('As of block');
      // Its confirmations still grow: no cache may keep it.
      expect(result.headers['cache-control']).toBe('no-store');
    }
    expect(receiptPdfsDrawn()).toBe(drawn + 2);

    const { testClient, walletClient } = clients();
    await testClient.setAutomine(false);
    try {
      const hash = await walletClient.sendTransaction({
        account: buyer,
        to: donor.address,
        value: 1n,
        gas: 21_000n,
      });
      for (let i = 0; i < 2; i++) {
        const { result, calls } = await callsOf(() => get(t.app, `/api/receipts/31337/${hash}`));
        expect(result.json<ApiReceiptResponse>().receipt.kind).toBe('pending');
        expect(calls).toContain('eth_getTransactionReceipt');
      }
    } finally {
      await testClient.mine({ blocks: 1 });
      await testClient.setAutomine(true);
    }
  });

  it('an unknown hash asked twice in a row costs node calls once; after 5 s it is read again', async () => {
    const unknown = `0x${'cd'.repeat(32)}`;
    const first = await callsOf(() => get(t.app, `/api/receipts/31337/${unknown}`));
    expect(first.result.statusCode).toBe(404);
    expect(first.calls.length).toBeGreaterThan(0);
    for (const suffix of ['', '/pdf']) {
      const again = await callsOf(() => get(t.app, `/api/receipts/31337/${unknown}${suffix}`));
      expect(again.calls, `node calls of the repeat${suffix}`).toEqual([]);
      expect(again.result.statusCode).toBe(404);
      expect(errorOf(again.result.body)).toEqual(errorOf(first.result.body));
      expect(again.result.headers['cache-control']).toBe('no-store');
    }
    // Just short of the 5 s, still remembered; past them, asked again (it may have been sent since).
    t.clock.advance(4_999);
    expect((await callsOf(() => get(t.app, `/api/receipts/31337/${unknown}`))).calls).toEqual([]);
    t.clock.advance(1);
    const later = await callsOf(() => get(t.app, `/api/receipts/31337/${unknown}`));
    expect(later.result.statusCode).toBe(404);
    expect(later.calls.length).toBeGreaterThan(0);
  });

  it('PDFs drawn at once past the cap of 4: the fifth answers 503 with Retry-After, reaching no node', async () => {
    // Five receipts: concurrent reads of one transaction would share their node calls (viem
    // dedupes them), and the proxy tells the requests apart by the hash they read.
    const hashes: Hash[] = [];
    for (let i = 1n; i <= 5n; i++)
      hashes.push((await buyWithReferral(i * 10n ** 17n)).receipt.transactionHash);
    const urlOf = (hash: Hash) => `/api/receipts/31337/${hash}/pdf`;
    const start = proxy.requests.length;
    const read = (calls: RecordedCall[], hash: Hash) =>
      calls
        .slice(start)
        .some((call) => call.method === 'eth_getTransactionByHash' && call.params?.[0] === hash);
    const release = proxy.hold();
    let inFlight: ReturnType<typeof get>[] = [];
    try {
      // Four requests whose chain reads the proxy holds: four PDFs in the making.
      inFlight = hashes.slice(0, 4).map((hash) => get(t.app, urlOf(hash)));
      await proxy.waitFor((calls) => hashes.slice(0, 4).every((hash) => read(calls, hash)));
      const fifth = get(t.app, urlOf(hashes[4]!));
      const outcome = await Promise.race([
        fifth,
        proxy.waitFor((calls) => read(calls, hashes[4]!)).then(() => 'reached the node'),
      ]);
      expect(outcome, 'the fifth concurrent PDF').not.toBe('reached the node');
      const busy = await fifth;
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('2');
      expect(busy.headers['cache-control']).toBe('no-store');
      expect(errorOf(busy.body)).toEqual({
        code: 'receipts_busy',
        message: 'Too many receipt PDFs are being made right now. Try again in a few seconds.',
      });
    } finally {
      release();
    }
    // Released, the four finish: drawn (200), or, on a machine so busy that their held reads
    // outlived the reader's 5 s RPC timeout, refused as a chain that did not answer. Either way
    // each gives its slot back, which is what the next request shows.
    const finished = await Promise.all(inFlight);
    expect(finished.map((r) => (r.statusCode === 200 ? 'drawn' : errorOf(r.body).code))).toSatisfy(
      (outcomes: string[]) => outcomes.every((o) => o === 'drawn' || o === 'chain_unavailable'),
    );
    // The slots are free again.
    expect((await get(t.app, urlOf(hashes[4]!))).statusCode).toBe(200);
  });
});

describe('bad requests are refused before the chain is read', () => {
  // A dead RPC: a request that reached it would answer 503, so every 400 here was refused first.
  let deadRpc: string;
  beforeAll(async () => {
    deadRpc = `http://127.0.0.1:${await freePort()}`;
  });
  const t = useTestApp(pgliteKind, {
    env: () => ({ RPC_URL: deadRpc, ECO_CHAIN_ID: '31337' }),
  });

  const hashMessage = 'A transaction hash is 0x followed by 64 hexadecimal characters (0-9, a-f).';
  const chainMessage = 'The chain id must be a positive whole number, such as 31337.';

  it.each([
    ['a short hash', `31337/0x1234`, hashMessage],
    ['a hash of 65 digits', `31337/0x${'a'.repeat(65)}`, hashMessage],
    ['a hash that is not hex', `31337/0x${'g'.repeat(64)}`, hashMessage],
    ['a hash without 0x', `31337/${'a'.repeat(64)}`, hashMessage],
    ['an address instead of a hash', `31337/${localDevAccounts.owner}`, hashMessage],
    ['a chain id that is a word', `mainnet/${UNKNOWN_HASH}`, chainMessage],
    ['chain id 0', `0/${UNKNOWN_HASH}`, chainMessage],
    ['a negative chain id', `-1/${UNKNOWN_HASH}`, chainMessage],
    ['a chain id in exponent form', `1e3/${UNKNOWN_HASH}`, chainMessage],
    ['a chain id of 16 digits', `1234567890123456/${UNKNOWN_HASH}`, chainMessage],
    ['both wrong', `x/y`, `${chainMessage} ${hashMessage}`],
  ])('%s: 400 with the reason, for the JSON and the PDF', async (_name, path, message) => {
    for (const suffix of ['', '/pdf']) {
      const response = await get(t.app, `/api/receipts/${path}${suffix}`);
      expect(response.statusCode, path).toBe(400);
      expect(errorOf(response.body)).toMatchObject({ code: 'invalid_path', message });
    }
  });

  it('a chain this API does not read: 400 naming the chain it reads', async () => {
    const response = await get(t.app, `/api/receipts/1/${UNKNOWN_HASH}/pdf`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toEqual({
      code: 'unsupported_chain',
      message:
        'Receipts are read on chain 31337 only; this API cannot check a transaction on chain 1.',
    });
  });

  it('a well-formed request while the chain cannot be read: 503 with Retry-After', async () => {
    for (const suffix of ['', '/pdf']) {
      const response = await get(t.app, `/api/receipts/31337/${UNKNOWN_HASH}${suffix}`);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('15');
      expect(errorOf(response.body)).toEqual({
        code: 'chain_unavailable',
        message: 'The blockchain could not be read right now. Try again in a minute.',
      });
    }
  });
});

describe('receipts without RPC_URL', () => {
  const t = useTestApp(pgliteKind, { env: { ECO_CHAIN_ID: '31337' } });
  it('answers 503 saying why', async () => {
    const response = await get(t.app, `/api/receipts/31337/${UNKNOWN_HASH}`);
    expect(response.statusCode).toBe(503);
    expect(errorOf(response.body)).toEqual({
      code: 'receipts_unavailable',
      message: 'Receipts cannot be read: the API has no RPC_URL to read the chain.',
    });
  });
});

describe('receipts with RPC_URL serving another chain than ECO_CHAIN_ID', () => {
  const t = useTestApp(pgliteKind, {
    env: () => ({ RPC_URL: chain.rpcUrl, ECO_CHAIN_ID: '11155111' }),
  });
  it('refuses to describe its transactions as that chain’s: 503', async () => {
    const response = await get(t.app, `/api/receipts/11155111/${UNKNOWN_HASH}`);
    expect(response.statusCode).toBe(503);
    expect(errorOf(response.body).message).toBe(
      'Receipts cannot be read: the API reads the wrong chain. The team has been told.',
    );
  });
});
