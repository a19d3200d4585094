import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { forgetSignedIn } from '../utils/session-cache';

/** Ends the session; the API deletes it and clears the cookie. */
export const logout = () => apiRequest<void>('/auth/logout', { method: 'POST', body: {} });

export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSuccess: () => forgetSignedIn(queryClient) });
};
