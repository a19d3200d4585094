import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiAccountResponse,
  ApiMessageResponse,
  ChangeEmailInput,
  ChangePasswordInput,
  ConfirmIdentityInput,
  DeleteAccountInput,
  UpdateProfileInput,
} from '@eco/shared';
import { apiRequest } from '@/lib/api-client';

// The account page's requests (GET/PATCH/DELETE /api/account and below). Every answer that
// changes the account is followed by a fresh GET, so the page shows what the API stored.

const accountQueryKey = ['account'] as const;

/** The account, its sessions and any address waiting for its link (401 when signed out). */
export const useAccount = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => apiRequest<ApiAccountResponse>('/account', { signal }),
    // Personal data: never written to the persisted cache, dropped when the account changes.
    meta: { account: true },
    staleTime: 0,
    retry: false,
    enabled,
  });

/**
 * A mutation that reloads the account afterwards, failed or not: a refusal such as "this session
 * has already ended" also means the page shows something out of date.
 */
function useAccountMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}

export const useUpdateProfile = () =>
  useAccountMutation((input: UpdateProfileInput) =>
    apiRequest<unknown>('/account', { method: 'PATCH', body: input }),
  );

/** Mails a link to the new address; the address changes when it is followed. */
export const useChangeEmail = () =>
  useAccountMutation((input: ChangeEmailInput) =>
    apiRequest<ApiMessageResponse>('/account/email', { method: 'POST', body: input }),
  );

/** Sets a new password; the API ends every other session of the account. */
export const useChangePassword = () =>
  useAccountMutation((input: ChangePasswordInput) =>
    apiRequest<ApiMessageResponse>('/account/password', { method: 'POST', body: input }),
  );

/**
 * Ends one session of the account (its public id, never the cookie). Ending this browser's own
 * session signs the page out: the account is not asked for again (it would answer 401).
 */
export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; current: boolean }) =>
      apiRequest<unknown>(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: (_data, _error, { current }) =>
      current ? undefined : queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
};

/** Ends every session of the account, this one too. */
export const useRevokeAllSessions = () =>
  useMutation({
    mutationFn: () =>
      apiRequest<unknown>('/account/sessions/revoke-all', { method: 'POST', body: {} }),
  });

/**
 * Proves it is the owner on this session (the password, or a message signed by the linked
 * wallet): the changes that answered 403 `proof_required` go through for the next PROOF_FRESH_MINUTES.
 */
export const useConfirmIdentity = () =>
  useAccountMutation((input: ConfirmIdentityInput) =>
    apiRequest<ApiMessageResponse>('/account/confirm', { method: 'POST', body: input }),
  );

/** Unlinks the wallet (409 when it is the account's only way to sign in). */
export const useUnlinkWallet = () =>
  useAccountMutation(() => apiRequest<unknown>('/account/wallet', { method: 'DELETE' }));

/** Deletes the account; the API ends its sessions and clears the cookie. */
export const deleteAccount = (input: DeleteAccountInput) =>
  apiRequest<unknown>('/account', { method: 'DELETE', body: input });
