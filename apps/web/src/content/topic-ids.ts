/**
 * The learning topics' ids (/learn/1 to /learn/6), apart from their text so the route table,
 * which every page loads, does not carry the topics themselves; content.test.ts checks that
 * topics.ts has exactly these.
 */
export const topicIds = [1, 2, 3, 4, 5, 6] as const;
