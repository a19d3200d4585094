import { describe, expect, it } from 'vitest';
import { stageAlertSignupSchema, stageAlertTokenSchema } from './stage-alerts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('stageAlertSignupSchema', () => {
  it('accepts an address, a chain id and a stage, trimming the address', () => {
    expect(
      stageAlertSignupSchema.parse({ email: ' ada@example.com ', chainId: 31337, stage: 1 }),
    ).toEqual({ email: 'ada@example.com', chainId: 31337, stage: 1 });
  });

  it('names each bad field with a message a person can act on', () => {
    const result = stageAlertSignupSchema.safeParse({ email: 'nope', chainId: 1.5, stage: 3 });
    expect(messages(result)).toEqual({
      email: 'Enter a valid email address, like name@example.com.',
      chainId: 'The chain id must be a whole number, like 1.',
      stage: 'The sale stage must be 0 (partners), 1 (private) or 2 (public).',
    });
    expect(
      messages(stageAlertSignupSchema.safeParse({ email: '', chainId: '1', stage: '1' })),
    ).toEqual({
      email: 'Required field.',
      chainId: 'The chain id must be a whole number, like 1.',
      stage: 'The sale stage must be 0 (partners), 1 (private) or 2 (public).',
    });
    expect(
      stageAlertSignupSchema.safeParse({ email: 'a@b.co', chainId: 1, stage: 0, extra: 1 }).success,
    ).toBe(false);
  });
});

describe('stageAlertTokenSchema', () => {
  it('takes a 43-character base64url token only', () => {
    expect(stageAlertTokenSchema.safeParse({ token: 'A'.repeat(43) }).success).toBe(true);
    expect(messages(stageAlertTokenSchema.safeParse({ token: 'short' }))).toEqual({
      token: 'This link is incomplete. Open the link from the mail again.',
    });
  });
});
