import { t } from '@lingui/core/macro';
import { TopicCard } from '@/components/content/topic-card';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/page-header';
import { topics } from '@/content/topics';

/** The six learning topics on the home page. */
export function TopicsSection() {
  return (
    <Section
      id="topics"
      title={t`Learn about the planet`}
      lead={t`Six short guides to the everyday choices and large projects that protect water, air and forests.`}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {topics().map((topic) => (
          <Reveal as="li" key={topic.id}>
            <TopicCard topic={topic} />
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
