import { z } from 'zod';
import { REQUIRED_MESSAGE, emailField, passwordField, requiredText, safeString } from './forms';
import type { ApiErrorCode, ApiNotice, ApiNoticeParams } from './api-answers';
import { ruleParams } from './field-rules';
import { isCountryCode, type CountryCode } from './countries';
import { limits } from './limits';

export { PROOF_FRESH_MINUTES } from './limits';
import { siweVerifySchema } from './api';
import type { ApiUser, SiweVerifyInput } from './api';

// Accounts: email verification, password reset and the account page (/account). The API and
// the site share these schemas; the routes are listed next to each type.

/** A token from a mailed link: 43 base64url characters (32 random bytes). */
const INCOMPLETE_LINK = 'This link is incomplete. Open the link from the mail again.';
export const emailLinkTokenField = z
  .string({ error: INCOMPLETE_LINK })
  .refine((value) => /^[A-Za-z0-9_-]{43}$/.test(value), {
    error: INCOMPLETE_LINK,
    ...ruleParams('incompleteLink'),
  });

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
    ...ruleParams('passwordsDiffer'),
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

/**
 * POST /api/account/confirm: proves it is the account's owner on this session (README, "Fresh
 * proof"), with the account's password or an EIP-4361 message signed by its linked wallet (the
 * nonce from GET /api/auth/siwe/nonce, as for signing in). One or the other, never both.
 */
export const confirmIdentitySchema = z
  .strictObject({
    password: safeString('Password').min(1, REQUIRED_MESSAGE).optional(),
    message: siweVerifySchema.shape.message.optional(),
    signature: siweVerifySchema.shape.signature.optional(),
  })
  .superRefine((value, ctx) => {
    const signed = value.message !== undefined || value.signature !== undefined;
    if (value.password !== undefined && signed) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'Send your password or a signature of your wallet, not both.',
        ...ruleParams('notBoth'),
      });
    } else if (value.password === undefined && !signed) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'Enter your password, or sign with your wallet.',
        ...ruleParams('passwordOrSignature'),
      });
    } else if (signed) {
      for (const field of ['message', 'signature'] as const) {
        if (value[field] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: REQUIRED_MESSAGE,
            ...ruleParams('required'),
          });
        }
      }
    }
  });
export type ConfirmIdentityInput = { password: string } | SiweVerifyInput;

/**
 * What the account's history records: every change to how it signs in or where its mail goes,
 * and every proof given (README, "Account history"). Kept for a year.
 */
export const ACCOUNT_EVENT_KINDS = [
  'email_change_requested',
  'email_changed',
  'password_set',
  'password_changed',
  'password_reset',
  'wallet_linked',
  'wallet_unlinked',
  'signed_out_everywhere',
  'identity_confirmed',
] as const;
export type AccountEventKind = (typeof ACCOUNT_EVENT_KINDS)[number];

/** One entry of the account's history. */
export interface ApiAccountEvent {
  kind: AccountEventKind;
  /** When it happened (ISO 8601). */
  at: string;
  /** The client address the request came from, as sessions record it. */
  ip: string | null;
  /**
   * What it was about, never a secret: the wallet's address (wallet_*), the new address's
   * domain (email_*), how the owner proved it (identity_confirmed: `password` or `wallet`).
   */
  detail: string | null;
}

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
  /** The newest entries of the account's history, newest first (at most 20). */
  history: ApiAccountEvent[];
}

/**
 * Answers that only say what happens next (202 or 200): the same for every address. `message` is
 * the API's English; `notice` names it for the site to word (api-answers.ts).
 */
export interface ApiMessageResponse {
  message: string;
  notice: ApiNotice;
  params?: ApiNoticeParams;
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
  /**
   * 403 to a change of how the account signs in (email, password set, wallet, deletion) on a
   * session without a fresh proof: POST /api/account/confirm, then the change again.
   */
  proofRequired: 'proof_required',
  /** POST /api/account/confirm, 403: the message was signed by another wallet than the linked one. */
  wrongWallet: 'wrong_wallet',
} as const satisfies Record<string, ApiErrorCode>;

const VERSION_MESSAGE = (what: string) =>
  `The ${what} version is malformed: 14 characters 0-9 and a-f, as the page shows it.`;
const textVersionField = (what: string) =>
  z.string({ error: VERSION_MESSAGE(what) }).regex(/^[0-9a-f]{14}$/, VERSION_MESSAGE(what));
const WHITE_PAPER_MESSAGE =
  'The white paper version is malformed: its keccak-256 hash, 0x and 64 characters 0-9 and a-f.';
const COUNTRY_MESSAGE =
  'Choose your country of residence from the list: an ISO 3166-1 alpha-2 code such as "DE".';
const WALLET_MESSAGE = 'The wallet must be an address: 0x followed by 40 characters 0-9 and a-f.';

/**
 * POST /api/account/sale-acceptance: what the buyer accepted in the Buy dialog (the versions of
 * the terms of the sale, the risk disclosure and the white paper) and the country of residence
 * they declared, with the wallet they were buying with. The API checks the country against the
 * offer profile of its chain (ECO_CHAIN_ID) and records nothing for a country it is not offered in.
 */
export const saleAcceptanceSchema = z.strictObject({
  termsVersion: textVersionField('terms'),
  risksVersion: textVersionField('risk disclosure'),
  whitePaperVersion: z
    .string({ error: WHITE_PAPER_MESSAGE })
    .regex(/^0x[0-9a-f]{64}$/, WHITE_PAPER_MESSAGE),
  country: z.string({ error: COUNTRY_MESSAGE }).refine(isCountryCode, COUNTRY_MESSAGE),
  wallet: z
    .string({ error: WALLET_MESSAGE })
    .regex(/^0x[0-9a-fA-F]{40}$/, WALLET_MESSAGE)
    .optional(),
});
export type SaleAcceptanceInput = z.input<typeof saleAcceptanceSchema>;

/** One recorded acceptance, as POST /api/account/sale-acceptance answers and the export lists. */
export interface ApiSaleAcceptance {
  termsVersion: string;
  risksVersion: string;
  whitePaperVersion: string;
  country: CountryCode;
  /** Checksummed, or null when none was named. */
  wallet: string | null;
  /** The chain whose offer profile the country was checked against. */
  chainId: number;
  /** When it was recorded (ISO 8601). */
  acceptedAt: string;
}

/** Error codes of POST /api/account/sale-acceptance (besides `validation_failed`). */
export const SALE_ACCEPTANCE_ERROR_CODES = {
  /** 422: the country is excluded from the offer, or not among those it is offered in. */
  notOffered: 'not_offered',
  /** 409: the offer profile of the API's chain is not decided: nobody may buy yet. */
  offerUndecided: 'offer_undecided',
  /** 409: the wallet named is not the account's linked one, or is another account's. */
  walletNotYours: 'wallet_not_yours',
} as const satisfies Record<string, ApiErrorCode>;
