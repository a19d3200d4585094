/**
 * How many purchases one "Settle purchases" transaction settles (releasePurchases' maxCount).
 * Settling one costs at most about 40,000 gas (its record's three slots read, its status written,
 * and a referral reward minted to a referrer who may hold nothing yet), so a batch of 100 stays
 * near 4 million gas, far below a block's limit, however many tiny purchases a stage was flooded
 * with: each further batch is one more transaction, and the preview reads no more than one batch.
 */
export const RELEASE_BATCH = 100n;

/** What the preview needs of purchaseOf(stage, index): the contract's Purchase, in part. */
export type PurchaseRecord = {
  /** PurchaseStatus: 0 Held, 1 Released, 2 Withdrawn, 3 Refunded. */
  status: number;
  /** Asset: 0 ETH, 1 USDC. */
  asset: number;
  withdrawableUntil: bigint;
  cost: bigint;
};

const HELD = 0;

/** What releasePurchases(stage, RELEASE_BATCH) would do at `now`, as the contract walks. */
export type ReleasePreview = {
  /** Held purchases past their windows that the batch releases, and what they paid per asset. */
  count: number;
  eth: bigint;
  usdc: bigint;
  /** The first held purchase still in its window: the batch stops there, and so would any. */
  waitsFor?: { index: bigint; until: bigint };
  /** Purchases after this batch, not read yet: settled by the next batch. */
  beyond: bigint;
};

/**
 * The contract's walk, over the purchases read from `from` (the stage's release cursor) on: a
 * purchase no longer held is passed over, a held one past its window (`now`, seconds, at or after
 * its withdrawableUntil) is released, and the first held one still in its window stops it.
 */
export function releasePreview(
  from: bigint,
  purchases: readonly PurchaseRecord[],
  total: bigint,
  now: bigint,
): ReleasePreview {
  const preview: ReleasePreview = { count: 0, eth: 0n, usdc: 0n, beyond: 0n };
  for (const [i, purchase] of purchases.entries()) {
    if (purchase.status !== HELD) continue;
    if (now < purchase.withdrawableUntil) {
      return {
        ...preview,
        waitsFor: { index: from + BigInt(i), until: purchase.withdrawableUntil },
      };
    }
    preview.count += 1;
    if (purchase.asset === 1) preview.usdc += purchase.cost;
    else preview.eth += purchase.cost;
  }
  return { ...preview, beyond: total - from - BigInt(purchases.length) };
}

/**
 * Whether releasePurchases may run on a stage: finalized, with no minimum raise or one met
 * (pending, missed or cancelled, its purchases stay the buyers' to take back).
 */
export const isReleasable = (terms: { finalized: boolean; minimum: { state: string } }) =>
  terms.finalized && (terms.minimum.state === 'none' || terms.minimum.state === 'met');
