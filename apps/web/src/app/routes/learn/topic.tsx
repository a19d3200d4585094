import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotFound } from '@/components/errors/not-found';
import { PageHeader, Section } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { findTopic } from '@/features/learn/find-topic';
import { OtherTopics } from '@/features/learn/components/other-topics';
import { TopicArticle } from '@/features/learn/components/topic-article';

export default function LearnTopicRoute() {
  const topic = findTopic(useParams().id);
  if (!topic) return <NotFound />;
  return (
    <>
      <PageHeader
        eyebrow="Learn"
        title={topic.title}
        description={topic.summary}
        lead={topic.summary}
      >
        <Link
          to={paths.learn}
          className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-accent-300 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> All topics
        </Link>
      </PageHeader>
      <Section>
        <TopicArticle topic={topic} />
        <OtherTopics currentId={topic.id} />
      </Section>
    </>
  );
}
