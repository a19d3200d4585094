import type { ApiSignupResponse, SignupInput } from '@eco/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * Creates an account, unverified: the API mails a link to the address and starts no session. It
 * answers 201 with the same body whether or not the email already had an account (a taken
 * address gets a mail saying someone tried), so the page says the same in both cases.
 */
export const signup = (input: SignupInput) =>
  apiRequest<ApiSignupResponse>('/auth/signup', { method: 'POST', body: input });
