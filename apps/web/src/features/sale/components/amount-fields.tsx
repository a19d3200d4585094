import { t } from '@lingui/core/macro';
import { useId, type ReactNode } from 'react';
import { NumericInput } from '@/components/ui/numeric-input';
import { formatTokenAmount, usdcText } from '@/lib/format';
import type { PaymentAsset } from '@/lib/wallet/transaction';

const balanceText = (asset: PaymentAsset, value: bigint) =>
  asset === 'eth'
    ? `${formatTokenAmount(value, { decimals: 8, minimumDecimals: 2 })} ETH`
    : usdcText(value);

/**
 * The two amount fields of a purchase (ECO bought, ETH or USDC paid), the Max button and the
 * wallet's balance of the asset paid with.
 */
export function AmountFields({
  asset,
  ecoText,
  payText,
  balance,
  onEco,
  onPay,
  onMax,
}: {
  asset: PaymentAsset;
  ecoText: string;
  payText: string;
  balance: bigint | undefined;
  onEco: (text: string) => void;
  onPay: (text: string) => void;
  onMax: () => void;
}) {
  const ecoId = useId();
  const payId = useId();
  const assetName = asset === 'eth' ? 'ETH' : 'USDC';
  const balanceFigure = balance === undefined ? '' : balanceText(asset, balance);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        {/* Both label rows have one fixed height, so the two fields line up. */}
        <div className="flex h-6 items-end justify-between">
          <label htmlFor={ecoId} className="text-sm font-semibold text-slate-800">
            {t`You buy (ECO)`}
          </label>
          <button
            type="button"
            onClick={onMax}
            className="text-sm font-semibold text-brand-700 hover:underline"
            disabled={balance === undefined}
          >
            {t`Max`}
          </button>
        </div>
        <NumericInput
          id={ecoId}
          className="mt-1"
          placeholder="0"
          value={ecoText}
          onValueChange={onEco}
        />
      </div>
      <div>
        <div className="flex h-6 items-end">
          <label htmlFor={payId} className="text-sm font-semibold text-slate-800">
            {t`You pay (${assetName})`}
          </label>
        </div>
        <NumericInput
          id={payId}
          className="mt-1"
          placeholder="0"
          value={payText}
          onValueChange={onPay}
        />
        {balance !== undefined ? (
          <p className="mt-1 text-xs text-slate-600">{t`Wallet balance: ${balanceFigure}`}</p>
        ) : null}
      </div>
    </div>
  );
}

/** What stops the purchase, as one alert. */
export function PurchaseProblems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    // The alert role on a wrapper: on the <ul> itself it would hide that it is a list.
    <div role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-900">
      <ul className="space-y-1">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The transaction's cost (`summary`, once there is an amount), the note that the sale charges no
 * fee, and the referral's note.
 */
export function CostSummary({ summary, children }: { summary?: ReactNode; children?: ReactNode }) {
  return (
    <div className="space-y-1 rounded-2xl border border-slate-200 p-4 text-sm">
      {summary}
      <p className="text-slate-600">
        <span className="font-semibold text-slate-800">{t`No fee on sale purchases.`}</span>{' '}
        {t`The token's fees (on the token page, read from the contract) apply only to trades on the market pair, never to the sale or to wallet-to-wallet transfers. The ECO you buy can be sent on or traded only once trading is enabled; the token page shows whether it is.`}
      </p>
      {children}
    </div>
  );
}
