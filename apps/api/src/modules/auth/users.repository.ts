import { randomUUID } from 'node:crypto';
import { siteLanguageOr } from '@eco/shared';
import type { ApiUser, SiteLanguage } from '@eco/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { randomToken } from '../../lib/tokens';

export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;

/** A user as the API returns it (no password hash). */
export function toApiUser(row: UserRow): ApiUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.email !== null && row.emailVerifiedAt !== null,
    walletAddress: row.walletAddress as ApiUser['walletAddress'],
    affiliateCode: row.affiliateCode,
    createdAt: row.createdAt.toISOString(),
  };
}

// 12 random bytes -> 16 URL-safe characters. 96 bits make a collision practically impossible;
// the unique constraint still guards it (a collision would fail the sign-up, never mix users).
const newAffiliateCode = () => randomToken(12);

/** Creates a user with a fresh affiliate code. Throws a unique violation for a taken email/wallet. */
export async function createUser(
  db: Db,
  fields: Pick<
    NewUser,
    'name' | 'email' | 'passwordHash' | 'walletAddress' | 'referredBy' | 'locale'
  >,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ id: randomUUID(), affiliateCode: newAffiliateCode(), createdAt: now, ...fields })
    .returning();
  return row!;
}

const first = async (rows: Promise<UserRow[]>) => (await rows)[0];

/** Lookup by lower-cased email. */
export const findUserByEmail = (db: Db, email: string) =>
  first(db.select().from(users).where(eq(users.email, email)).limit(1));

/** Lookup by checksummed wallet address. */
export const findUserByWallet = (db: Db, address: string) =>
  first(db.select().from(users).where(eq(users.walletAddress, address)).limit(1));

/** Lookup by affiliate code. */
export const findUserByAffiliateCode = (db: Db, code: string) =>
  first(db.select().from(users).where(eq(users.affiliateCode, code)).limit(1));

/** Links a wallet to a user that has none; undefined if the user already has one. */
export const linkWallet = (db: Db, userId: string, address: string) =>
  first(
    db
      .update(users)
      .set({ walletAddress: address })
      .where(and(eq(users.id, userId), isNull(users.walletAddress)))
      .returning(),
  );

/** How many users signed up with this user's affiliate code. */
export async function countReferredSignups(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.referredBy, userId));
  return Number(row?.n ?? 0);
}

/** Lookup by id. */
export const findUserById = (db: Db, id: string) =>
  first(db.select().from(users).where(eq(users.id, id)).limit(1));

/**
 * The account with `language` (the one its owner's request names) as the language of its mails,
 * stored when it differs; unchanged when the request names none. Called by the requests that mail
 * the account at its owner's asking (a reset link followed, the account page's changes, a
 * verification link followed, a wallet sign-in), never by one that anybody who knows the address can
 * send (a sign-up, a resend, a forgotten password): those mail in their language, `inLanguage`.
 */
export async function rememberLanguage(
  db: Db,
  user: UserRow,
  language: SiteLanguage | undefined,
): Promise<UserRow> {
  if (!language || language === user.locale) return user;
  await db.update(users).set({ locale: language }).where(eq(users.id, user.id));
  return { ...user, locale: language };
}

/**
 * Whom an account mail goes to: greeted by name only once the account confirmed its address, in
 * the account's language.
 */
export const mailTarget = (user: UserRow) => ({
  userId: user.id,
  name: user.emailVerifiedAt ? user.name : null,
  email: user.email!,
  language: siteLanguageOr(user.locale),
});

/**
 * Where notices about the account go: its address once confirmed, greeting it by name, in the
 * account's language; undefined for an account with no confirmed address (a wallet-only one).
 */
export function noticeTarget(user: UserRow) {
  return user.email && user.emailVerifiedAt
    ? { userId: user.id, name: user.name, email: user.email, language: siteLanguageOr(user.locale) }
    : undefined;
}

/**
 * `target` (a mail's recipient) written to in `language`, the one the request names, without
 * storing it on the account: a request anybody who knows the address can make (a resend, a
 * forgotten password) must not choose the language of the owner's later security notices.
 */
export const inLanguage = <Target extends { language: SiteLanguage }>(
  target: Target,
  language: SiteLanguage | undefined,
): Target => (language ? { ...target, language } : target);
