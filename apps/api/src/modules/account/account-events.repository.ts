import type { AccountEventKind, ApiAccountEvent } from '@eco/shared';
import { desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accountEvents } from '../../db/schema';

/** How long the account's history keeps an entry: a year (the privacy notice says so). */
export const ACCOUNT_EVENTS_KEPT_MS = 365 * 24 * 60 * 60 * 1000;

/** How many entries the account page shows; the export has all of them. */
export const ACCOUNT_HISTORY_SHOWN = 20;

/** The domain of an address: what the history keeps of a new email (the account's own is shown). */
export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/** Writes one entry of the account's history (inside the change's transaction, when it has one). */
export async function recordAccountEvent(
  db: Db,
  event: { userId: string; kind: AccountEventKind; ip: string | null; detail?: string | null },
  now: Date,
) {
  await db.insert(accountEvents).values({ detail: null, ...event, createdAt: now });
}

/** The account's history, newest first (at most `limit` entries). */
export async function listAccountEvents(
  db: Db,
  userId: string,
  limit?: number,
): Promise<ApiAccountEvent[]> {
  const query = db
    .select()
    .from(accountEvents)
    .where(eq(accountEvents.userId, userId))
    .orderBy(desc(accountEvents.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => ({
    kind: row.kind,
    at: row.createdAt.toISOString(),
    ip: row.ip,
    detail: row.detail,
  }));
}

/** Deletes the entries older than ACCOUNT_EVENTS_KEPT_MS, of every account. */
export async function purgeOldAccountEvents(db: Db, now: Date): Promise<void> {
  await db
    .delete(accountEvents)
    .where(lte(accountEvents.createdAt, new Date(now.getTime() - ACCOUNT_EVENTS_KEPT_MS)));
}
