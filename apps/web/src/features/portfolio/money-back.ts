import type { PurchaseRow } from './api/use-purchase-history';

/** What the contract says of a purchase's stage: read once per stage, not per purchase. */
export type StageRefund = {
  /** isRefundable(stage): cancelled, or its minimum raise was missed. */
  refundable: boolean;
  /** isCancelled(stage): tells the two reasons apart. */
  cancelled: boolean;
};

/**
 * What the buyer can do to get a purchase's payment back at `now` (the chain's clock, ms), as the
 * contract would decide it (docs/decisions/0032):
 * - `refund`: held in a cancelled stage or one that missed its minimum raise; no deadline;
 * - `withdraw`: held and within its window, which ends at `until`;
 * - `tokens-gone`: either of those, but the wallet holds less ECO than the purchase bought, which
 *   must go back with it (the contract refuses with PurchasedTokensNotHeld);
 * - `closed`: held, its window passed (`until`);
 * - `no-right`: bought with no window (after trading began, or on a deployment without the right);
 * - `settled`: released to the sale, withdrawn or refunded: nothing more to do;
 * - `reading`: the stage or the balance is not read yet.
 */
export type MoneyBack =
  | { kind: 'refund'; reason: 'cancelled' | 'missed-minimum' }
  | { kind: 'withdraw'; until: number }
  | {
      kind: 'tokens-gone';
      action: 'withdraw' | 'refund';
      balance: bigint;
      /** The window's end, when it is a withdrawal. */
      until?: number;
    }
  | { kind: 'closed'; until: number }
  | { kind: 'no-right' }
  | { kind: 'settled' }
  | { kind: 'reading' };

type Purchase = Pick<PurchaseRow, 'status' | 'amount' | 'timestamp' | 'withdrawableUntil'>;

export function moneyBack(
  purchase: Purchase,
  stage: StageRefund | undefined,
  balance: bigint | undefined,
  now: number,
): MoneyBack {
  if (purchase.status !== 'held') return { kind: 'settled' };
  if (!stage || balance === undefined) return { kind: 'reading' };
  const short = balance < purchase.amount;
  if (stage.refundable) {
    return short
      ? { kind: 'tokens-gone', action: 'refund', balance }
      : { kind: 'refund', reason: stage.cancelled ? 'cancelled' : 'missed-minimum' };
  }
  const until = purchase.withdrawableUntil;
  // The contract stores the block's own time when the purchase carries no right.
  if (until <= purchase.timestamp) return { kind: 'no-right' };
  // The contract's test: a withdrawal in a block stamped `until` or later is refused.
  if (now >= until) return { kind: 'closed', until };
  if (short) return { kind: 'tokens-gone', action: 'withdraw', balance, until };
  return { kind: 'withdraw', until };
}
