import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions, users } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/tokens';

/** Sessions last 30 days from sign-in (absolute, not sliding). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Starts a session: returns the cookie token (256 random bits); only its SHA-256 is stored. */
export async function createSession(db: Db, userId: string, now: Date) {
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  // Housekeeping: the user's expired sessions can go now that a new one starts.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
  await db.insert(sessions).values({ idHash: sha256Hex(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The user of a live session, or undefined (unknown or expired token). */
export async function findSessionUser(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sha256Hex(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row?.user;
}

/** Ends a session (logout, or the old one at a new sign-in). */
export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.idHash, sha256Hex(token)));
}
