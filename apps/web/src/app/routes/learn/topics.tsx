import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { TopicCard } from '@/components/content/topic-card';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Reveal } from '@/components/ui/reveal';
import { topics } from '@/content/topics';
import { paths } from '@/config/paths';

export default function LearnRoute() {
  return (
    <>
      <PageHeader
        eyebrow={t`Learn`}
        title={t`Learning topics`}
        headTitle={t`Learn`}
        description={t`Six guides to saving water, wind energy, recycling, solar panels, reforestation and saving forests.`}
        lead={t`Plain-language guides to the choices and projects that protect our planet, with the sources behind every figure.`}
      />
      <Section>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {topics().map((topic) => (
            <Reveal as="li" key={topic.id}>
              <TopicCard topic={topic} headingLevel={2} />
            </Reveal>
          ))}
        </ul>
        <p className="mt-10 text-slate-700">
          <Trans>
            New to buying tokens?{' '}
            <Link to={paths.learnHowToBuy} className="font-semibold text-brand-800 underline">
              How to buy ECO, step by step
            </Link>
            : a wallet, ETH, the sale stages, the network fee, a pending transaction and your
            receipt.
          </Trans>
        </p>
      </Section>
    </>
  );
}
