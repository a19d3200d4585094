import { ecoText, ethText, usdcText } from '@/lib/format';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { TokenFigures } from '@/lib/wallet/token-figures';
import { type saleStages } from '../owner-format';

type Stage = (typeof saleStages)[number];

/**
 * One sale stage as read from the chain: open, closed or cancelled, its prices in ETH and USDC,
 * sold (net of withdrawals and refunds), remaining, finalized or not, and progress.
 */
export function StageCard({
  stage,
  figures,
  heading: Heading = 'p',
}: {
  stage: Stage;
  figures: TokenFigures['stages'][Stage['key']];
  /** `h3` where the stage names head their own section (the inbox's sale totals). */
  heading?: 'p' | 'h3';
}) {
  const { open, price, usdcPrice, sold, allocation, cancelled, finalized } = figures;
  return (
    <li className="min-w-0 rounded-2xl bg-slate-50 p-4">
      <div className="flex items-center justify-between gap-2">
        <Heading className="font-semibold text-brand-950">{stage.label}</Heading>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${open ? 'bg-brand-100 text-brand-900' : 'bg-slate-200 text-slate-800'}`}
        >
          {cancelled ? 'Cancelled' : open ? 'Open' : 'Closed'}
        </span>
      </div>
      <dl className="mt-2 space-y-1 text-sm">
        {[
          ['Price', ethText(price)],
          ['USDC price', usdcPrice === 0n ? 'ETH only' : usdcText(usdcPrice)],
          ['Sold', ecoText(sold)],
          ['Remaining', ecoText(allocation - sold)],
          ['Finalized', finalized ? 'Yes: it can no longer be cancelled' : 'Not yet'],
        ].map(([term, value]) => (
          <div key={term} className="flex justify-between gap-2">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-end tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3">
        <ProgressBar
          value={Number(sold / 10n ** 18n)}
          max={Number(allocation / 10n ** 18n)}
          label={`${stage.label}: ${allocation > 0n ? Number((sold * 100n) / allocation) : 0}% sold`}
        />
      </div>
    </li>
  );
}
