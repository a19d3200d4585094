// Form rules that need no validator, so pages can show them (maxLength, hints) without loading
// zod; forms.ts builds the schemas on them.

/** The spec's message for an empty required field. */
export const REQUIRED_MESSAGE = 'Required field.';

export const limits = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
  question: 2000,
  passwordMin: 10,
  passwordMax: 128,
  affiliateToken: 64,
} as const;

/**
 * How long a proof that it is the owner (a sign-in, the password, a new signature of the linked
 * wallet) lets a session change how the account signs in: the API's rule, and what the account
 * page and the privacy notice say of it.
 */
export const PROOF_FRESH_MINUTES = 10;
