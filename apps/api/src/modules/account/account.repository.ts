import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/database';
import {
  contactMessages,
  faqQuestions,
  loginDevices,
  mailOutbox,
  sessions,
  users,
} from '../../db/schema';
import { sessionView } from '../auth/sessions.repository';
import type { UserRow } from '../auth/users.repository';
import { enqueueMail } from '../mail/mail.repository';
import type { OutgoingMail } from '../mail/mail.repository';
import { listAccountEvents } from './account-events.repository';
import { listSaleAcceptances } from './sale-acceptances.repository';

/** Tokens in mailed links are removed from an export: a live link would hand over the account. */
const redactLinks = (body: string) =>
  body.replace(/token=[A-Za-z0-9_-]+/g, 'token=(removed from the export)');

/**
 * Everything stored about an account ("download my data"): the user row without its password
 * hash, sessions, known browsers, the account's history, the sale acceptances with the declared
 * country, referral sign-ups, the contact messages and FAQ questions sent with its email, and
 * the mails queued to that address (links removed).
 */
export async function exportAccount(db: Db, user: UserRow, now: Date) {
  const email = user.email;
  const [referred] = await db
    .select({ n: count() })
    .from(users)
    .where(eq(users.referredBy, user.id));
  const sessionRows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .orderBy(desc(sessions.createdAt));
  const devices = await db
    .select({ createdAt: loginDevices.createdAt, lastUsedAt: loginDevices.lastUsedAt })
    .from(loginDevices)
    .where(eq(loginDevices.userId, user.id));
  const messages = email
    ? await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, email))
        .orderBy(desc(contactMessages.createdAt))
    : [];
  const questions = email
    ? await db
        .select()
        .from(faqQuestions)
        .where(eq(faqQuestions.email, email))
        .orderBy(desc(faqQuestions.createdAt))
    : [];
  const mails = email
    ? await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email))
        .orderBy(desc(mailOutbox.createdAt))
    : [];
  return {
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
      hasPassword: user.passwordHash !== null,
      walletAddress: user.walletAddress,
      affiliateCode: user.affiliateCode,
      referredByAnotherAccount: user.referredBy !== null,
      // The site language the account's mails are written in.
      mailLanguage: user.locale,
      createdAt: user.createdAt.toISOString(),
    },
    referralSignups: Number(referred?.n ?? 0),
    sessions: sessionRows.map(sessionView),
    accountHistory: await listAccountEvents(db, user.id),
    saleAcceptances: await listSaleAcceptances(db, user.id),
    knownBrowsers: devices.map((d) => ({
      firstSignIn: d.createdAt.toISOString(),
      lastSignIn: d.lastUsedAt.toISOString(),
    })),
    contactMessages: messages.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
      handledAt: m.handledAt?.toISOString() ?? null,
    })),
    faqQuestions: questions.map((q) => ({
      id: q.id,
      name: q.name,
      email: q.email,
      question: q.question,
      createdAt: q.createdAt.toISOString(),
      handledAt: q.handledAt?.toISOString() ?? null,
    })),
    mails: mails.map((m) => ({
      kind: m.kind,
      to: m.toAddress,
      subject: m.subject,
      body: redactLinks(m.body),
      queuedAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Deletes the account: the user row (sessions, mailed links, known browsers, the account's
 * history and its sale acceptances go with it by cascade; accounts it referred keep existing without the link) and the mails queued to its
 * address, then queues `notice` (that the account was deleted) as the one mail left for it.
 * Contact messages and FAQ questions sent with the address are kept for the team to answer: they
 * were never linked to the account (see /privacy).
 */
export async function deleteAccount(
  db: Db,
  user: UserRow,
  notice: OutgoingMail | undefined,
  now: Date,
) {
  await inTransaction(db, async (tx) => {
    if (user.email) await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    await tx.delete(users).where(eq(users.id, user.id));
    // No reference to the account it was about: that is gone.
    if (notice) await enqueueMail(tx, { ...notice, refId: null }, now);
  });
}
