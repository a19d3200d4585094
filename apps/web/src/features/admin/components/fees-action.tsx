import { useState } from 'react';
import { InputField } from '@/components/ui/form/field';
import { formatUnits } from '@/lib/units';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { formatPercent, parsePercent } from '../owner-input';
import { ActionCard, ActionForm } from './action-card';

/** setFees: the buy and sell fees on market-pair trades, each under its cap. */
export function FeesAction() {
  const { state } = useOwnerContext();
  const { buyFee, sellFee, maxBuyFee, maxSellFee } = state.token;
  const action = useOwnerAction();
  const [buy, setBuy] = useState(() => formatUnits(buyFee, 1));
  const [sell, setSell] = useState(() => formatUnits(sellFee, 1));
  const [errors, setErrors] = useState<{ buy?: string; sell?: string }>({});

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors({});
    action.edited();
  };

  const onReview = async () => {
    const newBuy = parsePercent(buy, { decimals: 1, min: 0n, max: maxBuyFee, label: 'buy fee' });
    const newSell = parsePercent(sell, {
      decimals: 1,
      min: 0n,
      max: maxSellFee,
      label: 'sell fee',
    });
    if (!newBuy.ok || !newSell.ok) {
      setErrors({
        buy: newBuy.ok ? undefined : newBuy.error,
        sell: newSell.ok ? undefined : newSell.error,
      });
      return;
    }
    if (newBuy.value === buyFee && newSell.value === sellFee) {
      setErrors({ buy: 'These are the fees already in force: nothing to change.' });
      return;
    }
    await action.review(
      { functionName: 'setFees', args: [newBuy.value, newSell.value] },
      [
        { label: 'Buy fee', from: formatPercent(buyFee, 1), to: formatPercent(newBuy.value, 1) },
        { label: 'Sell fee', from: formatPercent(sellFee, 1), to: formatPercent(newSell.value, 1) },
      ],
      `buy fee ${formatPercent(newBuy.value, 1)}, sell fee ${formatPercent(newSell.value, 1)}.`,
    );
  };

  return (
    <ActionCard
      title="Fees"
      description="Charged on trades with a market pair only, never on the sale or on wallet-to-wallet transfers. Fee tokens go to the fund wallet."
    >
      <ActionForm action={action} onReview={onReview}>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="Buy fee (%)"
            inputMode="decimal"
            autoComplete="off"
            value={buy}
            onChange={(event) => edit(setBuy)(event.target.value)}
            hint={`Now ${formatPercent(buyFee, 1)}; at most ${formatPercent(maxBuyFee, 1)}.`}
            error={errors.buy}
          />
          <InputField
            label="Sell fee (%)"
            inputMode="decimal"
            autoComplete="off"
            value={sell}
            onChange={(event) => edit(setSell)(event.target.value)}
            hint={`Now ${formatPercent(sellFee, 1)}; at most ${formatPercent(maxSellFee, 1)}.`}
            error={errors.sell}
          />
        </div>
      </ActionForm>
    </ActionCard>
  );
}
