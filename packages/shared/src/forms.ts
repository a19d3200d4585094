import { z } from 'zod';
import { ruleParams } from './field-rules';
import { REQUIRED_MESSAGE, limits } from './limits';

export { REQUIRED_MESSAGE, limits };

// C0 controls except tab (\t), newline (\n) and carriage return (\r, half of a Windows newline),
// DEL and the C1 controls. None of them belongs in text a person typed; U+0000 in particular
// cannot be stored in a PostgreSQL text column.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const LINE_BREAKS = /[\r\n]/;

/** True when `value` holds a control character other than tab and newline (CR LF counts as one). */
export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

/** The message for a field with a control character, naming the field. */
export const controlCharacterMessage = (label: string) =>
  `${label} contains a control character; remove it (only line breaks and tabs are allowed).`;

/**
 * A string that refuses control characters (any field) and, with `singleLine`, line breaks too
 * (names and subjects end up in mail headers and CSV cells). The checks run before trimming.
 */
export const safeString = (label: string, { singleLine = false } = {}) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .refine((value) => !hasControlCharacters(value), {
      error: controlCharacterMessage(label),
      ...ruleParams('controlCharacter'),
    })
    .refine((value) => !singleLine || !LINE_BREAKS.test(value), {
      error: `${label} must be on one line.`,
      ...ruleParams('oneLine'),
    });

/** A required text field: trimmed, with "Required field." when empty and a clear length rule. */
export const requiredText = (max: number, label = 'This field', { singleLine = false } = {}) =>
  safeString(label, { singleLine })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max, `${label} must be at most ${max} characters.`);

export const emailField = safeString('Email', { singleLine: true })
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(limits.email, `Email must be at most ${limits.email} characters.`)
  .pipe(z.email('Enter a valid email address, like name@example.com.'));

export const passwordField = safeString('Password')
  .min(1, REQUIRED_MESSAGE)
  .min(limits.passwordMin, `Use at least ${limits.passwordMin} characters.`)
  .max(limits.passwordMax, `Use at most ${limits.passwordMax} characters.`);

export const contactMessageSchema = z.strictObject({
  name: requiredText(limits.name, 'Name', { singleLine: true }),
  email: emailField,
  subject: safeString('Subject', { singleLine: true })
    .trim()
    .max(limits.subject, `Subject must be at most ${limits.subject} characters.`)
    .optional(),
  message: requiredText(limits.message, 'Message'),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const faqQuestionSchema = z.strictObject({
  name: requiredText(limits.name, 'Name', { singleLine: true }),
  email: emailField,
  question: requiredText(limits.question, 'Question'),
});
export type FaqQuestionInput = z.infer<typeof faqQuestionSchema>;

export const loginSchema = z.strictObject({
  email: emailField,
  // Login only checks presence: the length rule belongs to sign-up, and telling a visitor
  // the rule at login would hint at which passwords cannot exist.
  password: safeString('Password').min(1, REQUIRED_MESSAGE),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.strictObject({
  name: requiredText(limits.name, 'Name', { singleLine: true }),
  email: emailField,
  password: passwordField,
  affiliateToken: safeString('The referral code', { singleLine: true })
    .trim()
    .max(limits.affiliateToken, 'The referral code is too long.')
    .optional(),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** The sign-up form adds a confirmation the API never sees. */
export const signupFormSchema = signupSchema
  .extend({ confirmPassword: z.string().min(1, REQUIRED_MESSAGE) })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: 'The passwords do not match.',
    ...ruleParams('passwordsDiffer'),
  });
export type SignupFormInput = z.infer<typeof signupFormSchema>;
