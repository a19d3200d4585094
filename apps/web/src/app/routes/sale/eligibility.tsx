import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PageHeader, Section } from '@/components/ui/page-header';
import { chainIds } from '@/config/env';
import { paths } from '@/config/paths';
import { EligibilityChecker } from '@/features/eligibility/components/eligibility-checker';
import { OfferProfilesSection } from '@/features/eligibility/components/offer-profile-section';

// A form page held to the first-load budget: nothing here imports viem, wagmi, zod,
// react-hook-form or TanStack Query; the checker loads its chain code when asked for a check.
export default function SaleEligibilityRoute() {
  return (
    <>
      <PageHeader
        eyebrow={t`Token sale`}
        title={t`Who may buy ECO`}
        description={t`Check, without connecting a wallet, which ECO sale stages an address may buy in now, its cap and what it already bought.`}
        lead={t`Paste an address to see, stage by stage, whether it may buy ECO now, how much it may buy and what it has already bought, as the contract answers.`}
      />
      <Section>
        <div className="grid gap-12 lg:grid-cols-[1fr_20rem]">
          <div className="min-w-0">
            <EligibilityChecker />
          </div>
          <aside aria-labelledby="eligibility-about-heading" className="space-y-3 text-slate-700">
            <h2 id="eligibility-about-heading" className="text-xl font-semibold text-brand-950">
              {t`What is checked`}
            </h2>
            <p>
              {t`Each stage must be open and have tokens left, and the address must be under the stage’s cap per wallet. The partners stage is only for addresses on the partners list, each up to its own allocation.`}
            </p>
            <p>
              {t`The contract does not know where a buyer lives: the countries ECO is offered in are below, as the Buy dialog applies them.`}
            </p>
            <p>
              <Trans>
                See the stages’ prices and calendar on{' '}
                <Link to={`${paths.about.token}#sale`} className="font-semibold underline">
                  the token page
                </Link>
                .
              </Trans>
            </p>
          </aside>
        </div>
      </Section>
      <Section>
        <div className="max-w-3xl text-slate-700">
          <OfferProfilesSection chainIds={chainIds} />
        </div>
      </Section>
    </>
  );
}
