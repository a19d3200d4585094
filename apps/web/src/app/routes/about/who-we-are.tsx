import { t } from '@lingui/core/macro';
import { PageHeader, Paragraphs, Section } from '@/components/ui/page-header';
import { Reveal } from '@/components/ui/reveal';
import { SampleBadge } from '@/components/ui/sample-badge';
import { PageSampleNotice, SourcedList } from '@/components/content/sourced-list';
import { highlights, whoWeAre } from '@/content/highlights';
import { anySample, isSample } from '@/content/provenance';

export default function WhoWeAreRoute() {
  return (
    <>
      <PageHeader
        eyebrow={t`About`}
        title={whoWeAre.title}
        headTitle={t`Who we are`}
        description={t`The people and principles behind Green Planet ECO.`}
        lead={t`The people and principles behind Green Planet ECO.`}
      />
      <PageSampleNotice show={anySample([whoWeAre, ...highlights])} />
      <Section>
        {/* The story is one item: a single badge covers every paragraph of it. */}
        <Paragraphs
          text={whoWeAre.paragraphs}
          className="max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700"
        >
          {isSample(whoWeAre) ? <SampleBadge /> : null}
        </Paragraphs>
      </Section>
      <Section title={t`What we stand for`} className="bg-slate-50">
        <SourcedList items={highlights} empty={t`No highlights published yet.`}>
          {(shown) => (
            <ul className="grid gap-8 md:grid-cols-3">
              {shown.map((highlight) => (
                <Reveal as="li" key={highlight.id}>
                  <article className="h-full overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
                    <img
                      src={highlight.imgSrc}
                      alt=""
                      width={400}
                      height={300}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[4/3] w-full bg-brand-50 object-cover"
                    />
                    <div className="p-6">
                      <div className="flex items-start justify-between gap-3">
                        <h3 className="text-lg font-semibold text-brand-950">{highlight.title}</h3>
                        {isSample(highlight) ? <SampleBadge className="mt-0.5 shrink-0" /> : null}
                      </div>
                      <p className="mt-2 text-slate-600">{highlight.description}</p>
                    </div>
                  </article>
                </Reveal>
              ))}
            </ul>
          )}
        </SourcedList>
      </Section>
    </>
  );
}
