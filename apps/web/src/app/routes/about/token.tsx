import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { SaleCalendarIsland } from '@/app/sale-calendar-island';
import { PageHeader, Section } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { supplyTerms } from '@/content/supply';
import { tokenFacts } from '@/content/token';
import { BuyButton } from '@/features/sale/components/buy-button';
import { PurchaseEstimate } from '@/features/token/components/purchase-estimate';
import { TokenFiguresSection } from '@/features/token/components/token-figures-section';

export default function AboutTokenRoute() {
  const { name, symbol, decimals } = tokenFacts;
  return (
    <>
      <PageHeader
        eyebrow={t`About`}
        title={t`The ${symbol} token`}
        headTitle={t`About the token`}
        description={t`ECO's supply, allocation, sale stages, prices, fees and limits.`}
        lead={t`${name} (${symbol}) is an ERC-20 token on Ethereum with ${decimals} decimals. Its sale funds climate campaigns and verified carbon credits.`}
      />
      <Section
        id="figures"
        title={t`Key facts`}
        lead={
          <>
            <p>{t`Three figures describe the supply, and this page names each one:`}</p>
            <ul className="mt-2 list-disc space-y-1 ps-5 text-base">
              {Object.values(supplyTerms).map((term) => (
                <li key={term.label}>{term.definition}</li>
              ))}
            </ul>
          </>
        }
      >
        <TokenFiguresSection />
      </Section>
      <Section
        id="sale"
        title={t`The token sale`}
        lead={t`The sale runs in three stages. Any amount you pay above the price is refunded in the same transaction.`}
      >
        <section aria-labelledby="sale-calendar-heading" className="mb-12">
          <h3 id="sale-calendar-heading" className="text-xl font-semibold text-brand-950">
            {t`Sale calendar`}
          </h3>
          <p className="mt-2 mb-6 text-slate-600">
            <Trans>
              When each stage opens or closes, and how much of its allocation is sold.{' '}
              <Link to={paths.saleEligibility} className="font-semibold text-brand-700 underline">
                Check which stages an address may buy in
              </Link>
              , without connecting a wallet.
            </Trans>
          </p>
          <SaleCalendarIsland headingLevel={4} />
        </section>
        <div className="grid gap-8 lg:grid-cols-2">
          <div>
            <h3 className="text-xl font-semibold text-brand-950">{t`Estimate a purchase`}</h3>
            <p className="mt-2 text-slate-600">
              {t`See what an amount of ECO costs at each stage's published price.`}
            </p>
            <p className="mt-4 flex items-start gap-2 rounded-2xl bg-sky-50 p-4 text-sm text-sky-950">
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {t`These estimates use the published prices; the Buy ECO dialog uses the contract's live price and checks everything before you confirm.`}
            </p>
            <BuyButton />
          </div>
          <PurchaseEstimate />
        </div>
      </Section>
    </>
  );
}
