import { useState } from 'react';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { parseAddress } from '../owner-input';
import { shortAddress } from '../owner-format';
import { ActionCard, ActionForm } from './action-card';
import { AddressField } from './address-field';

/** setFundWallet: where withdrawals and fee tokens go. */
export function FundWalletAction() {
  const { state } = useOwnerContext();
  const action = useOwnerAction();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string>();

  const onReview = async () => {
    const parsed = parseAddress(address, 'fund wallet');
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    if (parsed.value === state.fundWallet) {
      setError('This is the fund wallet already: nothing to change.');
      return;
    }
    await action.review(
      { functionName: 'setFundWallet', args: [parsed.value] },
      [{ label: 'Fund wallet', from: state.fundWallet, to: parsed.value }],
      `the fund wallet is ${shortAddress(parsed.value)}.`,
    );
  };

  return (
    <ActionCard
      title="Fund wallet"
      description="Receives the sale's ETH on withdrawal and the fee tokens of market trades. A multisig is recommended."
    >
      <p className="text-sm break-all text-slate-700">
        Now: <span className="font-mono">{state.fundWallet}</span>
      </p>
      <ActionForm action={action} onReview={onReview}>
        <AddressField
          label="New fund wallet"
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(undefined);
            action.edited();
          }}
          error={error}
        />
      </ActionForm>
    </ActionCard>
  );
}
