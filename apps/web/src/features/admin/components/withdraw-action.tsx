import { ethText, usdcText } from '@/lib/format';
import { useState } from 'react';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { change, moneyText, shortAddress } from '../owner-format';
import { ActionCard, ActionForm } from './action-card';

/**
 * withdraw: what no buyer may take back any more goes to the fund wallet, in ETH and USDC; what
 * buyers may still withdraw or be refunded stays held in the contract (docs/decisions/0032).
 */
export function WithdrawAction() {
  const { state } = useOwnerContext();
  const action = useOwnerAction();
  const [error, setError] = useState<string>();
  const { funds } = state;
  const { fundWallet } = state.token;
  const eth = funds.eth.withdrawable;
  const usdc = funds.usdc.withdrawable;

  const onReview = async () => {
    if (eth === 0n && usdc === 0n) {
      setError(
        'Nothing can be withdrawn yet: every payment the contract holds may still go back to its buyer. A purchase becomes final once its withdrawal period has passed, its stage is finalized and the purchase is released.',
      );
      return;
    }
    setError(undefined);
    await action.review(
      { functionName: 'withdraw' },
      [
        change(`ETH sent to the fund wallet ${shortAddress(fundWallet)}`, ethText, 0n, eth),
        change(`USDC sent to the fund wallet ${shortAddress(fundWallet)}`, usdcText, 0n, usdc),
        change('ETH withdrawn in total', ethText, funds.eth.withdrawn, funds.eth.withdrawn + eth),
        change(
          'USDC withdrawn in total',
          usdcText,
          funds.usdc.withdrawn,
          funds.usdc.withdrawn + usdc,
        ),
        // Stated, though they do not move: withdraw() never touches what buyers may take back.
        change('ETH still held for buyers', ethText, funds.eth.held, funds.eth.held),
        change('USDC still held for buyers', usdcText, funds.usdc.held, funds.usdc.held),
      ],
      `${moneyText(eth, usdc)} sent to the fund wallet; ${moneyText(funds.eth.held, funds.usdc.held)} stays held for buyers.`,
    );
  };

  const figures: [string, string][] = [
    ['Held for buyers (ETH)', ethText(funds.eth.held)],
    ['Withdrawable (ETH)', ethText(eth)],
    ['Held for buyers (USDC)', usdcText(funds.usdc.held)],
    ['Withdrawable (USDC)', usdcText(usdc)],
  ];
  return (
    <ActionCard
      title="Withdraw"
      description="Sends the fund wallet, and nowhere else, what no buyer may take back any more: purchases past their withdrawal period, in a finalized stage that met its minimum raise, once settled. Only the withdrawable part moves; what buyers may still withdraw or be refunded stays held in the contract, and the contract refuses to send it."
    >
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-brand-950 tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="min-w-0 sm:col-span-2">
          <dt className="text-slate-600">Fund wallet</dt>
          <dd className="font-mono text-xs break-all text-brand-950">{fundWallet}</dd>
        </div>
      </dl>
      <p className="text-sm text-slate-700">
        {eth === 0n && usdc === 0n
          ? 'Nothing is withdrawable now.'
          : `A withdrawal now moves ${moneyText(eth, usdc)}.`}{' '}
        {funds.eth.held === 0n && funds.usdc.held === 0n
          ? 'Nothing is held for buyers.'
          : `${moneyText(funds.eth.held, funds.usdc.held)} stays held for buyers.`}
      </p>
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
