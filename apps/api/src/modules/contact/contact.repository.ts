import { randomUUID } from 'node:crypto';
import type { ContactMessageInput } from '@eco/shared';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../../db/database';
import { preparedWrite, writeStatement } from '../../db/prepared';
import * as schema from '../../db/schema';
import { contactMessages } from '../../db/schema';
import { outboxRow } from '../mail/mail.repository';
import type { OutgoingMail } from '../mail/mail.repository';

/** The INSERT of a contact message without mail, every value a placeholder named by its field. */
export const buildInsertContactMessage = (db: Db) =>
  db.insert(contactMessages).values({
    id: sql.placeholder('id'),
    name: sql.placeholder('name'),
    email: sql.placeholder('email'),
    subject: sql.placeholder('subject'),
    message: sql.placeholder('message'),
    createdAt: sql.placeholder('createdAt'),
  });

const insertContactMessage = preparedWrite('insert_contact_message', buildInsertContactMessage);

/**
 * The INSERT a contact message without mail costs, as PostgreSQL receives it: its text and the
 * placeholder behind each `$n`. The API benchmark hands the same statement to pgbench
 * (bench/README.md, "HTTP + insert bound").
 */
export function contactInsertStatement(): { sql: string; placeholders: string[] } {
  const { text, params } = writeStatement(buildInsertContactMessage(drizzle.mock({ schema })));
  return { sql: text, placeholders: params.map((param) => param.name) };
}

/**
 * Stores a contact message and, when mail is configured, its outbox mail in the same transaction:
 * either both exist or neither, so a mail server outage never loses a message.
 */
export async function saveContactMessage(
  db: Db,
  input: ContactMessageInput,
  now: Date,
  mail: ((id: string) => OutgoingMail) | undefined,
): Promise<string> {
  const id = randomUUID();
  const row = {
    id,
    name: input.name,
    email: input.email,
    subject: input.subject || null,
    message: input.message,
    createdAt: now,
  };
  // One statement is atomic by itself: without a mail to queue, the INSERT alone (BEGIN and
  // COMMIT would triple the round trips to the database); with one, a data-modifying WITH
  // writes the message and its outbox row in one statement, so one round trip and one commit
  // instead of BEGIN, two INSERTs and COMMIT, and still both rows or neither.
  if (!mail) {
    await insertContactMessage(db, row);
    return id;
  }
  const outbox = outboxRow(mail(id), now);
  await db.execute(sql`
    with message as (
      insert into contact_messages (id, name, email, subject, message, created_at)
      values (${row.id}, ${row.name}, ${row.email}, ${row.subject}, ${row.message}, ${row.createdAt.toISOString()})
      returning id
    )
    insert into mail_outbox
      (id, kind, ref_id, to_address, reply_to, subject, body, attempts, next_attempt_at, created_at)
    select ${outbox.id}::uuid, ${outbox.kind}::text, message.id, ${outbox.toAddress}::text,
      ${outbox.replyTo}::text, ${outbox.subject}::text, ${outbox.body}::text, ${outbox.attempts}::int,
      ${outbox.nextAttemptAt.toISOString()}::timestamptz, ${outbox.createdAt.toISOString()}::timestamptz
    from message
  `);
  return id;
}
