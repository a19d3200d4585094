import { ecoText } from '@/lib/format';
import { useState } from 'react';
import { InputField } from '@/components/ui/form/field';
import { formatUnits } from '@/lib/units';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { formatPercent, parsePercent } from '../owner-input';
import { ActionCard, ActionForm } from './action-card';

/** setMaxTransferRates and setMaxTransactionLimitEnabled: anti-whale limits per trade. */
export function LimitsAction() {
  const { state } = useOwnerContext();
  const { maxTransferRate, maxTransferRateBuy } = state;
  const { maxSupply, maxTransactionLimitEnabled } = state.token;
  const rates = useOwnerAction();
  const toggle = useOwnerAction();
  const [sell, setSell] = useState(() => formatUnits(maxTransferRate, 1));
  const [buy, setBuy] = useState(() => formatUnits(maxTransferRateBuy, 1));
  const [errors, setErrors] = useState<{ buy?: string; sell?: string }>({});
  const ofSupply = (perMille: bigint) => ecoText((maxSupply * perMille) / 1000n);

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors({});
    rates.edited();
  };

  const onReviewRates = async () => {
    const limit = { decimals: 1, min: 1n, max: 1000n };
    const newBuy = parsePercent(buy, { ...limit, label: 'largest buy' });
    const newSell = parsePercent(sell, { ...limit, label: 'largest sell' });
    if (!newBuy.ok || !newSell.ok) {
      setErrors({
        buy: newBuy.ok ? undefined : newBuy.error,
        sell: newSell.ok ? undefined : newSell.error,
      });
      return;
    }
    if (newBuy.value === maxTransferRateBuy && newSell.value === maxTransferRate) {
      setErrors({ buy: 'These are the limits already in force: nothing to change.' });
      return;
    }
    await rates.review(
      { functionName: 'setMaxTransferRates', args: [newSell.value, newBuy.value] },
      [
        {
          label: 'Largest buy',
          from: `${formatPercent(maxTransferRateBuy, 1)} (${ofSupply(maxTransferRateBuy)})`,
          to: `${formatPercent(newBuy.value, 1)} (${ofSupply(newBuy.value)})`,
        },
        {
          label: 'Largest sell',
          from: `${formatPercent(maxTransferRate, 1)} (${ofSupply(maxTransferRate)})`,
          to: `${formatPercent(newSell.value, 1)} (${ofSupply(newSell.value)})`,
        },
      ],
      `largest buy ${formatPercent(newBuy.value, 1)}, largest sell ${formatPercent(newSell.value, 1)} of the supply.`,
    );
  };

  const onReviewToggle = async () => {
    const next = !maxTransactionLimitEnabled;
    await toggle.review(
      { functionName: 'setMaxTransactionLimitEnabled', args: [next] },
      [{ label: 'Limits per trade', from: next ? 'off' : 'on', to: next ? 'on' : 'off' }],
      `limits per trade are ${next ? 'on' : 'off'}.`,
    );
  };

  return (
    <ActionCard
      title="Limits"
      description="The largest buy from and sell to a market pair in one transaction, in percent of the maximum supply. Excluded wallets are not limited."
    >
      <ActionForm action={rates} onReview={onReviewRates} submitLabel="Review limits">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="Largest buy (% of supply)"
            inputMode="decimal"
            autoComplete="off"
            value={buy}
            onChange={(event) => edit(setBuy)(event.target.value)}
            hint={`Now ${formatPercent(maxTransferRateBuy, 1)} = ${ofSupply(maxTransferRateBuy)}; 0.1% to 100%.`}
            error={errors.buy}
          />
          <InputField
            label="Largest sell (% of supply)"
            inputMode="decimal"
            autoComplete="off"
            value={sell}
            onChange={(event) => edit(setSell)(event.target.value)}
            hint={`Now ${formatPercent(maxTransferRate, 1)} = ${ofSupply(maxTransferRate)}; 0.1% to 100%.`}
            error={errors.sell}
          />
        </div>
      </ActionForm>
      <div className="border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-700">
          Limits per trade are <strong>{maxTransactionLimitEnabled ? 'on' : 'off'}</strong>.
        </p>
        <div className="mt-2">
          <ActionForm
            action={toggle}
            onReview={onReviewToggle}
            submitLabel={
              maxTransactionLimitEnabled ? 'Review: switch limits off' : 'Review: switch limits on'
            }
          />
        </div>
      </div>
    </ActionCard>
  );
}
