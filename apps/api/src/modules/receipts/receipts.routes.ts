import {
  InconsistentChainAnswerError,
  isTransactionHash,
  toJsonValue,
} from '@eco/contracts/receipt';
import type { DescribedTransaction, DescribedTransactionJson } from '@eco/contracts/receipt';
import type { PledgeFigure } from '@eco/shared';
import { PLEDGE_NOT_RETIREMENT, pledgeFor, SAMPLE_PLEDGE_NOTE } from '@eco/shared';
import { z } from 'zod';
import type { ModuleOptions } from '../../app-context';
import { ApiError } from '../../lib/errors';
import { replyOf } from '../../lib/zod-type-provider';
import type { ZodFastifyInstance } from '../../lib/zod-type-provider';
import { createReceiptReader, ReceiptChainMismatchError } from './receipts.chain';
import { renderReceiptPdf } from './receipts.pdf';

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
 * Receipts of purchases and donations, decoded from the chain through RPC_URL (never the
 * indexer, so they work while it lags): GET /api/receipts/:chainId/:txHash (JSON) and
 * /api/receipts/:chainId/:txHash/pdf (the PDF to keep, with a QR code of the receipt page).
 */
export async function receiptRoutes(app: ZodFastifyInstance, { ctx }: ModuleOptions) {
  const { config } = ctx;
  const reader = createReceiptReader(config.rpcUrl, config.ecoChainId);
  const pageUrl = (chainId: number, hash: string) => `${config.siteUrl}/receipt/${chainId}/${hash}`;

  async function describe(
    chainId: number,
    hash: `0x${string}`,
    log: { warn: (object: object, message: string) => void },
  ): Promise<DescribedTransaction> {
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
        undefined,
        { 'cache-control': 'no-store' },
      );
    }
    let described: DescribedTransaction | null;
    try {
      described = await reader.describe(hash);
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
        undefined,
        { 'cache-control': 'no-store', 'retry-after': RETRY_AFTER_SECONDS },
      );
    }
    if (!described) {
      throw new ApiError(
        404,
        'transaction_not_found',
        `No transaction ${hash} on chain ${chainId}. Check the address of the receipt: the hash may be mistyped, or the transaction was never sent.`,
        undefined,
        { 'cache-control': 'no-store' },
      );
    }
    return described;
  }

  app.get(
    '/:chainId/:txHash',
    { schema: { params: receiptParams, response: { 200: replyOf<ApiReceiptResponse>() } } },
    async (request, reply) => {
      await ctx.limiter.hit(`receipt:${request.ip}`, JSON_PER_MINUTE);
      const { chainId, txHash } = request.params;
      const receipt = await describe(chainId, txHash, request.log);
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
            receipt.kind === 'purchase' || receipt.kind === 'donation'
              ? `/api/receipts/${chainId}/${txHash}/pdf`
              : null,
        },
      } satisfies ApiReceiptResponse;
    },
  );

  app.get(
    '/:chainId/:txHash/pdf',
    { schema: { params: receiptParams } },
    async (request, reply) => {
      await ctx.limiter.hit(`receipt-pdf:${request.ip}`, PDF_PER_MINUTE);
      const { chainId, txHash } = request.params;
      const receipt = await describe(chainId, txHash, request.log);
      switch (receipt.kind) {
        case 'pending':
          throw new ApiError(
            409,
            'receipt_pending',
            `Transaction ${txHash} is still pending: its receipt can be downloaded once it is in a block.`,
            undefined,
            { 'cache-control': 'no-store', 'retry-after': RETRY_AFTER_SECONDS },
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
            `Transaction ${txHash} on chain ${chainId} is neither an ECO purchase nor a donation, so there is no receipt to download.`,
          );
        case 'purchase':
        case 'donation': {
          const pdf = await renderReceiptPdf({
            receipt,
            pageUrl: pageUrl(chainId, txHash),
            pledge: receipt.kind === 'purchase' ? pledgeFor(receipt.purchase.amount) : undefined,
          });
          return reply
            .type('application/pdf')
            .header(
              'content-disposition',
              `attachment; filename=eco-receipt-${chainId}-${txHash.slice(0, 10)}.pdf`,
            )
            .header('cache-control', 'no-store')
            .send(pdf);
        }
      }
    },
  );
}
