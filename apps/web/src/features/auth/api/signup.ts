import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiSignupResponse, ApiUser, SignupInput } from '@eco/shared';
import { apiRequest } from '@/lib/api-client';
import { forgetSignedIn, rememberSignedIn } from '../utils/session-cache';
import { setSessionHint } from '../utils/session-hint';
import { getMe } from './get-me';

/**
 * Creates an account. The API answers 201 with the same body whether or not the email already
 * had one (no enumeration), so only GET /api/auth/me tells whether this browser is now signed in.
 */
export const signup = (input: SignupInput) =>
  apiRequest<ApiSignupResponse>('/auth/signup', { method: 'POST', body: input });

export type SignupResult = { message: string; user: ApiUser | null };

export const useSignup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignupInput): Promise<SignupResult> => {
      const { message } = await signup(input);
      // A cookie was set either way (a real session or a decoy): ask who it signs in.
      setSessionHint();
      const user = await getMe();
      return { message, user };
    },
    // Not signed in also ends any earlier session here: the API replaced its cookie.
    onSuccess: ({ user }) =>
      user ? rememberSignedIn(queryClient, user) : forgetSignedIn(queryClient),
  });
};
