import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/database';
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
  /**
   * A mail anyone can have us send to this address by typing it into a form (a sign-up, a
   * password reset, a change of address, a sale alert): it spends the address's budget
   * (MAILS_PER_ADDRESS). Notices of an account's own changes and the team's mails do not.
   */
  askedByAnyone?: boolean | undefined;
  /**
   * The links' tokens the text names by `secretSlot(name)`. They are kept apart from the text,
   * put in when the mail is sent (renderMail) and erased then: a kept mail holds no working link.
   */
  secrets?: Record<string, string> | undefined;
}

/**
 * Mails anyone can have us send to one address (askedByAnyone) in any 60 minutes, whatever the
 * route and the client: more are dropped without a word, so a form cannot be used to flood an
 * inbox (issue 29, finding 1), and the answer does not tell whether the address has an account.
 * Counted from the outbox itself (it keeps mails a day), so the window slides.
 */
export const MAILS_PER_ADDRESS = { limit: 5, windowMs: 60 * 60 * 1000 };

/** How long the outbox keeps a mail: a day after it went out; a week if it never could. */
export const MAIL_KEPT_MS = { sent: 24 * 60 * 60 * 1000, unsent: 7 * 24 * 60 * 60 * 1000 };

/** Thrown by enqueueMail when the address's budget is spent: the transaction is rolled back. */
export class MailBudgetSpent extends Error {
  constructor(readonly address: string) {
    super(`the mail budget of ${address} is spent for this hour`);
  }
}

/**
 * Runs `send`, a transaction that queues a mail asked by anyone; when the address's budget is
 * spent it is rolled back and dropped, and false is returned. Callers answer as if it was sent.
 */
export async function unlessMailBudgetSpent(send: () => Promise<unknown>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    if (error instanceof MailBudgetSpent) return false;
    throw error;
  }
}

/** Where a mail's text names a secret (see OutgoingMail.secrets). */
export const secretSlot = (name: string) => `{{secret:${name}}}`;

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
    secrets: mail.secrets ?? null,
    askedByAnyone: mail.askedByAnyone ?? false,
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  } satisfies typeof mailOutbox.$inferInsert;
}

/**
 * Queues a mail in the outbox (call inside the transaction that writes the related row). A mail
 * asked by anyone spends its address's budget first, and throws MailBudgetSpent past it.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail, now: Date): Promise<string> {
  const row = outboxRow(mail, now);
  if (!mail.askedByAnyone) {
    await db.insert(mailOutbox).values(row);
    return row.id;
  }
  if (mail.to.length !== 1) throw new Error('a mail asked by anyone goes to one address');
  const { limit, windowMs } = MAILS_PER_ADDRESS;
  // A transaction (a savepoint inside the caller's) holding a lock on the address, so that two
  // requests at once cannot both see room for one more mail.
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail-to:${row.toAddress}`}))`);
    const [sent] = await tx
      .select({ n: count() })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, row.toAddress),
          eq(mailOutbox.askedByAnyone, true),
          gt(mailOutbox.createdAt, new Date(now.getTime() - windowMs)),
        ),
      );
    if (sent!.n >= limit) throw new MailBudgetSpent(row.toAddress);
    await tx.insert(mailOutbox).values(row);
  });
  return row.id;
}

/** What goes out for an outbox row: its text with the secrets put in. */
export function renderMail(row: Pick<OutboxRow, 'subject' | 'body' | 'headers' | 'secrets'>) {
  const secrets = row.secrets ?? {};
  const fill = (text: string) =>
    text.replace(/\{\{secret:([a-z]+)\}\}/g, (slot, name: string) => secrets[name] ?? slot);
  return {
    subject: fill(row.subject),
    text: fill(row.body),
    headers: row.headers
      ? Object.fromEntries(Object.entries(row.headers).map(([name, value]) => [name, fill(value)]))
      : undefined,
  };
}

/**
 * Queues several mails in one statement (a batch of notices written in the transaction that
 * claims their alerts). Only for mails nobody can ask for by typing an address (no budget).
 */
