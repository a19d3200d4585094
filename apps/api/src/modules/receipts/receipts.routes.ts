import {
  InconsistentChainAnswerError,
  isTransactionHash,
  toJsonValue,
} from '@eco/contracts/receipt';
import type {
  DescribedTransaction,
  DescribedTransactionJson,
  TransactionReading,
} from '@eco/contracts/receipt';
import type { PledgeFigure } from '@eco/shared';
import { PLEDGE_NOT_RETIREMENT, pledgeFor, SAMPLE_PLEDGE_NOTE } from '@eco/shared';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context';
import { ApiError } from '../../lib/errors';
import { replyOf } from '../../lib/zod-type-provider';
import type { ZodFastifyInstance } from '../../lib/zod-type-provider';
import { ExpiringMap } from '../../lib/expiring-map';
import { ByteBoundedLru, Slots } from './receipts.cache';
import { createReceiptReader, ReceiptChainMismatchError } from './receipts.chain';
import type { ReceiptReader } from './receipts.chain';
import { renderReceiptPdf } from './receipts.pdf';
import type { ReceiptKind } from './receipts.pdf';

/** GET /api/receipts/:chainId/:txHash: the transaction as the receipt page describes it. */
export interface ApiReceiptResponse {
  receipt: DescribedTransactionJson;
  /** A purchase's pledge (grams as a decimal string), labelled; null for anything else. */
  pledge: (Omit<PledgeFigure, 'grams'> & { grams: string; notes: string[] }) | null;
  links: {
    /** The receipt page on the site. */
    page: string;
    /** The PDF, for a purchase or a donation only. */
    pdf: string | null;
  };
}

const receiptParams = z.object({
  chainId: z
    .string()
    // At most 15 digits: every such number is exact in a JavaScript number (below 2^53).
    .regex(/^[1-9]\d{0,14}$/, 'The chain id must be a positive whole number, such as 31337.')
    .transform(Number),
  txHash: z
    .string()
    .refine(
      isTransactionHash,
      'A transaction hash is 0x followed by 64 hexadecimal characters (0-9, a-f).',
    )
    // One spelling per transaction: the page's address, the QR code and the file name agree.
    .transform((hash) => hash.toLowerCase() as `0x${string}`),
});

/** A visitor may fetch this many receipts a minute (each reads the chain; a PDF is also drawn). */
const JSON_PER_MINUTE = 120;
const PDF_PER_MINUTE = 30;
/** Seconds to come back after the chain could not be read, or while a transaction is pending. */
const RETRY_AFTER_SECONDS = '15';

/**
 * Final receipts kept per process: at most 2,000 of them and 32 MiB (a receipt PDF is about
 * 8 KB, what the node answered for it a few KB), none over 512 KiB (a transaction with a huge
 * input or thousands of logs is read each time instead of crowding out the rest).
 */
const FINAL_RECEIPTS = { maxEntries: 2_000, maxBytes: 32 * 1024 * 1024, maxEntryBytes: 512 * 1024 };
/**
 * How long a hash the node did not know answers 404 without asking the node again, and how many
 * such hashes are remembered (10,000 keys: about 1 MB). 5 s is short enough to be safe: a
 * transaction just sent can reach the API's node a moment after someone first asked for it, and
 * asked again it is then found at most 5 s later than without this memory; a transaction the
 * node knows is never answered from it.
 */
const NOT_FOUND_TTL_MS = 5_000;
const NOT_FOUND_MAX_ENTRIES = 10_000;
/**
 * PDFs in the making at once per process, from reading the chain to the last byte drawn (about
 * 16 ms of CPU each). Past it a request answers 503 at once, never queued: a queue would grow
 * with the requests, and a PDF is asked again in BUSY_RETRY_AFTER_SECONDS.
 */
const PDF_CONCURRENCY = 4;
const BUSY_RETRY_AFTER_SECONDS = '2';

/**
 * A final receipt's PDF, as sent: public and immutable, so the proxy in front of the API processes
 * (nginx's proxy_cache, deploy/nginx/eco.conf) or a CDN keeps it and serves it to every later
 * request, whichever process would have had it; each process then draws it at most once, and
 * only while no such cache holds it (docs/decisions/0041). Public data only: the PDF is a pure
 * function of final chain data and SITE_URL. A receipt not yet final is never cached (no-store).
 */
const FINAL_PDF_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A final receipt as kept: what the node answered for it, and its PDF once drawn. */
interface FinalReceipt {
  reading: TransactionReading;
  /** Its weight for the cache: the reading's JSON, counted twice for V8's object overhead. */
  readingBytes: number;
  pdf?: Buffer;
}

