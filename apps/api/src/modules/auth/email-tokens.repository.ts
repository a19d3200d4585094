import { and, desc, eq, gt, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/database';
import { emailTokens } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/tokens';
import {
  enqueueMail,
  secretSlot,
  unlessMailBudgetSpent,
  type OutgoingMail,
} from '../mail/mail.repository';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';
export type EmailTokenRow = typeof emailTokens.$inferSelect;

/** How long a mailed link works: a day to verify an address, half an hour to reset a password. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 30 * 60 * 1000,
};

/**
 * Creates a single-use link token for `email` (32 random bytes, base64url) and queues the mail
 * that carries it. Only the token's SHA-256 is stored, and the outbox keeps the token apart from
 * the mail's text until it is sent (OutgoingMail.secrets), so a database leak yields no working
 * links once mails are out. Earlier tokens of the same purpose are deleted: only the newest link
 * works. Call it inside a transaction: the link then exists only if its mail is queued (a spent
 * mail budget rolls both back, and the earlier link keeps working), and no mail names a token
 * that was not stored.
 */
export async function mailEmailToken(
  db: Db,
  fields: { userId: string; purpose: EmailTokenPurpose; email: string },
  mail: (token: string) => OutgoingMail,
  now: Date,
): Promise<void> {
  const token = randomToken(32);
  await enqueueMail(db, { ...mail(secretSlot('token')), secrets: { token } }, now);
  await deleteEmailTokens(db, fields.userId, fields.purpose);
  // Housekeeping now and then: links nobody followed in time are dead rows.
  if (Math.random() < 0.01) await db.delete(emailTokens).where(lte(emailTokens.expiresAt, now));
  await db.insert(emailTokens).values({
    idHash: sha256Hex(token),
    ...fields,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[fields.purpose]),
  });
}

/**
 * mailEmailToken in a transaction of its own, unless the address's mail budget is spent: then
 * nothing is stored or queued, the earlier link keeps working, and nothing is said.
 */
export const mailEmailTokenUnlessSpent = (...[db, ...rest]: Parameters<typeof mailEmailToken>) =>
  unlessMailBudgetSpent(() => inTransaction(db, (tx) => mailEmailToken(tx, ...rest)));

const tokenIs = (token: string, purpose: EmailTokenPurpose) =>
  and(eq(emailTokens.idHash, sha256Hex(token)), eq(emailTokens.purpose, purpose));

/** The stored token, live or expired, or undefined (never issued, used, or superseded). */
export async function findEmailToken(db: Db, token: string, purpose: EmailTokenPurpose) {
  const [row] = await db.select().from(emailTokens).where(tokenIs(token, purpose)).limit(1);
  return row;
}

/**
 * Uses a token up: one `DELETE ... RETURNING`, so of two concurrent requests with the same link
 * exactly one gets the row. Expired rows are deleted too (they are dead either way).
 */
export async function consumeEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<EmailTokenRow | undefined> {
  const [row] = await db.delete(emailTokens).where(tokenIs(token, purpose)).returning();
  return row;
}

/** Deletes a user's tokens of one purpose, or of every purpose. */
export async function deleteEmailTokens(db: Db, userId: string, purpose?: EmailTokenPurpose) {
  await db
    .delete(emailTokens)
    .where(
      purpose
        ? and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose))
        : eq(emailTokens.userId, userId),
    );
}

/** The address a live verify_email link of the user would switch the account to, if any. */
export async function findPendingEmail(
  db: Db,
  userId: string,
  currentEmail: string | null,
  now: Date,
): Promise<string | null> {
  const conditions = [
    eq(emailTokens.userId, userId),
    eq(emailTokens.purpose, 'verify_email'),
    gt(emailTokens.expiresAt, now),
  ];
  if (currentEmail) conditions.push(ne(emailTokens.email, currentEmail));
  const [row] = await db
    .select({ email: emailTokens.email })
    .from(emailTokens)
    .where(and(...conditions))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return row?.email ?? null;
}
