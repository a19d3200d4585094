import { t } from '@lingui/core/macro';
import { Quote } from 'lucide-react';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Reveal } from '@/components/ui/reveal';
import { SampleBadge } from '@/components/ui/sample-badge';
import { PageSampleNotice, SourcedList } from '@/components/content/sourced-list';
import { anySample, isSample } from '@/content/provenance';
import { testimonials } from '@/content/testimonials';

export default function TestimonialsRoute() {
  return (
    <>
      <PageHeader
        eyebrow={t`About`}
        title={t`Testimonials`}
        description={t`What volunteers, partners and supporters say about Green Planet ECO.`}
        lead={t`What volunteers, partners and supporters say about working with ECO. We publish a quote only with the written consent of the person who said it.`}
      />
      <PageSampleNotice show={anySample(testimonials)} />
      <Section>
        <SourcedList items={testimonials} empty={t`No testimonials published yet.`}>
          {(shown) => (
            <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {shown.map((testimonial) => (
                <Reveal as="li" key={testimonial.id}>
                  <figure className="flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
                    <div className="flex items-start justify-between gap-2">
                      <Quote aria-hidden="true" className="size-8 text-brand-300" />
                      {isSample(testimonial) ? <SampleBadge /> : null}
                    </div>
                    <blockquote className="mt-3 flex-1 text-slate-700">
                      <p>{testimonial.quote}</p>
                    </blockquote>
                    <figcaption className="mt-6 flex items-center gap-3">
                      <img
                        src={testimonial.imgSrc}
                        alt=""
                        width={96}
                        height={96}
                        loading="lazy"
                        decoding="async"
                        className="size-12 rounded-full bg-brand-50"
                      />
                      <span>
                        <span className="block font-semibold text-brand-950">
                          {testimonial.name}
                        </span>
                        <span className="block text-sm text-slate-600">{testimonial.role}</span>
                      </span>
                    </figcaption>
                  </figure>
                </Reveal>
              ))}
            </ul>
          )}
        </SourcedList>
      </Section>
    </>
  );
}
