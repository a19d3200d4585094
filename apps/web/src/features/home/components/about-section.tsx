import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { home } from '@/content/home';
import { supplyLabels, tokenFacts } from '@/content/token';
import { formatNumber } from '@/lib/format';

/** Who we are, in short, beside the token's key facts on Ethereum. */
export function AboutSection() {
  return (
    <Section>
      <div className="grid gap-12 md:grid-cols-2">
        <Reveal from="left">
          <h2 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            {home.about.title}
          </h2>
          <div className="mt-4 space-y-4 text-slate-700">
            {home.about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ButtonLink to={paths.about.whoWeAre} variant="outline" className="mt-6">
            Who we are <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </Reveal>
        <Reveal from="right">
          <h2 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            {home.blockchain.title}
          </h2>
          <div className="mt-4 space-y-4 text-slate-700">
            {home.blockchain.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <dl className="mt-6 grid grid-cols-3 gap-3 text-center">
            <div className="rounded-2xl bg-brand-50 p-3">
              <dt className="text-xs text-slate-600">Symbol</dt>
              <dd className="font-bold text-brand-900">{tokenFacts.symbol}</dd>
            </div>
            <div className="rounded-2xl bg-brand-50 p-3">
              <dt className="text-xs text-slate-600">{supplyLabels.max}</dt>
              <dd className="font-bold text-brand-900">
                {formatNumber(tokenFacts.maxSupply, { decimals: 0 })}
              </dd>
            </div>
            <div className="rounded-2xl bg-brand-50 p-3">
              <dt className="text-xs text-slate-600">Standard</dt>
              <dd className="font-bold text-brand-900">ERC-20</dd>
            </div>
          </dl>
          <ButtonLink to={paths.about.token} variant="outline" className="mt-6">
            About the token <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </Reveal>
      </div>
    </Section>
  );
}
