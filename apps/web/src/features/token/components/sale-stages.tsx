import { perMilleOfSupply, perMilleToPercent, tokenFacts } from '@/content/token';
import { formatNumber } from '@/lib/format';

const descriptions: Record<string, string> = {
  partners:
    'For addresses on the partners list; each purchase proves membership with a merkle proof.',
  private: 'Open to everyone while the private stage is open, at the private price.',
  public: 'Open to everyone while the public stage is open, at the public price.',
};

/** The three sale stages with their prices and allocations. */
export function SaleStages() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {tokenFacts.stages.map((stage) => (
        <li
          key={stage.key}
          className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h3 className="text-lg font-semibold text-brand-950">{stage.label}</h3>
          <p className="mt-1 text-sm text-slate-600">{descriptions[stage.key]}</p>
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-slate-600">Price</dt>
              <dd className="font-semibold text-brand-900 tabular-nums">
                {stage.priceEth} ETH / ECO
              </dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-slate-600">Allocation</dt>
              <dd className="font-semibold text-brand-900 tabular-nums">
                {formatNumber(perMilleOfSupply(stage.sharePerMille), { decimals: 0 })} ECO (
                {perMilleToPercent(stage.sharePerMille)})
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
