import type { AdminMessageKind, ApiAdminMessage } from '@eco/shared';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { contactMessages, faqQuestions, users } from '../../db/schema';
import type { MessagesFilter } from './admin.schemas';

/** The columns both inboxes share, whichever table they live in, and those a search looks at. */
function source(kind: AdminMessageKind) {
  if (kind === 'contact') {
    const t = contactMessages;
    return {
      table: t,
      columns: columns(t, t.subject, t.message),
      searchable: [t.name, t.email, t.subject, t.message],
    };
  }
  const t = faqQuestions;
  return {
    table: t,
    columns: columns(t, sql<string | null>`null`, t.question),
    searchable: [t.name, t.email, t.question],
  };
}

function columns<Subject, Body>(
  t: typeof contactMessages | typeof faqQuestions,
  subject: Subject,
  body: Body,
) {
  return {
    id: t.id,
    name: t.name,
    email: t.email,
    subject,
    body,
    createdAt: t.createdAt,
    handledAt: t.handledAt,
    handledBy: t.handledBy,
  };
}

type Source = ReturnType<typeof source>;

/** A row of either inbox: a FAQ question is a contact message without a subject. */
type MessageRow = Omit<typeof contactMessages.$inferSelect, 'message'> & { body: string };

const toApiMessage = (kind: AdminMessageKind, row: MessageRow): ApiAdminMessage => ({
  id: row.id,
  kind,
  name: row.name,
  email: row.email,
  subject: row.subject,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
  handledBy: row.handledBy,
});

/** `text` as a LIKE pattern matching itself anywhere: %, _ and \ lose their special meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function where(s: Source, filter: MessagesFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status === 'open') conditions.push(isNull(s.columns.handledAt));
  if (filter.status === 'handled') conditions.push(isNotNull(s.columns.handledAt));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    // The escape character is spelled out: backslash is PostgreSQL's default, but only by default.
    conditions.push(
      or(...s.searchable.map((column) => sql`${column} ilike ${pattern} escape '\\'`)),
    );
  }
  return and(...conditions);
}

type Page = { page: number; pageSize: number };

/** The messages matching the filter, newest first: the page it names, or all (CSV export). */
export async function findMessages(db: Db, filter: MessagesFilter & Partial<Page>) {
  const s = source(filter.kind);
  const query = db
    .select(s.columns)
    .from(s.table)
    .where(where(s, filter))
    .orderBy(desc(s.columns.createdAt), desc(s.columns.id));
  const { page, pageSize } = filter;
  const rows = await (page && pageSize
    ? query.limit(pageSize).offset((page - 1) * pageSize)
    : query);
  return rows.map((row) => toApiMessage(filter.kind, row));
}

/** One page of an inbox, newest first, and how many messages match in all. */
export async function listMessages(
  db: Db,
  filter: MessagesFilter & Page,
): Promise<{ items: ApiAdminMessage[]; total: number }> {
  const s = source(filter.kind);
  const [items, [totals]] = await Promise.all([
    findMessages(db, filter),
    db.select({ n: count() }).from(s.table).where(where(s, filter)),
  ]);
  return { items, total: Number(totals?.n ?? 0) };
}

/**
 * Marks a message handled (keeping the first handler and time if it already was) or open again.
 * Undefined when no message has this id.
 */
export async function setHandled(
  db: Db,
  kind: AdminMessageKind,
  id: string,
  handled: { by: string; at: Date } | null,
): Promise<ApiAdminMessage | undefined> {
  const s = source(kind);
  // Every SET expression sees the row as it was, so both keep the first handler's values.
  const values = handled
    ? {
        handledAt: sql`coalesce(${s.columns.handledAt}, ${handled.at.toISOString()}::timestamptz)`,
        handledBy: sql`case when ${s.columns.handledAt} is null then ${handled.by} else ${s.columns.handledBy} end`,
      }
    : { handledAt: null, handledBy: null };
  const [row] = await db
    .update(s.table)
    .set(values)
    .where(eq(s.columns.id, id))
    .returning(s.columns);
  return row ? toApiMessage(kind, row) : undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sign-ups per UTC day over the `days` days ending today, every day present (zero-filled). */
export async function signupsPerDay(
  db: Db,
  days: number,
  now: Date,
): Promise<{ date: string; count: number }[]> {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const start = new Date(tomorrow - days * DAY_MS);
  const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: count() })
    .from(users)
    .where(and(gte(users.createdAt, start), lt(users.createdAt, new Date(tomorrow))))
    .groupBy(day);
  const counts = new Map(rows.map((row) => [row.day, Number(row.n)]));
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { date, count: counts.get(date) ?? 0 };
  });
}

/** Affiliate codes of the accounts whose linked wallet is one of `addresses` (checksummed). */
export async function affiliateCodesByWallet(
  db: Db,
  addresses: string[],
): Promise<Map<string, string>> {
  if (addresses.length === 0) return new Map();
  const rows = await db
    .select({ wallet: users.walletAddress, code: users.affiliateCode })
    .from(users)
    .where(inArray(users.walletAddress, addresses));
  return new Map(rows.map((row) => [row.wallet!, row.code]));
}
