import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PageHeader, Section } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { TransparencySection } from '@/features/transparency/components/transparency-section';

export default function TransparencyRoute() {
  return (
    <>
      <PageHeader
        eyebrow={t`Proof`}
        title={t`Transparency`}
        description={t`Where the sale's money went, the fund wallet's payments, the owner's change log and the contracts' code, read from the chain and reconciled.`}
        lead={t`Every figure on this page is read from the blockchain, or from its history, when you open it. The sale's money, in ETH and in USDC, and the fund wallet are reconciled to the smallest unit; a payment nobody has explained is shown as unexplained; the owner's changes are listed as announced; and each contract's code is compared with the source in our repository.`}
      />
      <Section>
        <p className="mb-10 text-slate-700">
          <Trans>
            The offer&apos;s results, stage by stage (raised, sold, buyers, withdrawals and
            refunds):{' '}
            <Link to={paths.saleResults} className="font-semibold text-brand-800 underline">
              the sale&apos;s results
            </Link>
            .
          </Trans>
        </p>
        <TransparencySection />
      </Section>
    </>
  );
}