/**
 * Receipts of purchases and donations, decoded from the chain through RPC_URL (never the
 * indexer, so they work while it lags): GET /api/receipts/:chainId/:txHash (JSON) and
 * /api/receipts/:chainId/:txHash/pdf (the PDF to keep, with a QR code of the receipt page).
 */
export async function receiptRoutes(app: ZodFastifyInstance, { ctx }: ModuleOptions) {
  const { config } = ctx;
  const reader = createReceiptReader(config.rpcUrl, config.ecoChainId, ctx.clock);
  const pageUrl = (chainId: number, hash: string) => `${config.siteUrl}/receipt/${chainId}/${hash}`;

  // Held in this process's memory, yet the API stays stateless across processes: a final
  // receipt's reading and PDF are pure functions of final chain data (and of SITE_URL, printed
  // in the PDF), so every process computes the same ones and none needs another's. Nothing that
  // can still change is kept: pending and recent (not finalized) transactions are read each time.
  const finalReceipts = new ByteBoundedLru<FinalReceipt>(FINAL_RECEIPTS);
  // Only "the node knows no such transaction", briefly: see NOT_FOUND_TTL_MS.
  const unknownHashes = new ExpiringMap<true>(ctx.clock, NOT_FOUND_TTL_MS, NOT_FOUND_MAX_ENTRIES);
  const pdfSlots = new Slots(PDF_CONCURRENCY);

  /** The reader for `chainId`, or the 400/503 saying why there is none. */
  function readerFor(chainId: number): ReceiptReader {
    if (chainId !== config.ecoChainId) {
      throw new ApiError(
        400,
        'unsupported_chain',
        `Receipts are read on chain ${config.ecoChainId} only; this API cannot check a transaction on chain ${chainId}.`,
      );
    }
    if (!reader) {
      throw new ApiError(
        503,
        'receipts_unavailable',
        'Receipts cannot be read: the API has no RPC_URL to read the chain.',
        { headers: { 'cache-control': 'no-store' } },
      );
    }
    return reader;
  }

  const notFound = (chainId: number, hash: string) =>
    new ApiError(
      404,
      'transaction_not_found',
      `No transaction ${hash} on chain ${chainId}. Check the address of the receipt: the hash may be mistyped, or the transaction was never sent.`,
      { headers: { 'cache-control': 'no-store' } },
    );

  /** `read()`, with a chain that cannot be read answered as 503 with Retry-After. */
  async function fromChain<T>(
    read: () => Promise<T>,
    log: { warn: (object: object, message: string) => void },
  ): Promise<T> {
    try {
      return await read();
    } catch (error) {
      log.warn({ err: error }, 'receipts: reading the chain failed');
      throw new ApiError(
        503,
        'chain_unavailable',
        error instanceof ReceiptChainMismatchError
          ? 'Receipts cannot be read: the API reads the wrong chain. The team has been told.'
          : error instanceof InconsistentChainAnswerError
            ? 'The blockchain node gave answers that do not fit together. Try again in a minute.'
            : 'The blockchain could not be read right now. Try again in a minute.',
        { headers: { 'cache-control': 'no-store', 'retry-after': RETRY_AFTER_SECONDS } },
      );
    }
  }

  /**
   * Reads `hash` from the chain (a hash the node did not know a moment ago is answered 404
   * without asking again) and keeps it when final.
   */
  async function readReceipt(
    chainReader: ReceiptReader,
    chainId: number,
    hash: `0x${string}`,
    log: { warn: (object: object, message: string) => void },
  ): Promise<{ described: DescribedTransaction; final: FinalReceipt | undefined }> {
    if (unknownHashes.get(hash)) throw notFound(chainId, hash);
    const read = await fromChain(() => chainReader.read(hash), log);
    if (!read) {
      unknownHashes.set(hash, true);
      throw notFound(chainId, hash);
    }
    if (!read.final) return { described: read.described, final: undefined };
    const readingBytes = 2 * JSON.stringify(toJsonValue(read.reading)).length;
    const kept: FinalReceipt = { reading: read.reading, readingBytes };
    finalReceipts.set(hash, kept, readingBytes);
    return { described: read.described, final: kept };
  }

  app.get(
    '/:chainId/:txHash',
    { schema: { params: receiptParams, response: { 200: replyOf<ApiReceiptResponse>() } } },
    async (request, reply) => {
      await ctx.limiter.hit(`receipt:${request.ip}`, JSON_PER_MINUTE);
      const { chainId, txHash } = request.params;
      const chainReader = readerFor(chainId);
      const kept = finalReceipts.get(txHash);
      // A final receipt is not read again: only the head block, for its confirmations.
      const receipt = kept
        ? chainReader.describeAt(
            kept.reading,
            await fromChain(() => chainReader.headBlockNumber(), request.log),
          )
        : (await readReceipt(chainReader, chainId, txHash, request.log)).described;
      const pledge = receipt.kind === 'purchase' ? pledgeFor(receipt.purchase.amount) : null;
      // Confirmations grow with every block: never served from a cache.
      void reply.header('cache-control', 'no-store');
      return {
        receipt: toJsonValue(receipt),
        pledge: pledge && {
          ...pledge,
          grams: pledge.grams.toString(),
          notes: pledge.sample
            ? [PLEDGE_NOT_RETIREMENT, SAMPLE_PLEDGE_NOTE]
            : [PLEDGE_NOT_RETIREMENT],
        },
        links: {
          page: pageUrl(chainId, txHash),
          pdf:
            receipt.kind === 'purchase' || receipt.kind === 'return' || receipt.kind === 'donation'
              ? `/api/receipts/${chainId}/${txHash}/pdf`
              : null,
        },
      } satisfies ApiReceiptResponse;
    },
  );

  /** A purchase, a purchase given back or a donation, or the 409/404 saying why `receipt` has no PDF. */
  function withPdf(receipt: DescribedTransaction, chainId: number, txHash: string): ReceiptKind {
    switch (receipt.kind) {
      case 'pending':
        throw new ApiError(
          409,
          'receipt_pending',
          `Transaction ${txHash} is still pending: its receipt can be downloaded once it is in a block.`,
          { headers: { 'cache-control': 'no-store', 'retry-after': RETRY_AFTER_SECONDS } },
        );
      case 'failed':
        throw new ApiError(
          404,
          'no_receipt',
          `Transaction ${txHash} failed on chain ${chainId}: nothing was bought or given, so there is no receipt to download. Only its network fee was paid.`,
        );
      case 'other':
        throw new ApiError(
          404,
          'no_receipt',
          `Transaction ${txHash} on chain ${chainId} is neither an ECO purchase, a withdrawal or refund of one, nor a donation, so there is no receipt to download.`,
        );
      case 'purchase':
      case 'return':
      case 'donation':
        return receipt;
    }
  }

  app.get(
    '/:chainId/:txHash/pdf',
    { schema: { params: receiptParams } },
    async (request, reply) => {
      await ctx.limiter.hit(`receipt-pdf:${request.ip}`, PDF_PER_MINUTE);
      const { chainId, txHash } = request.params;
      const chainReader = readerFor(chainId);
      const send = (pdf: Buffer, final: boolean) =>
        reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `attachment; filename=eco-receipt-${chainId}-${txHash.slice(0, 10)}.pdf`,
          )
          .header('cache-control', final ? FINAL_PDF_CACHE_CONTROL : 'no-store')
          .send(pdf);

      let kept = finalReceipts.get(txHash);
      if (kept?.pdf) return send(kept.pdf, true);
      // Refusals that cost nothing come before a slot is taken.
      const keptReceipt =
        kept &&
        withPdf(
          chainReader.describeAt(kept.reading, kept.reading.headBlockNumber),
          chainId,
          txHash,
        );
      if (!kept && unknownHashes.get(txHash)) throw notFound(chainId, txHash);

      const release = pdfSlots.tryAcquire();
      if (!release) {
        throw new ApiError(
          503,
          'receipts_busy',
          'Too many receipt PDFs are being made right now. Try again in a few seconds.',
          { headers: { 'cache-control': 'no-store', 'retry-after': BUSY_RETRY_AFTER_SECONDS } },
        );
      }
      try {
        let receipt = keptReceipt;
        if (!receipt) {
          const read = await readReceipt(chainReader, chainId, txHash, request.log);
          kept = read.final;
          receipt = withPdf(read.described, chainId, txHash);
        }
        const pdf = await renderReceiptPdf({
          receipt,
          pageUrl: pageUrl(chainId, txHash),
          pledge: receipt.kind === 'purchase' ? pledgeFor(receipt.purchase.amount) : undefined,
          final: kept !== undefined,
        });
        if (kept) {
          kept.pdf = pdf;
          finalReceipts.set(txHash, kept, kept.readingBytes + pdf.length);
        }
        return send(pdf, kept !== undefined);
      } finally {
        release();
      }
    },
  );
}
