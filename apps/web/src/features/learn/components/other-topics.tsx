import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { topics } from '@/content/topics';

/** Links to the five other topics at the end of a topic page. */
export function OtherTopics({ currentId }: { currentId: number }) {
  return (
    <nav aria-labelledby="other-topics-heading" className="mt-16 border-t border-slate-200 pt-10">
      <h2 id="other-topics-heading" className="text-xl font-bold text-brand-950">
        {t`More topics`}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {topics()
          .filter((topic) => topic.id !== currentId)
          .map((topic) => (
            <li key={topic.id}>
              <Link
                to={paths.learnTopic(topic.id)}
                className="inline-block rounded-full border border-brand-200 bg-brand-50 px-4 py-2 text-sm font-medium text-brand-900 hover:border-brand-400 hover:bg-brand-100"
              >
                {topic.title}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
