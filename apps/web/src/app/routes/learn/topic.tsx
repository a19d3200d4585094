import { useParams } from 'react-router';
import { NotFound } from '@/components/errors/not-found';
import { Section } from '@/components/ui/page-header';
import { LearnHeader } from '@/features/learn/components/learn-header';
import { findTopic } from '@/features/learn/find-topic';
import { OtherTopics } from '@/features/learn/components/other-topics';
import { TopicArticle } from '@/features/learn/components/topic-article';

export default function LearnTopicRoute() {
  const topic = findTopic(useParams().id);
  if (!topic) return <NotFound />;
  return (
    <>
      <LearnHeader title={topic.title} summary={topic.summary} />
      <Section>
        <TopicArticle topic={topic} />
        <OtherTopics currentId={topic.id} />
      </Section>
    </>
  );
}
