import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/page-header';
import { SampleBadge, SampleNotice } from '@/components/ui/sample-badge';
import { SourcedList } from '@/components/content/sourced-list';
import { home } from '@/content/home';
import { impactFigures } from '@/content/impact';
import { anySample, isSample } from '@/content/provenance';
import { formatNumber } from '@/lib/format';

/**
 * Impact figures, each computed from a content file and labelled with its source; a figure
 * computed from sample rows is itself a sample and says so.
 */
export function ImpactFigures() {
  const figures = impactFigures();
  return (
    <Section
      id="impact"
      title="Our impact so far"
      lead={home.impactSources}
      className="bg-brand-50"
    >
      {/* The home page's one line explaining the badges: its only samples are these figures. */}
      {anySample(figures) ? <SampleNotice className="mb-8" /> : null}
      <SourcedList items={figures} empty="No impact to report yet.">
        {(shown) => (
          <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
            {shown.map((figure) => (
              <Reveal key={figure.id} className="rounded-3xl bg-white p-6 shadow-sm">
                <dt className="text-sm font-medium text-slate-600">
                  {figure.label}
                  {isSample(figure) ? (
                    <span className="mt-2 block">
                      <SampleBadge />
                    </span>
                  ) : null}
                </dt>
                <dd className="mt-2">
                  <span className="text-3xl font-bold text-brand-800 tabular-nums">
                    {formatNumber(figure.value, {
                      decimals: Number.isInteger(figure.value) ? 0 : 2,
                    })}
                  </span>{' '}
                  <span className="text-sm font-semibold text-brand-700">{figure.unit}</span>
                  <span className="mt-2 block text-xs text-slate-600">Source: {figure.source}</span>
                </dd>
              </Reveal>
            ))}
          </dl>
        )}
      </SourcedList>
    </Section>
  );
}
