import { ACCOUNT_EVENT_KINDS } from '@eco/shared';
import type { CountryCode } from '@eco/shared/countries';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    // When `email` was proven to belong to the account (a link from a mail sent to it was
    // followed). Null: unverified; the account cannot sign in with its password and its email
    // grants nothing (ADMIN_EMAILS counts only verified addresses).
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    // EIP-55 checksummed; unique so one wallet maps to one account.
    walletAddress: text('wallet_address').unique(),
    affiliateCode: text('affiliate_code').notNull().unique(),
    referredBy: uuid('referred_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    // The site language (`@eco/shared`'s SITE_LANGUAGES) the account's mails are written in: the
    // one its owner used at sign-up, then in each request that mailed the account. A mail whose
    // request names no language (or that a stranger's request sends) goes in this one. Read with
    // siteLanguageOr, so a code no longer published falls back to English.
    locale: text('locale').notNull().default('en'),
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
    // The id the account page names a session by (never the cookie or its hash).
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    // Shown on the account page so its owner can recognise a session ("from where, which
    // browser"); updated at most once a minute.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    // The last proof that the session's holder is the account's owner (a sign-in, the password,
    // a new signature of the linked wallet) and the client address it came from: changes to
    // how the account signs in need one from that address within PROOF_FRESH_MS
    // (modules/auth/proof.ts).
    provedAt: timestamp('proved_at', { withTimezone: true, mode: 'date' }),
    provedIp: text('proved_ip'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * The account's history: each change to how it signs in or where its mail goes, and each proof
 * given, with the client address it came from (as `sessions.ip`) and a detail that is never a
 * secret (a wallet address, the new address's domain). Shown on the account page, exported,
 * deleted with the account, and purged a year after it happened (ACCOUNT_EVENTS_KEPT_MS).
 */
export const accountEvents = pgTable(
  'account_events',
  {
    // Identity rather than the time orders the history: two changes may share a millisecond.
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ACCOUNT_EVENT_KINDS }).notNull(),
    ip: text('ip'),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_events_user_id_idx').on(t.userId, t.id),
    // The purge finds old ones.
    index('account_events_created_at_idx').on(t.createdAt),
  ],
);

/**
 * What a signed-in buyer accepted before their first purchase (the versions of the terms, the
 * risk disclosure and the white paper) and the country of residence they declared, checked
 * against the offer profile of `chain_id` (POST /api/account/sale-acceptance). One row per
 * acceptance, never changed: a change of any version asks the buyer again, and both answers
 * stay. Exported and deleted with the account. The country is the buyer's own statement: nothing
 * here proves residence (docs/decisions/0036).
 */
export const saleAcceptances = pgTable(
  'sale_acceptances',
  {
    // Identity rather than the time orders them: two may share a millisecond.
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsVersion: text('terms_version').notNull(),
    risksVersion: text('risks_version').notNull(),
    whitePaperVersion: text('white_paper_version').notNull(),
    // ISO 3166-1 alpha-2, checked before it is written.
    country: text('country').$type<CountryCode>().notNull(),
    // EIP-55 checksummed; null when the buyer named none.
    wallet: text('wallet'),
    chainId: integer('chain_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sale_acceptances_user_id_idx').on(t.userId, t.id)],
);

