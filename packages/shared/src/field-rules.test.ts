import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  confirmIdentitySchema,
  resetPasswordFormSchema,
  verifyEmailSchema,
} from './account';
import { fieldRuleOf, readFieldRule } from './field-rules';
import { contactMessageSchema, signupFormSchema } from './forms';
import { stageAlertSignupSchema } from './stage-alerts';

/** Each field's first issue's rule, by path. */
function rules(result: {
  error?: { issues: (Parameters<typeof fieldRuleOf>[0] & { path: PropertyKey[] })[] };
}) {
  const found: Record<string, unknown> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    found[path] ??= fieldRuleOf(issue);
  }
  return found;
}

describe('the rule a shared schema’s issue stands for', () => {
  it('names the rules of a form’s text fields', () => {
    expect(
      rules(
        contactMessageSchema.safeParse({
          name: 'Ada\nLovelace',
          email: 'not-an-email',
          subject: 'x'.repeat(151),
          message: 'a\u0000b',
        }),
      ),
    ).toEqual({
      name: { rule: 'oneLine' },
      email: { rule: 'email' },
      subject: { rule: 'tooLong', max: 150 },
      message: { rule: 'controlCharacter' },
    });
    expect(rules(contactMessageSchema.safeParse({ name: ' ', message: '' }))).toEqual({
      name: { rule: 'required' },
      email: { rule: 'required' },
      message: { rule: 'required' },
    });
  });

  it('names the password rules and the repeated password', () => {
    const base = { name: 'Ada', email: 'ada@example.com' };
    expect(
      rules(signupFormSchema.safeParse({ ...base, password: 'short', confirmPassword: 'x' })),
    ).toEqual({
      password: { rule: 'tooShort', min: 10 },
      confirmPassword: { rule: 'passwordsDiffer' },
    });
    expect(
      rules(
        resetPasswordFormSchema.safeParse({
          password: 'long enough pw',
          confirmPassword: 'other one!!',
        }),
      ),
    ).toEqual({ confirmPassword: { rule: 'passwordsDiffer' } });
    expect(rules(changePasswordSchema.safeParse({ newPassword: 'y'.repeat(129) }))).toEqual({
      newPassword: { rule: 'tooLong', max: 128 },
    });
  });

  it('names the proof rules', () => {
    expect(rules(confirmIdentitySchema.safeParse({}))).toEqual({
      password: { rule: 'passwordOrSignature' },
    });
    expect(
      rules(confirmIdentitySchema.safeParse({ password: 'pw', signature: '0x00', message: 'm' })),
    ).toEqual({ password: { rule: 'notBoth' } });
    expect(rules(confirmIdentitySchema.safeParse({ signature: '0x00' }))).toEqual({
      message: { rule: 'required' },
    });
  });

  it('leaves a rule no visitor meets to its own sentence', () => {
    expect(
      rules(stageAlertSignupSchema.safeParse({ email: 'a@b.co', chainId: 'x', stage: 7 })),
    ).toEqual({ chainId: { rule: 'other' }, stage: { rule: 'other' } });
  });

  it('keeps a schema’s own sentence for a missing value that means more than "required"', () => {
    // A mailed link without its token is an incomplete link, not an empty field to fill in.
    const missing = verifyEmailSchema.safeParse({});
    expect(rules(missing)).toEqual({ token: { rule: 'other' } });
    expect(missing.error?.issues[0]?.message).toBe(
      'This link is incomplete. Open the link from the mail again.',
    );
    // A field left out of a form is still required (zod's own sentence or the schemas').
    expect(rules(signupFormSchema.safeParse({}))).toMatchObject({ name: { rule: 'required' } });
  });
});

describe('a rule as the API sends it', () => {
  it('reads a well-formed rule and nothing else', () => {
    expect(readFieldRule({ rule: 'tooLong', max: 100 })).toEqual({ rule: 'tooLong', max: 100 });
    expect(readFieldRule({ rule: 'required', extra: 1 })).toEqual({ rule: 'required' });
    for (const bad of [
      null,
      'required',
      { rule: 'tooLong' },
      { rule: 'tooLong', max: '100' },
      { rule: 'tooShort', min: 1.5 },
      { rule: 'constructor' },
      { rule: '__proto__' },
    ]) {
      expect(readFieldRule(bad)).toEqual({ rule: 'other' });
    }
  });
});
