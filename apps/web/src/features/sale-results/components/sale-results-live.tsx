import { t } from '@lingui/core/macro';
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
import { cancelledStageSentence, minimumRaiseText } from '@/lib/wallet/stage-terms-text';
import { useSaleResults, type SaleResults } from '../api/use-sale-results';
import { netFigures, resultProblems, stageStanding, type StageStanding } from '../results';

/** Where a stage's figures stand, in words: running, final (dated), cancelled or closed. */
function standingText(standing: StageStanding, block: number): string {
  switch (standing.kind) {
    case 'running':
      return t`Open: these figures are still running, as of block ${block}.`;
    case 'final': {
      const closedAt = formatUtcSeconds(standing.closedAt);
      return t`Final result: the stage closed by its set closing time, ${closedAt}. A refund claimed since still counts here.`;
    }
    case 'cancelled': {
      const cancelled = cancelledStageSentence();
      return t`${cancelled}.`;
    }
    case 'closed':
      return t`Not open at block ${block}, and no closing time is set: these figures are as of that block, not a final result.`;
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
  const given = ecoText(BigInt(tokens));
  const ether = ethText(BigInt(eth));
  const dollars = usdcText(BigInt(usdc));
  return takesUsdc
    ? t`${given} given back; ${ether} and ${dollars} paid back`
    : t`${given} given back; ${ether} paid back`;
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
  const netEth = ethText(net.eth);
  const netUsdc = usdcText(net.usdc);
  const netTokens = ecoText(net.tokens);
  const holding = figures.standingBuyers;
  return (
    <dl className={`mt-3 text-sm ${className}`}>
      <Row
        figure="raised-eth"
        term={t`Raised in ETH`}
        value={ethText(BigInt(figures.raised))}
        detail={t`${netEth} after withdrawals and refunds`}
      />
      {takesUsdc ? (
        <Row
          figure="raised-usdc"
          term={t`Raised in USDC`}
          value={usdcText(BigInt(figures.raisedUsdc))}
          detail={t`${netUsdc} after withdrawals and refunds`}
        />
      ) : null}
      <Row
        figure="tokens"
        term={t`ECO bought by purchases`}
        value={ecoText(BigInt(figures.tokens))}
        detail={t`${netTokens} kept after withdrawals and refunds`}
      />
      <Row
        figure="buyers"
        term={t`Buyers (wallets)`}
        value={figures.buyers}
        detail={t`${holding} still holding a purchase`}
      />
      <Row figure="purchases" term={t`Purchases`} value={figures.purchases} />
      <Row
        figure="withdrawals"
        term={t`Withdrawals (within the withdrawal window)`}
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
        term={t`Refunds (a cancelled stage or a missed minimum raise)`}
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
        term={t`Sold from the allocation`}
        value={ecoText(BigInt(figures.sold))}
        detail={t`ECO kept by buyers, referral rewards and the owner's mints`}
      />
    </dl>
  );
}

function Results({ data }: { data: SaleResults }) {
  const { answer, chain } = data;
  const block = answer.indexed.number;
  const blockTime = BigInt(answer.indexed.timestamp);
  const asOf = formatUtcSeconds(answer.indexed.timestamp);
  return (
    <div className="space-y-10">
      {data.catchingUp ? <HistoryCatchingUp /> : null}
      <p className="text-sm text-slate-600">{t`As of block ${block} (${asOf}).`}</p>
      <section aria-labelledby="results-stages-heading" className="space-y-4">
        <h2 id="results-stages-heading" className="text-2xl font-bold text-brand-950">
          {t`Stage by stage`}
        </h2>
        <ul className="grid gap-4 lg:grid-cols-3">
          {saleStages.map(({ key }) => {
            const standing = stageStanding(chain.stages[key], blockTime);
            const minimum = minimumRaiseText(chain.stages[key].terms.minimum);
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
                <p className="mt-2 text-sm text-slate-600">{t`Minimum raise: ${minimum}`}</p>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="results-total-heading" data-stage="total" className="space-y-4">
        <h2 id="results-total-heading" className="text-2xl font-bold text-brand-950">
          {t`The whole sale`}
        </h2>
        <p className="text-slate-700">
          {t`Every stage together; a wallet that bought in several stages is one buyer here.`}
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
        reconciled={t`Reconciled at block ${block}: the history's totals agree with the contract's on every figure both of them keep.`}
        note={t`Each stage's purchases and the ECO sold from its allocation, and in each asset the money raised, paid back and withdrawn to the fund wallet, are the contract's own figures at this block.`}
      />
    </div>
  );
}

/** The offer's results, for the chain wagmi is on. */
export default function SaleResultsLive() {
  const chainId = useChainId();
  const results = useSaleResults(chainId);
  if (!findEcoDeployment(chainId)) {
    const chain = chainText(chainId);
    return <p className="text-slate-700">{t`ECO is not deployed on ${chain} yet.`}</p>;
  }
  if (!results.data) {
    return results.isError ? (
      <HistoryCatchingUp />
    ) : (
      <p className="text-slate-700">{t`Reading the sale's results from the chain…`}</p>
    );
  }
  return <Results data={results.data} />;
}
