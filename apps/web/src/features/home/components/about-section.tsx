import { t } from '@lingui/core/macro';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { Paragraphs, Section } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { home } from '@/content/home';
import { supplyLabels, tokenFacts } from '@/content/token';
import { formatNumber } from '@/lib/format';

/** Who we are, in short, beside the token's key facts on Ethereum. */
export function AboutSection() {
  const keyFacts = [
    { term: t`Symbol`, value: tokenFacts.symbol },
    { term: supplyLabels.max, value: formatNumber(tokenFacts.maxSupply, { decimals: 0 }) },
    { term: t`Standard`, value: 'ERC-20' },
  ];
  return (
    <Section>
      <div className="grid gap-12 md:grid-cols-2">
        <Reveal from="start">
          <h2 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            {home.about.title}
          </h2>
          <Paragraphs text={home.about.paragraphs} className="mt-4 space-y-4 text-slate-700" />
          <ButtonLink to={paths.about.whoWeAre} variant="outline" className="mt-6">
            {t`Who we are`} <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </ButtonLink>
        </Reveal>
        <Reveal from="end">
          <h2 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            {home.blockchain.title}
          </h2>
          <Paragraphs text={home.blockchain.paragraphs} className="mt-4 space-y-4 text-slate-700" />
          <dl className="mt-6 grid grid-cols-3 gap-3 text-center">
            {keyFacts.map((fact) => (
              <div key={fact.term} className="rounded-2xl bg-brand-50 p-3">
                <dt className="text-xs text-slate-600">{fact.term}</dt>
                <dd className="font-bold text-brand-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <ButtonLink to={paths.about.token} variant="outline" className="mt-6">
            {t`About the token`}{' '}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </ButtonLink>
        </Reveal>
      </div>
    </Section>
  );
}
