import type { LearningTopic } from '@/content/schemas';
import { topicArticles } from '@/content/topic-articles';
import { topics } from '@/content/topics';

/** The topic for a route parameter, which must be exactly one of "1" to "6". */
export function findTopic(param: string | undefined): LearningTopic | undefined {
  if (!param || !/^[1-6]$/.test(param)) return undefined;
  const id = Number(param);
  const card = topics().find((topic) => topic.id === id);
  const article = topicArticles().find((entry) => entry.id === id);
  return card && article ? { ...card, ...article } : undefined;
}
