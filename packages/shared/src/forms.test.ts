import { describe, expect, it } from 'vitest';
import {
  REQUIRED_MESSAGE,
  contactMessageSchema,
  faqQuestionSchema,
  loginSchema,
  signupFormSchema,
  signupSchema,
} from './forms';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('form schemas', () => {
  it('says "Required field." for every empty required field', () => {
    expect(
      messages(contactMessageSchema.safeParse({ name: '', email: '', message: '  ' })),
    ).toEqual({
      name: REQUIRED_MESSAGE,
      email: REQUIRED_MESSAGE,
      message: REQUIRED_MESSAGE,
    });
    expect(messages(faqQuestionSchema.safeParse({ name: '', email: '', question: '' }))).toEqual({
      name: REQUIRED_MESSAGE,
      email: REQUIRED_MESSAGE,
      question: REQUIRED_MESSAGE,
    });
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: REQUIRED_MESSAGE,
      password: REQUIRED_MESSAGE,
    });
    expect(messages(loginSchema.safeParse({}))).toEqual({
      email: REQUIRED_MESSAGE,
      password: REQUIRED_MESSAGE,
    });
  });

  it('explains a malformed email', () => {
    expect(messages(loginSchema.safeParse({ email: 'not-an-email', password: 'x' })).email).toBe(
      'Enter a valid email address, like name@example.com.',
    );
  });

  it('accepts a valid contact message and trims it', () => {
    const parsed = contactMessageSchema.parse({
      name: '  Ada ',
      email: 'ada@example.com',
      message: 'Hello',
    });
    expect(parsed).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });
  });

  it('refuses unknown fields', () => {
    expect(
      contactMessageSchema.safeParse({ name: 'a', email: 'a@b.co', message: 'm', admin: true })
        .success,
    ).toBe(false);
  });

  it('enforces length rules with clear messages', () => {
    expect(
      messages(signupSchema.safeParse({ name: 'A', email: 'a@b.co', password: 'short' })).password,
    ).toBe('Use at least 10 characters.');
    expect(
      messages(
        contactMessageSchema.safeParse({ name: 'x'.repeat(101), email: 'a@b.co', message: 'm' }),
      ).name,
    ).toBe('Name must be at most 100 characters.');
  });

  it('requires matching passwords in the sign-up form', () => {
    const base = { name: 'Ada', email: 'ada@example.com', password: 'long enough pw' };
    expect(signupFormSchema.safeParse({ ...base, confirmPassword: 'long enough pw' }).success).toBe(
      true,
    );
    expect(
      messages(signupFormSchema.safeParse({ ...base, confirmPassword: 'different pw!' }))
        .confirmPassword,
    ).toBe('The passwords do not match.');
  });
});
