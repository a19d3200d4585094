import type { ContactMessageInput } from '@eco/shared';
import { apiRequest } from '@/lib/api-client';

/** Stores a contact message with the API. */
export const sendContactMessage = (input: ContactMessageInput) =>
  apiRequest<{ id: string }>('/contact', { method: 'POST', body: input });
