import { t } from '@lingui/core/macro';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/page-header';
import { SampleBadge, SampleNotice } from '@/components/ui/sample-badge';
import { home } from '@/content/home';
import { impactFigures } from '@/content/impact';
import { isSample, splitByProvenance } from '@/content/provenance';
import type { ImpactFigure } from '@/content/schemas';
import { formatNumber } from '@/lib/format';

function Figures({ figures }: { figures: ImpactFigure[] }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
      {figures.map((figure) => {
        const source = figure.source;
        return (
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
                {formatNumber(figure.value, { decimals: Number.isInteger(figure.value) ? 0 : 2 })}
              </span>{' '}
              <span className="text-sm font-semibold text-brand-700">{figure.unit}</span>
              <span className="mt-2 block text-xs text-slate-600">{t`Source: ${source}`}</span>
            </dd>
          </Reveal>
        );
      })}
    </dl>
  );
}

/**
 * Impact figures, each computed from a content file and labelled with its source. A figure
 * computed from sample rows is itself a sample and says so; with no verified figure, the section
 * says there is nothing to report. (The same reading as SourcedList, written out here so the
 * home page's first load does not fetch that shared module: "/" has the tightest budget.)
 */
export function ImpactFigures() {
  const { verified, samples } = splitByProvenance(impactFigures());
  return (
    <Section
      id="impact"
      title={t`Our impact so far`}
      lead={home.impactSources}
      className="bg-brand-50"
    >
      {/* The home page's one line explaining the badges: its only samples are these figures. */}
      {samples.length > 0 ? <SampleNotice className="mb-8" /> : null}
      {verified.length > 0 ? (
        <Figures figures={verified} />
      ) : (
        <p
          data-empty-state=""
          className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-4 text-slate-700"
        >
          {t`No impact to report yet.`}
        </p>
      )}
      {samples.length > 0 ? (
        <div className="mt-8">
          <Figures figures={samples} />
        </div>
      ) : null}
    </Section>
  );
}
