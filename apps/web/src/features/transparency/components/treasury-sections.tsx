import { saleStages } from '@eco/contracts';
import { AlertTriangle, BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { getAddress } from 'viem';
import { HistoryCatchingUp } from '@/components/history-status';
import { SampleBadge } from '@/components/ui/sample-badge';
import { ethText, formatUtcDateTime } from '@/lib/format';
import { useOutflowTags } from '../api/use-outflow-tags';
import { useTreasury, type Treasury } from '../api/use-treasury';
import { reconcileFundWallet, reconcileSale, type Outflow } from '../treasury';
import { AddressLine, TxLink } from './address-line';

/** A figure and its label, in a definition list (this page's sections share it). */
export function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-1 font-semibold break-words text-brand-950 tabular-nums">{children}</dd>
    </div>
  );
}

/** "Reconciled at block N" or every difference, loudly. */
function Verdict({ ok, block, problems }: { ok: boolean; block: number; problems: string[] }) {
  return ok ? (
    <p
      role="status"
      data-reconciled="yes"
      className="flex items-start gap-2 rounded-2xl border-2 border-emerald-300 bg-emerald-50 p-4 font-semibold text-emerald-950"
    >
      <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      Reconciled at block {block}: every figure above agrees with the chain.
    </p>
  ) : (
    <div
      role="alert"
      data-reconciled="no"
      className="rounded-2xl border-2 border-red-400 bg-red-50 p-4 text-red-950"
    >
      <p className="flex items-start gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Does not reconcile at block {block}.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** The sale's ether per stage, what went to the fund wallet and what the contract still holds. */
function SaleEther({ data }: { data: Treasury }) {
  const { sale, contract } = data;
  const result = reconcileSale({
    raised: BigInt(sale.raised),
    withdrawn: BigInt(sale.withdrawn),
    contractRaised: contract.raised,
    contractWithdrawn: contract.withdrawn,
    held: contract.held,
    formatEth: ethText,
  });
  return (
    <section aria-labelledby="sale-ether-heading" className="space-y-4">
      <h2 id="sale-ether-heading" className="text-2xl font-bold text-brand-950">
        The sale&apos;s ether
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        {saleStages.map((stage) => {
          const totals = sale.stages.find((s) => s.stage === stage.number);
          return (
            <Figure key={stage.key} term={`Raised in the ${stage.label.toLowerCase()} stage`}>
              {ethText(BigInt(totals?.raised ?? '0'))}
              <span className="block text-sm font-normal text-slate-600">
                {totals?.purchases ?? 0} {totals?.purchases === 1 ? 'purchase' : 'purchases'}
              </span>
            </Figure>
          );
        })}
        <Figure term="Raised in all">{ethText(result.raised)}</Figure>
        <Figure term="Withdrawn to the fund wallet">{ethText(result.withdrawn)}</Figure>
        <Figure term="Held by the contract">{ethText(result.held)}</Figure>
      </dl>
      <Verdict
        ok={result.problems.length === 0}
        block={sale.indexed.number}
        problems={result.problems}
      />
    </section>
  );
}

const purposeText = (outflow: Outflow): string => {
  const tag = outflow.tag;
  if (!tag) return 'Unexplained: no entry says what this paid for.';
  if (tag.purpose === 'campaign') return `Campaign ${tag.campaignId}: ${tag.description}`;
  if (tag.purpose === 'carbon-credits') {
    return `Carbon credits, ledger row ${tag.ledgerRowId}: ${tag.description}`;
  }
  return tag.description;
};

/** The fund wallet: balance, every outgoing payment and what it paid for, and the sum. */
function FundWallet({ data, chainId }: { data: Treasury; chainId: number }) {
  const tags = useOutflowTags();
  const { fund } = data;
  if (!tags.data) {
    return (
      <p className="text-slate-700">
        {tags.isError
          ? 'What the outgoing payments paid for could not be read just now, so the fund wallet is not reconciled.'
          : 'Reading what the outgoing payments paid for…'}
      </p>
    );
  }
  const r = reconcileFundWallet(fund, data.fundBalance, tags.data);
  const untagged = r.outflows.filter((o) => !o.tag);
  const problems = [
    ...(untagged.length > 0
      ? [
          `${untagged.length} outgoing payment${untagged.length === 1 ? '' : 's'} (${ethText(r.untagged)}) ${untagged.length === 1 ? 'has' : 'have'} no stated purpose.`,
        ]
      : []),
    ...(r.difference !== 0n
      ? [
          `Opening balance + inflows − explained outflows − fees = ${ethText(r.explained)}, but the wallet holds ${ethText(r.balance)}: ${ethText(r.difference < 0n ? -r.difference : r.difference)} ${r.difference > 0n ? 'left without explanation' : 'more than its history explains'}.`,
        ]
      : []),
  ];
  const movedFund =
    data.contract.fundWallet.toLowerCase() !== fund.wallet.toLowerCase() ? (
      <p role="alert" className="rounded-2xl border-2 border-red-400 bg-red-50 p-4 text-red-950">
        The contract now sends withdrawals to {data.contract.fundWallet}, not to the wallet below,
        whose history this page follows.
      </p>
    ) : null;
  return (
    <section aria-labelledby="fund-wallet-heading" className="space-y-4">
      <h2 id="fund-wallet-heading" className="text-2xl font-bold text-brand-950">
        The fund wallet
      </h2>
      <p>
        <AddressLine address={getAddress(fund.wallet)} chainId={chainId} label="fund wallet" />
      </p>
      {movedFund}
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure term={`Balance before the sale (block ${fund.openingBlock})`}>
          {ethText(r.opening)}
        </Figure>
        <Figure term="Received in all">
          {ethText(r.inflows)}
          <span className="block text-sm font-normal text-slate-600">
            of which {ethText(r.withdrawn)} withdrawn from the sale
          </span>
        </Figure>
        <Figure term="Paid out with a stated purpose">{ethText(r.tagged)}</Figure>
        <Figure term="Paid out with no stated purpose">{ethText(r.untagged)}</Figure>
        <Figure term="Network fees paid">{ethText(r.fees)}</Figure>
        <Figure term={`Balance at block ${fund.indexed.number}`}>{ethText(r.balance)}</Figure>
      </dl>
      <Verdict ok={r.reconciled} block={fund.indexed.number} problems={problems} />
      <h3 className="text-lg font-semibold text-brand-950">Outgoing payments</h3>
      {r.outflows.length === 0 ? (
        <p className="text-slate-700">The fund wallet has paid nothing out yet.</p>
      ) : (
        <ul className="space-y-3">
          {r.outflows.map((outflow) => (
            <li
              key={`${outflow.flow.transactionHash}-${outflow.flow.order}`}
              data-outflow={outflow.tag ? 'tagged' : 'untagged'}
              className={`rounded-2xl border-2 p-4 ${outflow.tag ? 'border-slate-200 bg-white' : 'border-red-400 bg-red-50'}`}
            >
              <p className="font-semibold text-brand-950 tabular-nums">
                {ethText(outflow.amount)} to{' '}
                <code className="font-mono text-sm break-all">
                  {outflow.flow.counterparty ? getAddress(outflow.flow.counterparty) : 'unknown'}
                </code>
              </p>
              <p
                className={outflow.tag ? 'mt-1 text-slate-700' : 'mt-1 font-semibold text-red-900'}
              >
                {purposeText(outflow)}{' '}
                {outflow.tag?.provenance.status === 'sample' ? <SampleBadge /> : null}
                {outflow.tag?.provenance.status === 'verified' ? (
                  <span className="text-sm text-slate-600">
                    {' '}
                    Source: {outflow.tag.provenance.source} (checked{' '}
                    {outflow.tag.provenance.checked})
                  </span>
                ) : null}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {formatUtcDateTime(Number(outflow.flow.timestamp) * 1000)} · block{' '}
                {outflow.flow.blockNumber} ·{' '}
                <TxLink hash={outflow.flow.transactionHash} chainId={chainId} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Where the sale's ether is, from the chain and its history, reconciled to the wei. */
export function TreasurySections({ chainId }: { chainId: number }) {
  const treasury = useTreasury(chainId);
  if (!treasury.data) {
    return treasury.isError ? (
      <HistoryCatchingUp />
    ) : (
      <p className="text-slate-700">Reading the sale&apos;s ether from the chain…</p>
    );
  }
  return (
    <div className="space-y-10">
      {treasury.data.catchingUp || treasury.isError ? <HistoryCatchingUp /> : null}
      <SaleEther data={treasury.data} />
      <FundWallet data={treasury.data} chainId={chainId} />
    </div>
  );
}
