import { randomUUID } from 'node:crypto';
import type { ContactMessageInput } from '@eco/shared';
import { Param, Placeholder, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../../db/database';
import { preparedStatement } from '../../db/prepared';
import * as schema from '../../db/schema';
import { contactMessages } from '../../db/schema';
import { enqueueMail } from '../mail/mail.repository';
import type { OutgoingMail } from '../mail/mail.repository';

const buildInsertContactMessage = (db: Db) =>
  db.insert(contactMessages).values({
    id: sql.placeholder('id'),
    name: sql.placeholder('name'),
    email: sql.placeholder('email'),
    subject: sql.placeholder('subject'),
    message: sql.placeholder('message'),
    createdAt: sql.placeholder('createdAt'),
  });

const insertContactMessage = preparedStatement((db) =>
  buildInsertContactMessage(db).prepare('insert_contact_message'),
);

/**
 * The INSERT a contact message without mail costs, as PostgreSQL receives it: its text and the
 * placeholder behind each `$n`. The API benchmark hands the same statement to pgbench
 * (bench/README.md, "HTTP + insert bound").
 */
export function contactInsertStatement(): { sql: string; placeholders: string[] } {
  const query = buildInsertContactMessage(drizzle.mock({ schema }) as unknown as Db).toSQL();
  return {
    sql: query.sql,
    placeholders: query.params.map((param) => {
      const value = param instanceof Param ? param.value : param;
      if (!(value instanceof Placeholder))
        throw new Error('contact insert: a value is not a placeholder');
      return value.name;
    }),
  };
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
  // One statement is atomic by itself: without a mail to queue, no transaction (BEGIN and COMMIT
  // would triple the round trips to the database).
  if (!mail) {
    await insertContactMessage(db).execute(row);
    return id;
  }
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values(row);
    await enqueueMail(tx as unknown as Db, mail(id), now);
  });
  return id;
}
