import { z } from 'zod';
import { REQUIRED_MESSAGE, limits } from './limits';

export { REQUIRED_MESSAGE, limits };

/** A required text field: trimmed, with "Required field." when empty and a clear length rule. */
export const requiredText = (max: number, label = 'This field') =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max, `${label} must be at most ${max} characters.`);

export const emailField = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(limits.email, `Email must be at most ${limits.email} characters.`)
  .pipe(z.email('Enter a valid email address, like name@example.com.'));

export const passwordField = z
  .string({ error: REQUIRED_MESSAGE })
  .min(1, REQUIRED_MESSAGE)
  .min(limits.passwordMin, `Use at least ${limits.passwordMin} characters.`)
  .max(limits.passwordMax, `Use at most ${limits.passwordMax} characters.`);

export const contactMessageSchema = z.strictObject({
  name: requiredText(limits.name, 'Name'),
  email: emailField,
  subject: z
    .string()
    .trim()
    .max(limits.subject, `Subject must be at most ${limits.subject} characters.`)
    .optional(),
  message: requiredText(limits.message, 'Message'),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const faqQuestionSchema = z.strictObject({
  name: requiredText(limits.name, 'Name'),
  email: emailField,
  question: requiredText(limits.question, 'Question'),
});
export type FaqQuestionInput = z.infer<typeof faqQuestionSchema>;

export const loginSchema = z.strictObject({
  email: emailField,
  // Login only checks presence: the length rule belongs to sign-up, and telling a visitor
  // the rule at login would hint at which passwords cannot exist.
  password: z.string({ error: REQUIRED_MESSAGE }).min(1, REQUIRED_MESSAGE),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.strictObject({
  name: requiredText(limits.name, 'Name'),
  email: emailField,
  password: passwordField,
  affiliateToken: z
    .string()
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
    message: 'The passwords do not match.',
  });
export type SignupFormInput = z.infer<typeof signupFormSchema>;
