import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/page-header';
import { home } from '@/content/home';
import { impactFigures } from '@/content/impact';
import { formatNumber } from '@/lib/format';

/** Impact figures, each computed from a content file and labelled with its source. */
export function ImpactFigures() {
  const figures = impactFigures();
  return (
    <Section
      id="impact"
      title="Our impact so far"
      lead={home.impactSources}
      className="bg-brand-50"
    >
      <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {figures.map((figure) => (
          <Reveal key={figure.id} className="rounded-3xl bg-white p-6 shadow-sm">
            <dt className="text-sm font-medium text-slate-600">{figure.label}</dt>
            <dd className="mt-2">
              <span className="text-3xl font-bold text-brand-800 tabular-nums">
                {formatNumber(figure.value, { decimals: Number.isInteger(figure.value) ? 0 : 2 })}
              </span>{' '}
              <span className="text-sm font-semibold text-brand-700">{figure.unit}</span>
              <span className="mt-2 block text-xs text-slate-600">Source: {figure.source}</span>
            </dd>
          </Reveal>
        ))}
      </dl>
    </Section>
  );
}
