import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();

// Team inbox state of a contact message or FAQ question: when an admin marked it handled, and who
// (their email, else wallet address, kept as text so the record survives the account).
const handledColumns = () => ({
  handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  handledBy: text('handled_by'),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    // Stored lower-cased; null for accounts created by signing in with a wallet.
    email: text('email').unique(),
    passwordHash: text('password_hash'),
    // EIP-55 checksummed; unique so one wallet maps to one account.
    walletAddress: text('wallet_address').unique(),
    affiliateCode: text('affiliate_code').notNull().unique(),
    referredBy: uuid('referred_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_referred_by_idx').on(t.referredBy),
    // Sign-ups per day (team pages).
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 (hex) of the cookie's random id: a database leak does not yield usable cookies.
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const siweNonces = pgTable('siwe_nonces', {
  nonce: text('nonce').primaryKey(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    createdAt: createdAt(),
    ...handledColumns(),
  },
  // The team inbox pages newest first.
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    question: text('question').notNull(),
    createdAt: createdAt(),
    ...handledColumns(),
  },
  (t) => [index('faq_questions_created_at_idx').on(t.createdAt)],
);

/**
 * Partners lists published by an admin. The newest list of a chain (highest id) is the one whose
 * proofs the API serves. The merkle tree is stored whole so a proof needs no hashing.
 */
export const partnerLists = pgTable(
  'partner_lists',
  {
    // Identity rather than a timestamp orders publications: two may share a millisecond.
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chainId: integer('chain_id').notNull(),
    root: text('root').notNull(),
    count: integer('count').notNull(),
    // OpenZeppelin StandardMerkleTree layout: node hashes, root first.
    tree: jsonb('tree').$type<string[]>().notNull(),
    // Checksummed address -> index of its leaf in `tree`.
    leaves: jsonb('leaves').$type<Record<string, number>>().notNull(),
    publishedBy: text('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('partner_lists_chain_id_idx').on(t.chainId, t.id)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    // What produced the mail (e.g. `contact`, `faq`) and that row's id, for tracing.
    kind: text('kind').notNull(),
    refId: uuid('ref_id'),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
