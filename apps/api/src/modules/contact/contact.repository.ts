import { randomUUID } from 'node:crypto';
import type { ContactMessageInput } from '@eco/shared';
import type { Db } from '../../db/database';
import { contactMessages } from '../../db/schema';
import { enqueueMail } from '../mail/mail.repository';
import type { OutgoingMail } from '../mail/mail.repository';

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
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      id,
      name: input.name,
      email: input.email,
      subject: input.subject || null,
      message: input.message,
      createdAt: now,
    });
    if (mail) await enqueueMail(tx as unknown as Db, mail(id), now);
  });
  return id;
}
