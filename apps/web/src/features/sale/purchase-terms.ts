import { t } from '@lingui/core/macro';
import { withdrawalDeadline } from '@eco/contracts';
import { formatEco, formatUtcDateTime } from '@/lib/format';
import type { PaymentAsset } from '@/lib/wallet/transaction';
import type { MinimumRaise, StageState } from './sale-checks';

const at = (seconds: bigint) => formatUtcDateTime(Number(seconds) * 1000);

/**
 * The right of withdrawal that will apply to a purchase made now, in words: the deadline the
 * contract fixes in it (withdrawalDeadline, the contract's rule), or why there is none.
 */
export function withdrawalTerms({
  now,
  period,
  tradingEnabled,
  stage,
  asset,
}: {
  /** The chain's time now, in seconds. */
  now: bigint;
  period: bigint;
  tradingEnabled: boolean;
  stage: Pick<StageState, 'closesAt'>;
  asset: PaymentAsset;
}): string {
  const until = withdrawalDeadline({ now, period, closesAt: stage.closesAt, tradingEnabled });
  if (until === undefined) {
    return tradingEnabled
      ? t`This purchase cannot be withdrawn: ECO is already traded, so the right of withdrawal no longer applies.`
      : t`This purchase cannot be withdrawn: this sale has no withdrawal period.`;
  }
  const deadline = at(until);
  const paidIn = asset === 'eth' ? 'ETH' : 'USDC';
  return until === stage.closesAt
    ? t`You may withdraw this purchase until ${deadline}, when this stage closes: you get back exactly what you paid, in ${paidIn}, and give back the ECO you bought. The network fee of a withdrawal is yours.`
    : t`You may withdraw this purchase until ${deadline}: you get back exactly what you paid, in ${paidIn}, and give back the ECO you bought. The network fee of a withdrawal is yours.`;
}

/** The stage's minimum raise and where it stands, in words. */
export function minimumRaiseTerms({ amount, deadline, counted, state }: MinimumRaise): string {
  const needed = `${formatEco(amount)} ECO`;
  const sold = `${formatEco(counted)} ECO`;
  const by = at(deadline);
  switch (state) {
    case 'none':
      return t`This stage has no minimum raise: no refund depends on how much it sells.`;
    case 'pending':
      return t`This stage needs ${needed} sold by ${by} or every buyer may claim a full refund; ${sold} sold so far.`;
    case 'met':
      return t`This stage met its minimum raise of ${needed} by ${by} (${sold} sold).`;
    case 'missed':
      return t`This stage missed its minimum raise of ${needed} by ${by} (${sold} sold): it sells no more, and every buyer may claim a full refund.`;
  }
}
