import type { AdminMessageKind, AdminMessageStatus, ApiAdminMessagesResponse } from '@eco/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { apiRequest } from '@/lib/api-client';

/** The inbox filters: which inbox, search text, handled or not, and the page. */
export type AdminMessagesFilter = {
  kind: AdminMessageKind;
  q: string;
  status: AdminMessageStatus;
  page: number;
  pageSize: number;
};

/** The query string of a filter (page and size left out for the CSV export). */
export function messagesSearchParams(
  filter: Omit<AdminMessagesFilter, 'page' | 'pageSize'> & { page?: number; pageSize?: number },
): string {
  const params = new URLSearchParams({ kind: filter.kind, status: filter.status });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.page !== undefined) params.set('page', String(filter.page));
  if (filter.pageSize !== undefined) params.set('pageSize', String(filter.pageSize));
  return params.toString();
}

/** GET /api/admin/messages: one page of an inbox, newest first. */
export const useAdminMessages = (filter: AdminMessagesFilter) =>
  useQuery({
    queryKey: ['admin', 'messages', filter],
    queryFn: ({ signal }) =>
      apiRequest<ApiAdminMessagesResponse>(`/admin/messages?${messagesSearchParams(filter)}`, {
        signal,
      }),
    meta: { account: true },
    staleTime: 0,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

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
