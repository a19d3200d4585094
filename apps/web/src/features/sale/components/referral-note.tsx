import { Trans } from '@lingui/react/macro';
import type { Address } from 'viem';
import { formatEco, formatPercent, truncateMiddle } from '@/lib/format';
import { rewardFor } from '../purchase-math';

/**
 * What naming the referrer means for the buyer, in the buyer's terms. The contract's rule
 * (docs/decisions/0033): `amount x rewardBps / 10000` is reserved for the referrer out of the same
 * stage's allocation and counted against the buyer's own cap, and minted to the referrer once the
 * purchase is final, never if it is withdrawn; the buyer's cost is `amount x price` either way.
 */
export function ReferralNote({
  referrer,
  rewardBps,
  amount,
}: {
  referrer: Address;
  rewardBps: bigint;
  amount: bigint;
}) {
  const reward = rewardFor(amount, rewardBps);
  const wallet = truncateMiddle(referrer);
  const percent = formatPercent(Number(rewardBps) / 100);
  const rewardEco = formatEco(reward);
  return (
    <p className="rounded-xl bg-brand-50 p-2 text-brand-900">
      {reward > 0n ? (
        <Trans>
          Referred by{' '}
          <span className="font-mono" title={referrer}>
            {wallet}
          </span>
          : they receive {percent} of the ECO you buy ({rewardEco} ECO) as a reward from the sale
          once your purchase is final, after its withdrawal period, and nothing if you withdraw it.
          You pay the same price and receive all the ECO you buy; the reward counts against your cap
          per wallet.
        </Trans>
      ) : (
        <Trans>
          Referred by{' '}
          <span className="font-mono" title={referrer}>
            {wallet}
          </span>
          : they receive {percent} of the ECO you buy as a reward from the sale once your purchase
          is final, after its withdrawal period, and nothing if you withdraw it. You pay the same
          price and receive all the ECO you buy; the reward counts against your cap per wallet.
        </Trans>
      )}
    </p>
  );
}
