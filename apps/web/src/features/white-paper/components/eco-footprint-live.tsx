import { findEcoDeployment } from '@eco/contracts';
import { useChainId } from 'wagmi';
import { HistoryCatchingUp } from '@/components/history-status';
import { Figure } from '@/components/reconciliation';
import { SampleBadge } from '@/components/ui/sample-badge';
import { carbonCredits } from '@/content/carbon-credits';
import { ethereumFootprint, footprintFor } from '@/content/sustainability';
import { formatNumber, formatUtcDateTime } from '@/lib/format';
import { chainText } from '@/lib/wallet/chains';
import { useEcoTransactions } from '../api/use-eco-transactions';
import { ecoFootprint, FOOTPRINT_DAYS } from '../eco-footprint';

/** Small figures (a few grams per transaction) keep their digits; large ones their separators. */
const amount = (value: number) => formatNumber(value, { decimals: 4, minimumDecimals: 0 });
const count = (value: number) => formatNumber(value, { decimals: 0 });

/** ECO's transactions from the indexer, times the per-transaction figures, beside the ledger. */
export default function EcoFootprintLive() {
  const chainId = useChainId();
  const transactions = useEcoTransactions(chainId);
  if (!findEcoDeployment(chainId)) {
    return <p className="text-slate-700">ECO is not deployed on {chainText(chainId)} yet.</p>;
  }
  const data = transactions.data;
  if (!data) {
    return transactions.isError ? (
      <HistoryCatchingUp />
    ) : (
      <p className="text-slate-700">Reading ECO&apos;s transactions from the chain…</p>
    );
  }
  const { answer } = data;
  // The chain the page shows: its own study, or, on a test chain no study covers, mainnet's
  // figures applied to its transactions, and the page says so.
  const own = footprintFor(chainId);
  const figures = ecoFootprint(own ?? ethereumFootprint, answer, carbonCredits);
  const badge = figures.sample ? <SampleBadge className="ml-1" /> : null;
  const since = answer.firstDay ? `since deployment (${answer.firstDay})` : 'since deployment';
  return (
    <div className="space-y-4">
      {data.catchingUp ? <HistoryCatchingUp /> : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure
          term={`ECO's transactions, last ${FOOTPRINT_DAYS} days (${answer.from} to ${answer.to})`}
        >
          <span data-figure="transactions">{count(answer.transactions)}</span>
        </Figure>
        <Figure term={`ECO's transactions ${since}`}>
          <span data-figure="transactions-total">{count(answer.total)}</span>
        </Figure>
        <Figure term={`Energy, last ${FOOTPRINT_DAYS} days`}>
          <span data-figure="energy">{amount(figures.period.energyKwh)} kWh</span>
          {badge}
        </Figure>
        <Figure term={`Greenhouse-gas emissions, last ${FOOTPRINT_DAYS} days`}>
          <span data-figure="emissions">{amount(figures.period.emissionsKg)} kg CO2e</span>
          {badge}
        </Figure>
        <Figure term={`Energy ${since}`}>
          {amount(figures.sinceDeployment.energyKwh)} kWh{badge}
        </Figure>
        <Figure term={`Greenhouse-gas emissions ${since}`}>
          {amount(figures.sinceDeployment.emissionsKg)} kg CO2e{badge}
        </Figure>
      </dl>
      <p className="text-slate-700">
        The carbon ledger lists {amount(figures.retiredTonnes)} t CO2e retired in all. It is not
        compared with the estimate above: nobody has verified that the credits and the study measure
        the same emissions.
        {badge}
      </p>
      <p className="text-sm text-slate-600">
        As of block {answer.indexed.number} ({formatUtcDateTime(answer.indexed.timestamp * 1000)})
        on {chainText(chainId)}.
        {own
          ? null
          : ` No footprint study covers ${chainText(chainId)}: its transactions are multiplied by ${ethereumFootprint.network}'s figures, to show the method.`}
        {figures.sample
          ? ' Sample: the network figures, or the ledger rows, are placeholders not yet checked, so ECO’s share computed from them is one too.'
          : null}
      </p>
    </div>
  );
}
