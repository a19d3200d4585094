import { t } from '@lingui/core/macro';
import { useId } from 'react';
import type { PaymentAsset } from '@/lib/wallet/transaction';

const labels: Record<PaymentAsset, string> = { eth: 'ETH', usdc: 'USDC' };

/**
 * What the buyer pays with: a radio group (one tab stop, arrow keys move between the options, as
 * native radio buttons do), shown only where the stage takes USDC too.
 */
export function AssetChoice({
  asset,
  onChange,
  disabled,
}: {
  asset: PaymentAsset;
  onChange: (asset: PaymentAsset) => void;
  disabled: boolean;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-800">{t`Pay with`}</legend>
      <div className="mt-1 inline-flex rounded-full border border-slate-300 p-1">
        {(['eth', 'usdc'] as const).map((option) => (
          <label
            key={option}
            className="relative rounded-full px-4 py-1.5 text-sm font-semibold text-slate-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={asset === option}
              onChange={() => onChange(option)}
              // Over the whole option, unseen: the click lands on the radio button itself.
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
