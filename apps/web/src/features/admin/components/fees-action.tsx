import { formatUnits } from '@/lib/units';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { change } from '../owner-format';
import { formatPercent, parsePercent } from '../owner-input';
import { ActionCard, ActionForm, DecimalField } from './action-card';

/** setFees: the buy and sell fees on market-pair trades, each under its cap. */
export function FeesAction() {
  const { state } = useOwnerContext();
  const { buyFee, sellFee, maxBuyFee, maxSellFee } = state.token;
  const action = useOwnerAction({ buy: formatUnits(buyFee, 1), sell: formatUnits(sellFee, 1) });
  const { values } = action;
  const perMille = (value: bigint) => formatPercent(value, 1);

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
        change('Buy fee', perMille, buyFee, next.buy),
        change('Sell fee', perMille, sellFee, next.sell),
      ],
      `buy fee ${perMille(next.buy)}, sell fee ${perMille(next.sell)}.`,
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
            hint={`Now ${perMille(buyFee)}; at most ${perMille(maxBuyFee)}.`}
          />
          <DecimalField
            label="Sell fee (%)"
            {...action.field('sell')}
            hint={`Now ${perMille(sellFee)}; at most ${perMille(maxSellFee)}.`}
          />
        </div>
      </ActionForm>
    </ActionCard>
  );
}
