import { z } from 'zod';
import { REQUIRED_MESSAGE, emailField, passwordField, requiredText, safeString } from './forms';
import { limits } from './limits';
import type { ApiUser } from './api';

// Accounts: email verification, password reset and the account page (/account). The API and
// the site share these schemas; the routes are listed next to each type.

/** A token from a mailed link: 43 base64url characters (32 random bytes). */
export const emailLinkTokenField = z
  .string({ error: 'This link is incomplete. Open the link from the mail again.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is incomplete. Open the link from the mail again.');

/** POST /api/auth/verify-email: the token from the verification link. */
export const verifyEmailSchema = z.strictObject({ token: emailLinkTokenField });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** POST /api/auth/resend-verification and POST /api/auth/forgot-password. */
export const emailOnlySchema = z.strictObject({ email: emailField });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

/** POST /api/auth/reset-password: the token from the reset link and the new password. */
export const resetPasswordSchema = z.strictObject({
  token: emailLinkTokenField,
  password: passwordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset form adds a confirmation the API never sees. */
export const resetPasswordFormSchema = z
  .strictObject({ password: passwordField, confirmPassword: z.string().min(1, REQUIRED_MESSAGE) })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: 'The passwords do not match.',
  });

/** PATCH /api/account: the display name. */
export const updateProfileSchema = z.strictObject({
  name: requiredText(limits.name, 'Name', { singleLine: true }),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/**
 * POST /api/account/email: a new address, verified before it replaces the current one. Accounts
 * with a password confirm with it; wallet-only accounts (no password) send none.
 */
export const changeEmailSchema = z.strictObject({
  email: emailField,
  password: safeString('Password').min(1, REQUIRED_MESSAGE).optional(),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/**
 * POST /api/account/password: the current password (when the account has one) and the new one.
 * Ends every other session of the account.
 */
export const changePasswordSchema = z.strictObject({
  currentPassword: safeString('Current password').min(1, REQUIRED_MESSAGE).optional(),
  newPassword: passwordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The words a visitor types to delete an account (wallet-only accounts have no password). */
export const DELETE_ACCOUNT_CONFIRMATION = 'delete my account';

/** DELETE /api/account (JSON body): the typed confirmation, and the password when there is one. */
export const deleteAccountSchema = z.strictObject({
  confirm: z.literal(DELETE_ACCOUNT_CONFIRMATION, {
    error: `Type "${DELETE_ACCOUNT_CONFIRMATION}" to confirm.`,
  }),
  password: safeString('Password').min(1, REQUIRED_MESSAGE).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** One of the account's sessions as the account page lists it. */
export interface ApiAccountSession {
  /** Public id (not the cookie): DELETE /api/account/sessions/:id ends it. */
  id: string;
  createdAt: string;
  lastSeenAt: string | null;
  expiresAt: string;
  /** Client address as the API saw it (behind TRUST_PROXY, the forwarded one). */
  ip: string | null;
  /** The browser's User-Agent header, cut to 300 characters. */
  userAgent: string | null;
  /** The session this request came with. */
  current: boolean;
}

/** GET /api/account. */
export interface ApiAccountResponse {
  user: ApiUser;
  /** Whether the account has a password (else it signs in with its wallet only). */
  hasPassword: boolean;
  /** An address waiting for its verification link to be followed, if any. */
  pendingEmail: string | null;
  sessions: ApiAccountSession[];
}

/** Answers that only say what happens next (202 or 200): the same for every address. */
export interface ApiMessageResponse {
  message: string;
}

/**
 * Error codes of the account routes that the site tells apart (besides `validation_failed`,
 * `rate_limited` and `not_signed_in`).
 */
export const ACCOUNT_ERROR_CODES = {
  /** POST /api/auth/login, 403: right password, address not confirmed yet (offer a new link). */
  emailNotVerified: 'email_not_verified',
  /** verify-email / reset-password, 400: used, replaced or unknown link. */
  invalidLink: 'invalid_link',
  /** verify-email / reset-password, 410: the link is older than 24 h / 30 minutes. */
  linkExpired: 'link_expired',
  /** verify-email, 409: the new address was taken by another account meanwhile. */
  emailTaken: 'email_taken',
  /** DELETE /api/account/wallet, 409: the wallet is the only way to sign in. */
  walletOnlySignIn: 'wallet_only_sign_in',
  /** DELETE /api/account/wallet, 404: no wallet linked. */
  noWallet: 'no_wallet',
  /** DELETE /api/account/sessions/:id, 404: not a live session of this account. */
  sessionNotFound: 'session_not_found',
} as const;
