import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { inTransaction, preparedOnce } from '../../db/database';
import type { Db } from '../../db/database';
import { contactMessages, faqQuestions } from '../../db/schema';
import { enqueueMail } from '../mail/mail.repository';
import type { OutgoingMail } from '../mail/mail.repository';

type FormTable = typeof contactMessages | typeof faqQuestions;

/**
 * The save of a form the team answers (a contact message, a FAQ question): stores the entry's
 * `fields` under a new id, and its outbox mail (when configured) in the same transaction.
 */
function formStore<T extends FormTable>(
  table: T,
  statementName: string,
  fields: readonly (keyof T['$inferInsert'] & string)[],
) {
  const columns = ['id', ...fields, 'createdAt'];
  const insert = preparedOnce((db) =>
    db
      .insert(table)
      .values(Object.fromEntries(columns.map((c) => [c, sql.placeholder(c)])) as PgInsertValue<T>)
      .prepare(statementName),
  );
  return async function save(
    db: Db,
    input: Partial<Record<(typeof fields)[number], string>>,
    now: Date,
    mail: ((id: string) => OutgoingMail) | undefined,
  ): Promise<string> {
    const id = randomUUID();
    // An optional field left empty (a contact message's subject) is stored as null.
    const values = Object.fromEntries(fields.map((field) => [field, input[field] || null]));
    const row = { ...values, id, createdAt: now } as PgInsertValue<T>;
    // One statement is atomic by itself: no transaction without a mail to queue.
    if (!mail) {
      await insert(db).execute(row);
      return id;
    }
    // Both rows or neither, so a mail server outage never loses a message.
    await inTransaction(db, async (tx) => {
      await tx.insert(table).values(row);
      await enqueueMail(tx, mail(id), now);
    });
    return id;
  };
}

export const saveContactMessage = formStore(contactMessages, 'insert_contact_message', [
  'name',
  'email',
  'subject',
  'message',
]);
export const saveFaqQuestion = formStore(faqQuestions, 'insert_faq_question', [
  'name',
  'email',
  'question',
]);
