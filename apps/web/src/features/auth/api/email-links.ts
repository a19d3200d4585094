import type {
  ApiMessageResponse,
  EmailOnlyInput,
  ResetPasswordInput,
  VerifyEmailInput,
} from '@eco/shared';
import { apiRequest } from '@/lib/api-client';

// The links the API mails (verification and password reset) and the requests that send them.
// Each request that names an address answers the same whether or not it has an account.
// Plain requests, without TanStack Query, so a light page (verify-email) can send one.

/** Follows a verification link: marks the address verified (it signs nobody in). */
export const verifyEmail = (input: VerifyEmailInput) =>
  apiRequest<ApiMessageResponse>('/auth/verify-email', { method: 'POST', body: input });

/** Mails the verification link again, if that address has an account waiting for it. */
export const resendVerification = (input: EmailOnlyInput) =>
  apiRequest<ApiMessageResponse>('/auth/resend-verification', { method: 'POST', body: input });

/** Mails a password reset link, if that address has an account. */
export const forgotPassword = (input: EmailOnlyInput) =>
  apiRequest<ApiMessageResponse>('/auth/forgot-password', { method: 'POST', body: input });

/** Sets a new password from a reset link; the API ends every session of the account. */
export const resetPassword = (input: ResetPasswordInput) =>
  apiRequest<ApiMessageResponse>('/auth/reset-password', { method: 'POST', body: input });
