import { formatUnits } from '@/lib/units';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { formatPercent, parsePercent } from '../owner-input';
import { DecimalField } from './owner-fields';
import { ActionCard, ActionForm } from './action-card';

/** setFees: the buy and sell fees on market-pair trades, each under its cap. */
export function FeesAction() {
  const { state } = useOwnerContext();
  const { buyFee, sellFee, maxBuyFee, maxSellFee } = state.token;
  const action = useOwnerAction({ buy: formatUnits(buyFee, 1), sell: formatUnits(sellFee, 1) });
  const { values } = action;

  const onReview = async () => {
    const next = action.parse({
      buy: parsePercent(values.buy, { decimals: 1, min: 0n, max: maxBuyFee, label: 'buy fee' }),
      sell: parsePercent(values.sell, { decimals: 1, min: 0n, max: maxSellFee, label: 'sell fee' }),
    });
    if (!next) return;
    if (next.buy === buyFee && next.sell === sellFee) {
      action.fail({ buy: 'These are the fees already in force: nothing to change.' });
      return;
    }
    await action.review(
      { functionName: 'setFees', args: [next.buy, next.sell] },
      [
        { label: 'Buy fee', from: formatPercent(buyFee, 1), to: formatPercent(next.buy, 1) },
        { label: 'Sell fee', from: formatPercent(sellFee, 1), to: formatPercent(next.sell, 1) },
      ],
      `buy fee ${formatPercent(next.buy, 1)}, sell fee ${formatPercent(next.sell, 1)}.`,
    );
  };

  return (
    <ActionCard
      title="Fees"
      description="Charged on trades with a market pair only, never on the sale or on wallet-to-wallet transfers. Fee tokens go to the fund wallet."
    >
      <ActionForm action={action} onReview={onReview}>
        <div className="grid gap-4 sm:grid-cols-2">
          <DecimalField
            label="Buy fee (%)"
            {...action.field('buy')}
            hint={`Now ${formatPercent(buyFee, 1)}; at most ${formatPercent(maxBuyFee, 1)}.`}
          />
          <DecimalField
            label="Sell fee (%)"
            {...action.field('sell')}
            hint={`Now ${formatPercent(sellFee, 1)}; at most ${formatPercent(maxSellFee, 1)}.`}
          />
        </div>
      </ActionForm>
    </ActionCard>
  );
}
