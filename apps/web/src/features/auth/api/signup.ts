import { useMutation } from '@tanstack/react-query';
import type { SignupInput } from '@eco/shared';
import { apiRequest } from '@/lib/api-client';
import type { SessionUser } from './login';

/** Creates an account; the API starts a session for it. */
export const signup = (input: SignupInput) =>
  apiRequest<{ user: SessionUser }>('/auth/signup', { method: 'POST', body: input });

export const useSignup = () => useMutation({ mutationFn: signup });
