import { ethText } from '@/lib/format';
import { useState } from 'react';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { change, shortAddress } from '../owner-format';
import { ActionCard, ActionForm } from './action-card';

/** withdraw: every ETH the contract holds goes to the fund wallet. */
export function WithdrawAction() {
  const { state } = useOwnerContext();
  const action = useOwnerAction();
  const [error, setError] = useState<string>();
  const { ethBalance, totalWithdrawn } = state;
  const { fundWallet } = state.token;

  const onReview = async () => {
    if (ethBalance === 0n) {
      setError('The contract holds no ETH: there is nothing to withdraw.');
      return;
    }
    setError(undefined);
    await action.review(
      { functionName: 'withdraw' },
      [
        change('ETH in the contract', ethText, ethBalance, 0n),
        change(`Sent to the fund wallet ${shortAddress(fundWallet)}`, ethText, 0n, ethBalance),
        change('Withdrawn in total', ethText, totalWithdrawn, totalWithdrawn + ethBalance),
      ],
      `${ethText(ethBalance)} sent to the fund wallet.`,
    );
  };

  return (
    <ActionCard
      title="Withdraw"
      description="Sends all the ETH the sale has raised and the contract still holds to the fund wallet. Only the fund wallet can receive it."
    >
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">In the contract</dt>
          <dd className="font-semibold text-brand-950 tabular-nums">{ethText(ethBalance)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-600">Fund wallet</dt>
          <dd className="font-mono text-xs break-all text-brand-950">{fundWallet}</dd>
        </div>
      </dl>
      <ActionForm action={action} onReview={onReview} submitLabel="Review withdrawal">
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </ActionForm>
    </ActionCard>
  );
}
