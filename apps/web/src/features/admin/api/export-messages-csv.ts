import { env } from '@/config/env';
import { messagesSearchParams, type AdminMessagesFilter } from './get-admin-messages';

/**
 * GET /api/admin/messages.csv: the address of the CSV export of every message the filter
 * matches. A plain link downloads it with the session cookie (the API says "attachment").
 */
export const messagesCsvUrl = ({
  kind,
  q,
  status,
}: Omit<AdminMessagesFilter, 'page' | 'pageSize'>) =>
  `${env.VITE_API_URL}/admin/messages.csv?${messagesSearchParams({ kind, q, status })}`;
