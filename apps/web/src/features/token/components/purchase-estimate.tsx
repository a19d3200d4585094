import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { NumericInput } from '@/components/ui/numeric-input';
import { tokenFacts } from '@/content/token';
import { ethText, formatNumber } from '@/lib/format';
import { formatUnits, parseAmount } from '@/lib/units';
import { useStageRemainingStore } from '@/stores/stage-remaining';
import { estimateRow, type EstimateRow } from '../stage-limits';

const eco = (baseUnits: bigint) =>
  `${formatNumber(formatUnits(baseUnits, 18), { decimals: 0 })} ECO`;

function estimateText(row: EstimateRow): string {
  if (row.kind === 'none') return '–';
  if (row.kind === 'cost') return ethText(row.wei, 8);
  const limit = eco(row.limit);
  return row.live ? t`Only ${limit} left` : t`More than its ${limit}`;
}

/**
 * Estimates what an amount of ECO costs in each stage at its published price, and refuses an
 * amount a stage no longer holds (or never held) instead of pricing tokens that do not exist.
 */
export function PurchaseEstimate() {
  const [amount, setAmount] = useState('10000');
  const remaining = useStageRemainingStore((state) => state.remaining);
  const ecoAmount = parseAmount(amount);
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {t`Amount of ECO`}
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
        {t`Digits and one decimal point only.`}{' '}
        {remaining
          ? t`A stage that no longer holds that many ECO says how many are left.`
          : t`An amount above a stage’s allocation gets no price.`}
      </p>
      <table className="mt-6 w-full text-start text-sm">
        <caption className="sr-only">{t`Estimated cost per stage`}</caption>
        <thead className="text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="py-2">
              {t`Stage`}
            </th>
            <th scope="col" className="py-2 text-end">
              {t`Cost`}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100" aria-live="polite">
          {tokenFacts.stages.map((stage) => {
            const row = estimateRow(stage.key, ecoAmount, remaining);
            return (
              <tr key={stage.key}>
                <th scope="row" className="py-2 font-medium text-slate-900">
                  {stage.label}
                </th>
                <td
                  className={`py-2 text-end tabular-nums ${row.kind === 'over' ? 'text-amber-800' : 'font-semibold text-brand-900'}`}
                >
                  {estimateText(row)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
