import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiUserResponse, LoginInput } from '@eco/shared';
import { apiRequest } from '@/lib/api-client';
import { rememberSignedIn } from '../utils/session-cache';

/** Signs in with email and password; the API sets the session cookie. */
export const login = (input: LoginInput) =>
  apiRequest<ApiUserResponse>('/auth/login', { method: 'POST', body: input });

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => rememberSignedIn(queryClient, user),
  });
};
