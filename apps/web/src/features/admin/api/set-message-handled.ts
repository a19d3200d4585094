import type { AdminMessageKind, ApiAdminHandledBody, ApiAdminMessage } from '@eco/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/admin/messages/:kind/:id/handled: marks a message handled, or open again. */
export const setMessageHandled = ({
  kind,
  id,
  handled,
}: { kind: AdminMessageKind; id: string } & ApiAdminHandledBody) =>
  apiRequest<ApiAdminMessage>(
    `/admin/messages/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/handled`,
    { method: 'POST', body: { handled } satisfies ApiAdminHandledBody },
  );

/** Marks a message and reads the inbox pages again (it may leave the "open" filter). */
export function useSetMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMessageHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'messages'] }),
  });
}
