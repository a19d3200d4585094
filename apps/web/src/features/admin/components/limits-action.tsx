import { ecoText } from '@/lib/format';
import { formatUnits } from '@/lib/units';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { change } from '../owner-format';
import { formatPercent, parsePercent } from '../owner-input';
import { ActionCard, ActionForm, DecimalField } from './action-card';

/** setMaxTransferRates and setMaxTransactionLimitEnabled: anti-whale limits per trade. */
export function LimitsAction() {
  const { state } = useOwnerContext();
  const { maxTransferRate, maxTransferRateBuy } = state;
  const { maxSupply, maxTransactionLimitEnabled } = state.token;
  const rates = useOwnerAction({
    sell: formatUnits(maxTransferRate, 1),
    buy: formatUnits(maxTransferRateBuy, 1),
  });
  const toggle = useOwnerAction();
  const ofSupply = (perMille: bigint) => ecoText((maxSupply * perMille) / 1000n);
  const rateText = (perMille: bigint) => `${formatPercent(perMille, 1)} (${ofSupply(perMille)})`;

  const onReviewRates = async () => {
    const limit = { decimals: 1, min: 1n, max: 1000n };
    const next = rates.parse({
      buy: parsePercent(rates.values.buy, { ...limit, label: 'largest buy' }),
      sell: parsePercent(rates.values.sell, { ...limit, label: 'largest sell' }),
    });
    if (!next) return;
    if (next.buy === maxTransferRateBuy && next.sell === maxTransferRate) {
      rates.fail({ buy: 'These are the limits already in force: nothing to change.' });
      return;
    }
    await rates.review(
      { functionName: 'setMaxTransferRates', args: [next.sell, next.buy] },
      [
        change('Largest buy', rateText, maxTransferRateBuy, next.buy),
        change('Largest sell', rateText, maxTransferRate, next.sell),
      ],
      `largest buy ${formatPercent(next.buy, 1)}, largest sell ${formatPercent(next.sell, 1)} of the supply.`,
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
          <DecimalField
            label="Largest buy (% of supply)"
            {...rates.field('buy')}
            hint={`Now ${formatPercent(maxTransferRateBuy, 1)} = ${ofSupply(maxTransferRateBuy)}; 0.1% to 100%.`}
          />
          <DecimalField
            label="Largest sell (% of supply)"
            {...rates.field('sell')}
            hint={`Now ${formatPercent(maxTransferRate, 1)} = ${ofSupply(maxTransferRate)}; 0.1% to 100%.`}
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
