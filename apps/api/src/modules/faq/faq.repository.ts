import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FaqQuestionInput } from '@eco/shared';
import { preparedOnce } from '../../db/database';
import type { Db } from '../../db/database';
import { faqQuestions } from '../../db/schema';
import { enqueueMail } from '../mail/mail.repository';
import type { OutgoingMail } from '../mail/mail.repository';

const insertFaqQuestion = preparedOnce((db) =>
  db
    .insert(faqQuestions)
    .values({
      id: sql.placeholder('id'),
      name: sql.placeholder('name'),
      email: sql.placeholder('email'),
      question: sql.placeholder('question'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare('insert_faq_question'),
);

/** Stores a FAQ question, and its outbox mail (when configured) in the same transaction. */
export async function saveFaqQuestion(
  db: Db,
  input: FaqQuestionInput,
  now: Date,
  mail: ((id: string) => OutgoingMail) | undefined,
): Promise<string> {
  const id = randomUUID();
  const row = {
    id,
    name: input.name,
    email: input.email,
    question: input.question,
    createdAt: now,
  };
  // One statement is atomic by itself: no transaction without a mail to queue.
  if (!mail) {
    await insertFaqQuestion(db).execute(row);
    return id;
  }
  await db.transaction(async (tx) => {
    await tx.insert(faqQuestions).values(row);
    await enqueueMail(tx, mail(id), now);
  });
  return id;
}
