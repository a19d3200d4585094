import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import type { Options } from '@node-rs/argon2';
import { invalidField } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';

// argon2id with OWASP's minimum recommended cost (19 MiB, 2 passes, 1 lane): ~30-60 ms per hash
// here, cheap enough for sign-up and login, slow enough to make offline guessing expensive.
// `Algorithm` is a const enum in the binding's types, so the number itself: 2 is Argon2id.
const ARGON2_OPTIONS: Options = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** argon2id hash (PHC string with its own salt and parameters). */
export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

/** True when `password` matches `passwordHash`; false (never throws) on a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash and returns false: used for unknown emails so a failed login
 * costs the same argon2 work whether or not the account exists (no timing-based enumeration).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomToken(16));
  await verifyPassword(await dummyHash, password);
  return false;
}

let common: Set<string> | undefined;

/** Throws the 400 for `field` when `password` is (case-insensitively) a shipped common one. */
export function refuseCommonPassword(password: string, field: string): void {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
  if (common.has(password.toLowerCase())) {
    throw invalidField(field, 'This password is too common. Choose another one.', {
      rule: 'commonPassword',
    });
  }
}
