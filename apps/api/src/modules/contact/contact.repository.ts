import { randomUUID } from 'node:crypto';
import type { ContactMessageInput } from '@eco/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparedStatement } from '../../db/prepared';
import { contactMessages } from '../../db/schema';
import { enqueueMail } from '../mail/mail.repository';
import type { OutgoingMail } from '../mail/mail.repository';

const insertContactMessage = preparedStatement((db) =>
  db
    .insert(contactMessages)
    .values({
      id: sql.placeholder('id'),
      name: sql.placeholder('name'),
      email: sql.placeholder('email'),
      subject: sql.placeholder('subject'),
      message: sql.placeholder('message'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare('insert_contact_message'),
);

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
    await enqueueMail(tx, mail(id), now);
  });
  return id;
}
