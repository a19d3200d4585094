import { and, desc, eq, gt, lt, lte, ne, or, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions, users } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/tokens';

/** Sessions last 30 days from sign-in (absolute, not sliding). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** last_seen_at is written at most this often per session (not on every request). */
export const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

/** The User-Agent header is kept up to this many characters (enough to name the browser). */
export const USER_AGENT_MAX = 300;

export type SessionRow = typeof sessions.$inferSelect;

/** A session as its account sees it (account page, data export): by its public id. */
export const sessionView = (s: SessionRow) => ({
  id: s.publicId,
  createdAt: s.createdAt.toISOString(),
  lastSeenAt: s.lastSeenAt?.toISOString() ?? null,
  expiresAt: s.expiresAt.toISOString(),
  ip: s.ip,
  userAgent: s.userAgent,
});

/** Where a sign-in came from, shown on the account page. */
type SessionClient = Pick<SessionRow, 'ip' | 'userAgent'>;

/**
 * Starts a session: returns the cookie token (256 random bits); only its SHA-256 is stored. A
 * sign-in proves the owner, so the session starts proved from the client's address.
 */
export async function createSession(
  db: Db,
  userId: string,
  now: Date,
  client: SessionClient = { ip: null, userAgent: null },
) {
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  // Housekeeping: the user's expired sessions can go now that a new one starts.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
  await db.insert(sessions).values({
    idHash: sha256Hex(token),
    userId,
    createdAt: now,
    expiresAt,
    lastSeenAt: now,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    provedAt: now,
    provedIp: client.ip,
  });
  return { token, expiresAt };
}

/** Notes a fresh proof of the owner on one session, given from `ip` (see ../auth/proof.ts). */
export async function markSessionProved(db: Db, idHash: string, ip: string | null, now: Date) {
  await db.update(sessions).set({ provedAt: now, provedIp: ip }).where(eq(sessions.idHash, idHash));
}

/**
 * The user and session of a live session token, or undefined (unknown or expired). Notes the
 * time the session was last seen, at most once a minute, for the account page.
 */
export async function findSession(db: Db, token: string, now: Date) {
  const idHash = sha256Hex(token);
  const [row] = await db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  const stale = new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS);
  if (!row.session.lastSeenAt || row.session.lastSeenAt < stale) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(sessions.idHash, idHash),
          or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, stale)),
        ),
      );
    row.session.lastSeenAt = now;
  }
  return row;
}

/** Ends a session (logout, or the old one at a new sign-in). */
export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.idHash, sha256Hex(token)));
}

/** The account's live sessions, newest first. */
export function listSessions(db: Db, userId: string, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt));
}

/** Ends one of the account's sessions by its public id; false when it has none such. */
export async function deleteSessionByPublicId(db: Db, userId: string, publicId: string) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ idHash: sessions.idHash });
  return rows.length > 0;
}

/** Ends every session of the account, or every one but `keepIdHash`. */
export async function deleteUserSessions(db: Db, userId: string, keepIdHash?: string) {
  await db
    .delete(sessions)
    .where(
      keepIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash))
        : eq(sessions.userId, userId),
    );
}
