import { useId, useState } from 'react';
import { NumericInput } from '@/components/ui/numeric-input';
import { tokenFacts } from '@/content/token';
import { formatNumber } from '@/lib/format';
import { formatUnits, parseAmount, tokenCost } from '@/lib/units';

/** Estimates what an amount of ECO costs in each stage, rounded up as the contract charges. */
export function PurchaseEstimate() {
  const [amount, setAmount] = useState('10000');
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        Amount of ECO
      </label>
      <NumericInput
        id={inputId}
        aria-describedby={hintId}
        value={amount}
        onValueChange={setAmount}
        placeholder="0.0"
        className="mt-2"
      />
      <p id={hintId} className="mt-2 text-sm text-slate-600">
        Digits and one decimal point only. Costs are rounded up to the wei, as the contract charges
        them.
      </p>
      <table className="mt-6 w-full text-left text-sm">
        <caption className="sr-only">Estimated cost per stage</caption>
        <thead className="text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="py-2">
              Stage
            </th>
            <th scope="col" className="py-2 text-right">
              Cost
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100" aria-live="polite">
          {tokenFacts.stages.map((stage) => {
            const ecoAmount = parseAmount(amount);
            const price = parseAmount(stage.priceEth);
            const cost = ecoAmount === null || price === null ? null : tokenCost(ecoAmount, price);
            return (
              <tr key={stage.key}>
                <th scope="row" className="py-2 font-medium text-slate-900">
                  {stage.label}
                </th>
                <td className="py-2 text-right font-semibold text-brand-900 tabular-nums">
                  {cost === null
                    ? '–'
                    : `${formatNumber(formatUnits(cost, 18), { decimals: 8, minimumDecimals: 2 })} ETH`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
