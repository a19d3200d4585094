import type { FaqQuestionInput } from '@eco/shared';
import { apiRequest } from '@/lib/api-client';

/** Sends a visitor's question from the FAQ page to the API. */
export const askQuestion = (input: FaqQuestionInput) =>
  apiRequest<{ id: string }>('/faq/questions', { method: 'POST', body: input });
