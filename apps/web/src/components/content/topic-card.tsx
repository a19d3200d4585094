import { t } from '@lingui/core/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { LearningTopicCard } from '@/content/schemas';

/** A learning topic as a card linking to its page. */
export function TopicCard({
  topic,
  headingLevel = 3,
}: {
  topic: LearningTopicCard;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <img
        src={topic.imgSrc}
        alt={topic.imgAlt}
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-lg font-semibold text-brand-950">
          <Link to={paths.learnTopic(topic.id)} className="after:absolute after:inset-0">
            {topic.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-slate-600">{topic.summary}</p>
        <span
          aria-hidden="true"
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:gap-2"
        >
          {t`Read more`} <ArrowRight className="size-4 rtl:-scale-x-100" />
        </span>
      </div>
    </article>
  );
}
