import { t } from '@lingui/core/macro';
import { FileText } from 'lucide-react';
import { buttonClasses, ExternalLink } from '@/components/ui/button';
import { SampleNotice } from '@/components/ui/sample-badge';
import { PageHeader, Paragraphs, Section } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { carbonCredits } from '@/content/carbon-credits';
import { carbonCreditsIntro } from '@/content/carbon-credits-intro';
import { anySample } from '@/content/provenance';
import { CreditLedger } from '@/features/carbon-credits/components/credit-ledger';
import { CreditsChart } from '@/features/carbon-credits/components/credits-chart';
import { LedgerPublicationSection } from '@/features/carbon-credits/components/ledger-publication-section';
import { ENGLISH_DOCUMENT, InEnglish } from '@/components/ui/in-english';

export default function CarbonCreditsRoute() {
  return (
    <>
      <PageHeader
        eyebrow={t`Carbon credits`}
        title={t`Carbon credits we fund and retire`}
        headTitle={t`Carbon credits`}
        description={t`What carbon credits are, how ECO funds and retires them, and our public credit ledger.`}
        lead={t`Every batch we buy is listed below. Credits in our registry account link to their project's page on the public registry and give their serial numbers; retired ones also say when and for whom. Pending batches have not reached our account, so they have no registry record yet.`}
      >
        <ExternalLink
          href={paths.docs.carbonCredits}
          hrefLang={ENGLISH_DOCUMENT}
          className={buttonClasses('secondary', 'md', 'mt-8')}
        >
          <FileText aria-hidden="true" className="size-4" />
          <span>
            {t`Carbon Credit paper (PDF)`}
            <InEnglish />
          </span>
        </ExternalLink>
      </PageHeader>
      <Section>
        <div className="grid gap-10 md:grid-cols-2">
          {carbonCreditsIntro().sections.map((section) => (
            <section key={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className="text-xl font-bold text-brand-950">
                {section.title}
              </h2>
              <Paragraphs text={section.paragraphs} className="mt-3 space-y-3 text-slate-700" />
            </section>
          ))}
        </div>
      </Section>
      <Section id="ledger" title={t`Our credit ledger`} className="bg-slate-50">
        <div className="space-y-8">
          {anySample(carbonCredits) ? <SampleNotice /> : null}
          <LedgerPublicationSection />
          <CreditsChart credits={carbonCredits} />
          <CreditLedger credits={carbonCredits} />
        </div>
      </Section>
    </>
  );
}
