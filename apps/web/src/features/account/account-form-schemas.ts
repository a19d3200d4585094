import { t } from '@lingui/core/macro';
import {
  changeEmailSchema,
  confirmIdentitySchema,
  DELETE_ACCOUNT_CONFIRMATION,
  deleteAccountSchema,
  passwordField,
  REQUIRED_MESSAGE,
  safeString,
} from '@eco/shared';
import { z } from 'zod';

// The account forms' rules: the shared schemas the API validates with, extended for what only
// the form asks (a typed confirmation, a repeated password). Fetched with the first use of a form
// (lazyZodResolver), as one module that imports zod by name: a dynamic import('zod') would need
// zod's whole namespace in the bundle, every error-message locale included (88 KiB gzip).

/**
 * Deleting the account: the typed confirmation, and the password when the account has one. The
 * words to type stay English (the API checks exactly them); the messages are the page's language
 * (built when the form is first used, after its messages are loaded).
 */
export const deleteAccountFormSchema = (hasPassword: boolean) => {
  const confirmation = DELETE_ACCOUNT_CONFIRMATION;
  return deleteAccountSchema.extend({
    confirm: z.string().refine((value) => value.trim() === DELETE_ACCOUNT_CONFIRMATION, {
      error: t`Type "${confirmation}" to confirm.`,
    }),
    password: hasPassword ? safeString('Password').min(1, REQUIRED_MESSAGE) : z.string(),
  });
};

/**
 * A new address, confirmed with the password; a wallet-only account has none, and its field is
 * left out, not sent empty.
 */
export const changeEmailFormSchema = (hasPassword: boolean) =>
  hasPassword
    ? changeEmailSchema.required({ password: true })
    : changeEmailSchema.pick({ email: true }).extend({ password: z.string() });

/** The shared rules for the new password, the current one when there is one, and a match. */
export const passwordFormSchema = (hasPassword: boolean) =>
  z
    .strictObject({
      currentPassword: hasPassword
        ? safeString('Current password').min(1, REQUIRED_MESSAGE)
        : z.string(),
      newPassword: passwordField,
      confirmPassword: z.string().min(1, REQUIRED_MESSAGE),
    })
    .refine((value) => value.newPassword === value.confirmPassword, {
      path: ['confirmPassword'],
      error: t`The passwords do not match.`,
    });

/** Confirming it is the owner with the password (the shared schema's password rule). */
export const confirmPasswordFormSchema = z.strictObject({
  password: confirmIdentitySchema.shape.password.unwrap(),
});
