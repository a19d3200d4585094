import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mailOutbox } from '../../db/schema';

/** A file sent with a mail; `content` is text (a calendar file), sent as UTF-8. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A mail to queue: written in the same transaction as the row it is about. */
export interface OutgoingMail {
  kind: string;
  refId: string | null;
  to: string[];
  replyTo?: string | undefined;
  subject: string;
  body: string;
  /** Extra headers, e.g. List-Unsubscribe (names as they are sent). */
  headers?: Record<string, string> | undefined;
  attachments?: MailAttachment[] | undefined;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The outbox row of a new mail, due at once. */
export function outboxRow(mail: OutgoingMail, now: Date) {
  return {
    id: randomUUID(),
    kind: mail.kind,
    refId: mail.refId,
    toAddress: mail.to.join(', '),
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    body: mail.body,
    headers: mail.headers ?? null,
    attachments: mail.attachments?.length ? mail.attachments : null,
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  } satisfies typeof mailOutbox.$inferInsert;
}

/** Queues a mail in the outbox (call inside the transaction that writes the related row). */
export async function enqueueMail(db: Db, mail: OutgoingMail, now: Date): Promise<string> {
  const row = outboxRow(mail, now);
  await db.insert(mailOutbox).values(row);
  return row.id;
}

/** Unsent mails whose next attempt is due and that have attempts left, oldest first. */
export function findDueMails(db: Db, now: Date, maxAttempts: number, limit: number) {
  return db
    .select()
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, now),
        lt(mailOutbox.attempts, maxAttempts),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit);
}

/**
 * Takes a lease on a due mail by moving its next attempt to `leaseUntil`, only if nobody else did
 * since it was read (compare-and-set on next_attempt_at). Returns false when another worker won.
 */
export async function claimMail(db: Db, row: OutboxRow, leaseUntil: Date): Promise<boolean> {
  const claimed = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(
      and(
        eq(mailOutbox.id, row.id),
        eq(mailOutbox.nextAttemptAt, row.nextAttemptAt),
        isNull(mailOutbox.sentAt),
      ),
    )
    .returning({ id: mailOutbox.id });
  return claimed.length === 1;
}

/** Records a successful delivery. */
export async function markMailSent(db: Db, id: string, attempts: number, now: Date) {
  await db
    .update(mailOutbox)
    .set({ sentAt: now, attempts, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt and when to try again. */
export async function markMailFailed(
  db: Db,
  id: string,
  attempts: number,
  error: string,
  nextAttemptAt: Date,
) {
  await db
    .update(mailOutbox)
    .set({ attempts, lastError: error.slice(0, 1000), nextAttemptAt })
    .where(eq(mailOutbox.id, id));
}
