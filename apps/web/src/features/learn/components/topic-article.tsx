import { t } from '@lingui/core/macro';
import { Accordion } from '@/components/ui/accordion';
import { Paragraphs } from '@/components/ui/page-header';
import type { LearningTopic } from '@/content/schemas';

/** One learning topic: the illustration, the long text and its three benefits. */
export function TopicArticle({ topic }: { topic: LearningTopic }) {
  return (
    <article className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div>
        <img
          src={topic.imgSrc}
          alt={topic.imgAlt}
          width={640}
          height={400}
          className="aspect-[8/5] w-full rounded-3xl bg-brand-50 object-cover"
        />
        <Paragraphs
          text={topic.description}
          className="mt-8 space-y-5 text-lg leading-relaxed text-slate-700"
        />
      </div>
      <aside aria-labelledby="benefits-heading" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="benefits-heading" className="mb-4 text-xl font-bold text-brand-950">
          {t`Why it matters`}
        </h2>
        <Accordion
          headingLevel={3}
          defaultOpenId={topic.benefits[0]?.id}
          items={topic.benefits.map((benefit) => ({
            id: benefit.id,
            title: benefit.title,
            content: <p>{benefit.description}</p>,
          }))}
        />
      </aside>
    </article>
  );
}
