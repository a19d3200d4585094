import { randomUUID } from 'node:crypto';
import type { ContactMessageInput } from '@eco/shared';
import { sql } from 'drizzle-orm';
import { preparedOnce } from '../../db/database';
import type { Db } from '../../db/database';
import { contactMessages } from '../../db/schema';
import { enqueueMail } from '../mail/mail.repository';
import type { OutgoingMail } from '../mail/mail.repository';

const insertContactMessage = preparedOnce((db) =>
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

/** Stores a contact message, and its outbox mail (when configured) in the same transaction. */
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
  // One statement is atomic by itself: no transaction without a mail to queue.
  if (!mail) {
    await insertContactMessage(db).execute(row);
    return id;
  }
  // Both rows or neither, so a mail server outage never loses a message.
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values(row);
    await enqueueMail(tx, mail(id), now);
  });
  return id;
}