export const siweNonces = pgTable('siwe_nonces', {
  nonce: text('nonce').primaryKey(),
  // SHA-256 of the short-lived pre-session cookie the nonce was issued to: a nonce is only
  // accepted from the browser that asked for it.
  clientHash: text('client_hash'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Single-use links mailed to an address: `verify_email` (sign-up, or a new address on the
 * account page, in `email`) and `reset_password`. Only the token's SHA-256 is stored.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    // The address the link was sent to (and, for verify_email, the address it proves).
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('email_tokens_user_id_idx').on(t.userId, t.purpose)],
);

/**
 * Fixed-window request counters shared by every API process (a per-process counter would let
 * N processes allow N times the limit). `key` names the limit and the client, e.g.
 * `contact:203.0.113.7`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/**
 * Failed sign-ins, per account and client (`acct-ip:<user or email>:<ip>`) with a growing delay,
 * and per account (`acct:<user or email>`) for the bound on guesses from unknown clients.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
  // Start of the counting window; counters older than the window start again from zero.
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Browsers that signed in to an account before (a long-lived cookie; its SHA-256 here). Their
 * sign-ins are throttled on their own, so strangers' failures cannot lock the owner out.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('login_devices_user_id_idx').on(t.userId)],
);

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
    // Checksummed address -> allocation in base units (decimal string): the leaf's second value.
    // Lists published before leaves held allocations have none, and no contract root of theirs.
    allocations: jsonb('allocations').$type<Record<string, string>>().notNull().default({}),
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
    // Extra headers (e.g. List-Unsubscribe) and attachments (e.g. a calendar file, its content
    // as text), for the mails that carry them; null for the others.
    headers: jsonb('headers').$type<Record<string, string>>(),
    attachments:
      jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    // The tokens of the mail's links, by name (the text names them by slot): put in when the
    // mail is sent and erased then, so a kept mail holds no working link.
    secrets: jsonb('secrets').$type<Record<string, string>>(),
    // A mail anyone could have sent here by typing the address into a form: counted against the
    // address's budget (mail.repository.ts, MAILS_PER_ADDRESS).
    askedByAnyone: boolean('asked_by_anyone').notNull().default(false),
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
    // The mail budget counts an address's recent mails; the purge finds old ones.
    index('mail_outbox_to_idx').on(t.toAddress, t.createdAt),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);

/**
 * "Tell me when this stage opens": one address waiting for one sale stage of one chain. It is
 * pending until the address confirms (double opt-in), then gets one mail when the indexer sees
 * the stage open (`notified_at`, set in the same transaction as that mail's outbox row, so the
 * mail is queued once however many API processes poll). Unsubscribing deletes the row.
 */
export const stageAlerts = pgTable(
  'stage_alerts',
  {
    id: uuid('id').primaryKey(),
    // Stored lower-cased.
    email: text('email').notNull(),
    chainId: integer('chain_id').notNull(),
    // The contract's stage number: 0 partners, 1 private, 2 public.
    stage: integer('stage').notNull(),
    // The site language of the sign-up that sent the confirmation: the confirmation and the
    // notice, which the worker sends with no request to read it from, are written in it.
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('stage_alerts_email_stage_idx').on(t.email, t.chainId, t.stage),
    // The worker's question: who waits for this stage, confirmed and not told yet.
    index('stage_alerts_waiting_idx')
      .on(t.chainId, t.stage)
      .where(sql`${t.confirmedAt} is not null and ${t.notifiedAt} is null`),
  ],
);

/**
 * The links of a stage alert's mails: `confirm` (single-use, expires) and `unsubscribe` (one per
 * mail, works until the alert is gone). Only the token's SHA-256 is stored.
 */
export const stageAlertTokens = pgTable(
  'stage_alert_tokens',
  {
    idHash: text('id_hash').primaryKey(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => stageAlerts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'unsubscribe'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('stage_alert_tokens_alert_id_idx').on(t.alertId, t.purpose)],
);

/**
 * The latest reading of the figures every visitor shares, one row per chain
 * (docs/decisions/0040): whichever API process takes the chain's advisory lock for a new block
 * reads the chain once and writes it here; the others serve this row. `headCheckedAt` is when a
 * process last asked the node for its head, so the processes together ask about once a poll.
 */
export const chainFigures = pgTable('chain_figures', {
  chainId: integer('chain_id').primaryKey(),
  blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
  blockHash: text('block_hash').notNull(),
  // The API's answer as served (ApiChainFigures), so serving the row costs no conversion.
  answer: jsonb('answer').notNull(),
  headCheckedAt: timestamp('head_checked_at', { withTimezone: true, mode: 'date' }).notNull(),
});
