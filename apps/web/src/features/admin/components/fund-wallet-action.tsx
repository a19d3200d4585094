import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { parseAddress } from '../owner-input';
import { shortAddress } from '../owner-format';
import { ActionCard, ActionForm, AddressField } from './action-card';

/** setFundWallet: where withdrawals and fee tokens go. */
export function FundWalletAction() {
  const { state } = useOwnerContext();
  const action = useOwnerAction({ wallet: '' });

  const onReview = async () => {
    const next = action.parse({ wallet: parseAddress(action.values.wallet, 'fund wallet') });
    if (!next) return;
    if (next.wallet === state.token.fundWallet) {
      action.fail({ wallet: 'This is the fund wallet already: nothing to change.' });
      return;
    }
    await action.review(
      { functionName: 'setFundWallet', args: [next.wallet] },
      [{ label: 'Fund wallet', from: state.token.fundWallet, to: next.wallet }],
      `the fund wallet is ${shortAddress(next.wallet)}.`,
    );
  };

  return (
    <ActionCard
      title="Fund wallet"
      description="Receives the sale's ETH on withdrawal and the fee tokens of market trades. A multisig is recommended."
    >
      <p className="text-sm break-all text-slate-700">
        Now: <span className="font-mono">{state.token.fundWallet}</span>
      </p>
      <ActionForm action={action} onReview={onReview}>
        <AddressField label="New fund wallet" {...action.field('wallet')} />
      </ActionForm>
    </ActionCard>
  );
}
