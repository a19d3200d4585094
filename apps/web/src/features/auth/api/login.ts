import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@eco/shared';
import { apiRequest } from '@/lib/api-client';

export type SessionUser = { id: string; name: string; email: string | null };

/** Signs in with email and password; the API sets the session cookie. */
export const login = (input: LoginInput) =>
  apiRequest<{ user: SessionUser }>('/auth/login', { method: 'POST', body: input });

export const useLogin = () => useMutation({ mutationFn: login });
