import { randomUUID } from 'node:crypto';
import type { FaqQuestionInput } from '@eco/shared';
import type { Db } from '../../db/database';
import { faqQuestions } from '../../db/schema';
import { enqueueMail } from '../mail/mail.repository';
import type { OutgoingMail } from '../mail/mail.repository';

/** Stores a FAQ question and its outbox mail (when configured) in one transaction. */
export async function saveFaqQuestion(
  db: Db,
  input: FaqQuestionInput,
  now: Date,
  mail: ((id: string) => OutgoingMail) | undefined,
): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(faqQuestions).values({
      id,
      name: input.name,
      email: input.email,
      question: input.question,
      createdAt: now,
    });
    if (mail) await enqueueMail(tx as unknown as Db, mail(id), now);
  });
  return id;
}
