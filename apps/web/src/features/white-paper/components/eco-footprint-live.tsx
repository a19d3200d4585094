import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
  const chain = chainText(chainId);
  if (!findEcoDeployment(chainId)) {
    return <p className="text-slate-700">{t`ECO is not deployed on ${chain} yet.`}</p>;
  }
  const data = transactions.data;
  if (!data) {
    return transactions.isError ? (
      <HistoryCatchingUp />
    ) : (
      <p className="text-slate-700">{t`Reading ECO's transactions from the chain…`}</p>
    );
  }
  const { answer } = data;
  // The chain the page shows: its own study, or, on a test chain no study covers, mainnet's
  // figures applied to its transactions, and the page says so.
  const own = footprintFor(chainId);
  const figures = ecoFootprint(own ?? ethereumFootprint(), answer, carbonCredits);
  const badge = figures.sample ? <SampleBadge className="ms-1" /> : null;
  const { firstDay, to } = answer;
  // Always a day here: the page asks for the last FOOTPRINT_DAYS days (ecoTransactionsPath).
  const from = String(answer.from);
  const days = count(FOOTPRINT_DAYS);
  const retired = amount(figures.retiredTonnes);
  const block = String(answer.indexed.number);
  const time = formatUtcDateTime(answer.indexed.timestamp * 1000);
  const studied = ethereumFootprint().network;
  return (
    <div className="space-y-4">
      {data.catchingUp ? <HistoryCatchingUp /> : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure term={t`ECO's transactions, last ${days} days (${from} to ${to})`}>
          <span data-figure="transactions">{count(answer.transactions)}</span>
        </Figure>
        <Figure
          term={
            firstDay
              ? t`ECO's transactions since deployment (${firstDay})`
              : t`ECO's transactions since deployment`
          }
        >
          <span data-figure="transactions-total">{count(answer.total)}</span>
        </Figure>
        <Figure term={t`Energy, last ${days} days`}>
          <span data-figure="energy">{amount(figures.period.energyKwh)} kWh</span>
          {badge}
        </Figure>
        <Figure term={t`Greenhouse-gas emissions, last ${days} days`}>
          <span data-figure="emissions">{amount(figures.period.emissionsKg)} kg CO2e</span>
          {badge}
        </Figure>
        <Figure
          term={firstDay ? t`Energy since deployment (${firstDay})` : t`Energy since deployment`}
        >
          {amount(figures.sinceDeployment.energyKwh)} kWh{badge}
        </Figure>
        <Figure
          term={
            firstDay
              ? t`Greenhouse-gas emissions since deployment (${firstDay})`
              : t`Greenhouse-gas emissions since deployment`
          }
        >
          {amount(figures.sinceDeployment.emissionsKg)} kg CO2e{badge}
        </Figure>
      </dl>
      <p className="text-slate-700">
        <Trans>
          The carbon ledger lists {retired} t CO2e retired in all. It is not compared with the
          estimate above: nobody has verified that the credits and the study measure the same
          emissions.
        </Trans>
        {badge}
      </p>
      <p className="text-sm text-slate-600">
        {t`As of block ${block} (${time}) on ${chain}.`}
        {own
          ? null
          : ` ${t`No footprint study covers ${chain}: its transactions are multiplied by ${studied}'s figures, to show the method.`}`}
        {figures.sample
          ? ` ${t`Sample: the network figures, or the ledger rows, are placeholders not yet checked, so ECO’s share computed from them is one too.`}`
          : null}
      </p>
    </div>
  );
}
