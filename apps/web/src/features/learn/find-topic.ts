import type { LearningTopic } from '@/content/schemas';
import { topics } from '@/content/topics';

/** The topic for a route parameter, which must be exactly one of "1" to "6". */
export function findTopic(param: string | undefined): LearningTopic | undefined {
  if (!param || !/^[1-6]$/.test(param)) return undefined;
  return topics.find((topic) => topic.id === Number(param));
}
