import { findEcoDeployment, saleStages } from '@eco/contracts';
import type { IndexedStageTotals, IndexerSaleAnswer } from '@eco/shared';
import type { ReactNode } from 'react';
import { useChainId } from 'wagmi';
import { HistoryCatchingUp } from '@/components/history-status';
import { Verdict } from '@/components/reconciliation';
import { stageLabel } from '@/content/token';
import { ecoText, ethText, formatUtcSeconds, usdcText } from '@/lib/format';
import { stageFigures } from '@/lib/sale-reconciliation';
import { chainText } from '@/lib/wallet/chains';
import { cancelledStageText, minimumRaiseText } from '@/lib/wallet/stage-terms-text';
import { useSaleResults, type SaleResults } from '../api/use-sale-results';
import { netFigures, resultProblems, stageStanding, type StageStanding } from '../results';

/** Where a stage's figures stand, in words: running, final (dated), cancelled or closed. */
function standingText(standing: StageStanding, block: number): string {
  switch (standing.kind) {
    case 'running':
      return `Open: these figures are still running, as of block ${block}.`;
    case 'final':
      return `Final result: the stage closed by its set closing time, ${formatUtcSeconds(standing.closedAt)}. A refund claimed since still counts here.`;
    case 'cancelled':
      return `${cancelledStageText}.`;
    case 'closed':
      return `Not open at block ${block}, and no closing time is set: these figures are as of that block, not a final result.`;
  }
}

/** A figure of a results card: its words, its value, and a line of detail under it. */
function Row({
  figure,
  term,
  value,
  detail,
}: {
  figure: string;
  term: string;
  value: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <div data-figure={figure}>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-semibold break-words text-brand-950 tabular-nums">
        {value}
        {detail ? <span className="block font-normal text-slate-600">{detail}</span> : null}
      </dd>
    </div>
  );
}

/** What went back of one kind: how many purchases, the ECO they had bought, the money paid back. */
function returnsDetail(tokens: string, eth: string, usdc: string, takesUsdc: boolean) {
  const paid = takesUsdc
    ? `${ethText(BigInt(eth))} and ${usdcText(BigInt(usdc))}`
    : ethText(BigInt(eth));
  return `${ecoText(BigInt(tokens))} given back; ${paid} paid back`;
}

/** The results of one stage, or of the whole sale: money, tokens, buyers and what went back. */
function Figures({
  figures,
  takesUsdc,
  className = 'space-y-2',
}: {
  figures: IndexedStageTotals | IndexerSaleAnswer;
  takesUsdc: boolean;
  /** How the figures are laid out: one column in a stage's card by default. */
  className?: string;
}) {
  const net = netFigures(figures);
  return (
    <dl className={`mt-3 text-sm ${className}`}>
      <Row
        figure="raised-eth"
        term="Raised in ETH"
        value={ethText(BigInt(figures.raised))}
        detail={`${ethText(net.eth)} after withdrawals and refunds`}
      />
      {takesUsdc ? (
        <Row
          figure="raised-usdc"
          term="Raised in USDC"
          value={usdcText(BigInt(figures.raisedUsdc))}
          detail={`${usdcText(net.usdc)} after withdrawals and refunds`}
        />
      ) : null}
      <Row
        figure="tokens"
        term="ECO bought by purchases"
        value={ecoText(BigInt(figures.tokens))}
        detail={`${ecoText(net.tokens)} kept after withdrawals and refunds`}
      />
      <Row
        figure="buyers"
        term="Buyers (wallets)"
        value={figures.buyers}
        detail={`${figures.standingBuyers} still holding a purchase`}
      />
      <Row figure="purchases" term="Purchases" value={figures.purchases} />
      <Row
        figure="withdrawals"
        term="Withdrawals (within the withdrawal window)"
        value={figures.withdrawals}
        detail={returnsDetail(
          figures.withdrawalTokens,
          figures.withdrawalEth,
          figures.withdrawalUsdc,
          takesUsdc,
        )}
      />
      <Row
        figure="refunds"
        term="Refunds (a cancelled stage or a missed minimum raise)"
        value={figures.refunds}
        detail={returnsDetail(
          figures.refundTokens,
          figures.refundEth,
          figures.refundUsdc,
          takesUsdc,
        )}
      />
      <Row
        figure="minted"
        term="Sold from the allocation"
        value={ecoText(BigInt(figures.sold))}
        detail="ECO kept by buyers, referral rewards and the owner's mints"
      />
    </dl>
  );
}

function Results({ data }: { data: SaleResults }) {
  const { answer, chain } = data;
  const block = answer.indexed.number;
  const blockTime = BigInt(answer.indexed.timestamp);
  return (
    <div className="space-y-10">
      {data.catchingUp ? <HistoryCatchingUp /> : null}
      <p className="text-sm text-slate-600">
        As of block {block} ({formatUtcSeconds(answer.indexed.timestamp)}).
      </p>
      <section aria-labelledby="results-stages-heading" className="space-y-4">
        <h2 id="results-stages-heading" className="text-2xl font-bold text-brand-950">
          Stage by stage
        </h2>
        <ul className="grid gap-4 lg:grid-cols-3">
          {saleStages.map(({ key }) => {
            const standing = stageStanding(chain.stages[key], blockTime);
            return (
              <li
                key={key}
                data-stage={key}
                className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4"
              >
                <h3 className="font-semibold text-brand-950">{stageLabel(key)}</h3>
                <p data-standing={standing.kind} className="mt-1 text-sm text-slate-700">
                  {standingText(standing, block)}
                </p>
                <Figures figures={stageFigures(answer, key)} takesUsdc={chain.takesUsdc} />
                <p className="mt-2 text-sm text-slate-600">
                  Minimum raise: {minimumRaiseText(chain.stages[key].terms.minimum)}
                </p>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="results-total-heading" data-stage="total" className="space-y-4">
        <h2 id="results-total-heading" className="text-2xl font-bold text-brand-950">
          The whole sale
        </h2>
        <p className="text-slate-700">
          Every stage together; a wallet that bought in several stages is one buyer here.
        </p>
        <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4">
          <Figures
            figures={answer}
            takesUsdc={chain.takesUsdc}
            className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3"
          />
        </div>
      </section>
      <Verdict
        block={block}
        problems={resultProblems(answer, chain)}
        agreed="the history's totals agree with the contract's on every figure both of them keep."
        note="Each stage's purchases and the ECO sold from its allocation, and in each asset the money raised, paid back and withdrawn to the fund wallet, are the contract's own figures at this block."
      />
    </div>
  );
}

/** The offer's results, for the chain wagmi is on. */
export default function SaleResultsLive() {
  const chainId = useChainId();
  const results = useSaleResults(chainId);
  if (!findEcoDeployment(chainId)) {
    return <p className="text-slate-700">ECO is not deployed on {chainText(chainId)} yet.</p>;
  }
  if (!results.data) {
    return results.isError ? (
      <HistoryCatchingUp />
    ) : (
      <p className="text-slate-700">Reading the sale&apos;s results from the chain…</p>
    );
  }
  return <Results data={results.data} />;
}