export async function enqueueMails(db: Db, mails: OutgoingMail[], now: Date): Promise<string[]> {
  if (mails.length === 0) return [];
  if (mails.some((mail) => mail.askedByAnyone)) {
    throw new Error(
      "a mail asked by anyone spends its address's budget: queue it with enqueueMail",
    );
  }
  const rows = mails.map((mail) => outboxRow(mail, now));
  await db.insert(mailOutbox).values(rows);
  return rows.map((row) => row.id);
}

/**
 * The Message-ID of an outbox row's mail: the same on every attempt, so a receiver (or a person)
 * can recognise the one duplicate no SMTP client can rule out (see OutboxWorker). The domain is
 * the sender's, as RFC 5322 suggests, so the id is unique to this site.
 */
export function outboxMessageId(id: string, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${id}@${domain}>`;
}

/**
 * Takes a lease on up to `limit` due mails in one statement and returns them: each one's next
 * attempt moves to `leaseUntil`, so no other worker takes it until then, and its attempt is
 * counted now (a mail that kills its sender every time still runs out of attempts). Rows another
 * worker is claiming at the same moment are skipped, not waited for (SKIP LOCKED). A worker that
 * dies holding a lease leaves its mails to whoever polls after `leaseUntil`.
 */
export async function claimDueMails(
  db: Db,
  now: Date,
  leaseUntil: Date,
  maxAttempts: number,
  limit: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, now),
        lt(mailOutbox.attempts, maxAttempts),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    // `= any(array(...))`, not `in (...)`: PostgreSQL may run an IN subquery again for each row
    // it updates, and a run that skips the rows this statement has just locked picks the next
    // ones, so `limit` would not bound the batch (seen claiming all 24 of 24 with a limit of 4).
    // ARRAY(subquery) is computed once.
    .where(and(sql`${mailOutbox.id} = any(array(${due}))`, isNull(mailOutbox.sentAt)))
    .returning();
  // The oldest first, as they were picked (RETURNING keeps no order).
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * Gives back claimed mails that were not tried (the lease was running out before their turn):
 * due again at once, their attempt uncounted. Only while the lease is still this worker's.
 */
export async function releaseMails(db: Db, ids: string[], leaseUntil: Date, now: Date) {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: now, attempts: sql`${mailOutbox.attempts} - 1` })
    .where(
      and(
        inArray(mailOutbox.id, ids),
        eq(mailOutbox.nextAttemptAt, leaseUntil),
        isNull(mailOutbox.sentAt),
      ),
    );
}

/**
 * Records that the SMTP server accepted these mails (its 250); their secrets are erased. Called
 * only after the 250: a mail recorded sent is never sent again.
 */
export async function markMailsSent(db: Db, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ sentAt: now, lastError: null, secrets: null })
    .where(and(inArray(mailOutbox.id, ids), isNull(mailOutbox.sentAt)));
}

/**
 * Records a failed attempt and when to try again; after the last attempt (`final`) the secrets
 * are erased, since the mail will never go out.
 */
export async function markMailFailed(
  db: Db,
  id: string,
  fields: { error: string; nextAttemptAt: Date; final: boolean; maxAttempts: number },
) {
  await db
    .update(mailOutbox)
    .set({
      lastError: fields.error.slice(0, 1000),
      nextAttemptAt: fields.nextAttemptAt,
      // A final failure is out of attempts, so no claim takes it again, also in the minutes
      // between its nextAttemptAt (the day it may be deleted) and the purge that deletes it.
      ...(fields.final
        ? { secrets: null, attempts: sql`greatest(${mailOutbox.attempts}, ${fields.maxAttempts})` }
        : {}),
    })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/**
 * Deletes the mails the outbox no longer keeps (MAIL_KEPT_MS): sent a day ago, or queued a week
 * ago and never sent. Their addresses and texts go with them.
 */
export async function purgeOldMails(db: Db, now: Date): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(
      or(
        and(
          isNotNull(mailOutbox.sentAt),
          lte(mailOutbox.sentAt, new Date(now.getTime() - MAIL_KEPT_MS.sent)),
        ),
        lte(mailOutbox.createdAt, new Date(now.getTime() - MAIL_KEPT_MS.unsent)),
      ),
    );
}
