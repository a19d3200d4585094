import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PageHeader, Section } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { SaleResultsSection } from '@/features/sale-results/components/sale-results-section';

// The offer's results (MiCA Art. 10). What the figures mean and how they are checked is written
// here, in the prerendered page; the figures load with the chain code.
export default function SaleResultsRoute() {
  return (
    <>
      <PageHeader
        eyebrow={t`Token sale`}
        title={t`The offer’s results`}
        description={t`What each ECO sale stage and the whole sale raised in ETH and USDC, the tokens sold, the buyers, and the withdrawals and refunds, read from the chain's history and checked against the contract.`}
        lead={t`Per stage and in total: what was raised in each currency, the ECO sold, how many wallets bought, and what went back to buyers, read from the chain's history and reconciled with the token contract at one block.`}
      />
      <Section>
        <SaleResultsSection />
      </Section>
      <Section title={t`How these figures are checked`} id="results-method" className="bg-slate-50">
        <div className="max-w-3xl space-y-4 text-slate-700">
          <p>
            {t`The figures come from our indexer, which reads every purchase, withdrawal and refund the token contract has recorded. The page then asks the contract itself, at the very block the indexer has read up to, for the figures it keeps on its own: each stage's number of purchases and the ECO minted from its allocation, and in each currency the money raised, paid back to buyers and withdrawn to the fund wallet.`}
          </p>
          <p>
            <Trans>
              <strong>Reconciled</strong> means the history&apos;s totals and the contract&apos;s
              agree, to the smallest unit, at that block: what a missing or doubled event would
              change, the totals would show, unless two such errors cancel out exactly. The number
              of buyers and the split between withdrawals and refunds are not kept by the contract;
              they come from the same history, so they are as complete as the figures that
              reconciled.
            </Trans>
          </p>
          <p>
            <Trans>
              <strong>A mismatch</strong> means the history and the contract disagree: the indexer
              missed or double-counted something, for instance while it catches up with the chain or
              after the chain reorganised. Each difference is named with both figures; the
              contract&apos;s is the one that holds, and the figures from the history (buyers,
              withdrawals, refunds) may then be off too until they reconcile again.
            </Trans>
          </p>
          <p>
            <Trans>
              A stage open for buying shows running figures. A stage with a set closing time shows
              its final result once that time has passed, dated with it. A buyer may withdraw a
              purchase within its withdrawal window, and every purchase of a cancelled stage, or of
              one that missed its minimum raise, may be refunded; both are counted apart here. Where
              the money is now, held or sent to the fund wallet, is on{' '}
              <Link to={paths.transparency} className="font-semibold text-brand-800 underline">
                the transparency page
              </Link>
              .
            </Trans>
          </p>
        </div>
      </Section>
    </>
  );
}
