import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loginDevices, loginThrottles } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { randomToken, sha256Hex } from '../../lib/tokens';

/*
 * Failed sign-ins are throttled per account AND client, not per account alone, so a stranger's
 * failures never lock the owner out from elsewhere
 * (apps/api/README.md, "Security choices"):
 *
 * - per account and client address (`acct-ip:<email>:<ip>`): 5 free failures, then each further
 *   attempt waits 1 s, 2 s, 4 s, ... up to 15 minutes; the count starts again 24 h after its
 *   first failure, at a successful sign-in, or at a password reset;
 * - per account for every client that is not a known device (`acct:<email>`): 20 failures per
 *   15 minutes in all, then such clients wait for the window to end. A botnet with many addresses
 *   therefore gets at most 20 guesses per quarter hour at one account (1,920 a day);
 * - a browser that signed in to the account before carries the `eco_device` cookie; it is
 *   throttled on its own (`acct-dev:<email>:<device>`, the same growing delay) and not by the
 *   per-account bound, so the owner gets in during an attack.
 *
 * Keys use the email as typed (lower-cased), whether or not an account has it: unknown emails
 * are throttled exactly like real ones, so a 429 tells nothing about which addresses exist.
 * Attempts refused with 429 are not checked and not counted. Counters live in the database, so
 * every API process shares them.
 */
export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_BASE_DELAY_MS = 1000;
export const LOGIN_MAX_DELAY_MS = 15 * 60 * 1000;
export const LOGIN_CLIENT_WINDOW_MS = 24 * 60 * 60 * 1000;
export const LOGIN_ACCOUNT_FAILURES = 20;
export const LOGIN_ACCOUNT_WINDOW_MS = 15 * 60 * 1000;

/** Devices stay known for a year after their last sign-in. */
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export const THROTTLED_MESSAGE = (seconds: number) =>
  `Too many failed sign-ins for this account. Wait ${formatWait(seconds)} and try again, or choose "Forgot password?" to set a new password by email.`;

function formatWait(seconds: number) {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The 429 of a throttled sign-in, with Retry-After. */
export function loginThrottled(retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, 'rate_limited', THROTTLED_MESSAGE(seconds), {
    params: { limit: 'sign-in' },
    headers: {
      'retry-after': String(seconds),
    },
  });
}

/** The throttle keys of one sign-in attempt. */
export interface LoginKeys {
  /** Per account and client: the device's key for a known device, else the address's. */
  client: string;
  /** The per-account bound; undefined for a known device (not bound by it). */
  account: string | undefined;
}

/** Keys for `email` from `ip`, or from a known device of that account. */
export function loginKeys(email: string, ip: string, deviceHash?: string): LoginKeys {
  return deviceHash
    ? { client: `acct-dev:${email}:${deviceHash}`, account: undefined }
    : { client: `acct-ip:${email}:${ip}`, account: `acct:${email}` };
}

const keysOf = (keys: LoginKeys) => [keys.client, ...(keys.account ? [keys.account] : [])];

/** Milliseconds until these keys may try again (0: now). */
export async function loginRetryAfterMs(db: Db, keys: LoginKeys, now: Date): Promise<number> {
  const rows = await db
    .select({ blockedUntil: loginThrottles.blockedUntil })
    .from(loginThrottles)
    .where(and(inArray(loginThrottles.key, keysOf(keys)), gt(loginThrottles.blockedUntil, now)));
  const until = Math.max(0, ...rows.map((r) => r.blockedUntil!.getTime()));
  return until > 0 ? until - now.getTime() : 0;
}

/**
 * Counts one failed attempt on the keys (atomic increments), starting a new window when the old
 * one has ended, and sets when the next attempt may come. `greatest` keeps the later block when
 * concurrent failures race.
 */
export async function recordLoginFailure(db: Db, keys: LoginKeys, now: Date): Promise<void> {
  const count = async (key: string, windowMs: number) => {
    const windowEnded = sql`${loginThrottles.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
    const [row] = await db
      .insert(loginThrottles)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          failures: sql`case when ${windowEnded} then 1 else ${loginThrottles.failures} + 1 end`,
          windowStartedAt: sql`case when ${windowEnded} then ${now.toISOString()}::timestamptz else ${loginThrottles.windowStartedAt} end`,
        },
      })
      .returning();
    return row!;
  };
  const block = (key: string, until: Date) =>
    db
      .update(loginThrottles)
      .set({
        blockedUntil: sql`greatest(coalesce(${loginThrottles.blockedUntil}, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)`,
      })
      .where(eq(loginThrottles.key, key));

  const client = await count(keys.client, LOGIN_CLIENT_WINDOW_MS);
  if (client.failures >= LOGIN_FREE_FAILURES) {
    const delay = Math.min(
      LOGIN_MAX_DELAY_MS,
      LOGIN_BASE_DELAY_MS * 2 ** (client.failures - LOGIN_FREE_FAILURES),
    );
    await block(keys.client, new Date(now.getTime() + delay));
  }
  if (keys.account) {
    const account = await count(keys.account, LOGIN_ACCOUNT_WINDOW_MS);
    if (account.failures >= LOGIN_ACCOUNT_FAILURES) {
      await block(
        keys.account,
        new Date(account.windowStartedAt.getTime() + LOGIN_ACCOUNT_WINDOW_MS),
      );
    }
  }
  // Housekeeping now and then: rows whose window and block are over are dead.
  if (Math.random() < 0.01) {
    const cutoff = new Date(now.getTime() - LOGIN_CLIENT_WINDOW_MS);
    await db
      .delete(loginThrottles)
      .where(
        and(
          lte(loginThrottles.windowStartedAt, cutoff),
          or(sql`${loginThrottles.blockedUntil} is null`, lte(loginThrottles.blockedUntil, now)),
        ),
      );
  }
}

/** A successful sign-in starts the client's count again (not the account's bound). */
export async function clearLoginClient(db: Db, keys: LoginKeys) {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, keys.client));
}

/** Every throttle of an account (after a password reset, which proves the owner). */
export async function clearAccountThrottles(db: Db, email: string) {
  const prefix = (p: string) => sql`left(${loginThrottles.key}, ${p.length}) = ${p}`;
  await db
    .delete(loginThrottles)
    .where(
      or(
        eq(loginThrottles.key, `acct:${email}`),
        prefix(`acct-ip:${email}:`),
        prefix(`acct-dev:${email}:`),
      ),
    );
}

/** The known device behind a device cookie, if it belongs to `userId` and is still known. */
export async function findDevice(db: Db, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(loginDevices)
    .where(
      and(
        eq(loginDevices.idHash, sha256Hex(token)),
        gt(loginDevices.lastUsedAt, new Date(now.getTime() - DEVICE_TTL_MS)),
      ),
    )
    .limit(1);
  return row;
}

/** Remembers this browser for the account (returns the cookie value), or refreshes it. */
export async function rememberDevice(
  db: Db,
  userId: string,
  existingToken: string | undefined,
  now: Date,
): Promise<string> {
  if (existingToken) {
    const [row] = await db
      .update(loginDevices)
      .set({ lastUsedAt: now })
      .where(
        and(eq(loginDevices.idHash, sha256Hex(existingToken)), eq(loginDevices.userId, userId)),
      )
      .returning({ idHash: loginDevices.idHash });
    if (row) return existingToken;
  }
  const token = randomToken(32);
  // Devices unused for a year are forgotten (findDevice ignores them already).
  await db
    .delete(loginDevices)
    .where(
      and(
        eq(loginDevices.userId, userId),
        lte(loginDevices.lastUsedAt, new Date(now.getTime() - DEVICE_TTL_MS)),
      ),
    );
  await db
    .insert(loginDevices)
    .values({ idHash: sha256Hex(token), userId, createdAt: now, lastUsedAt: now });
  return token;
}

/** Forgets every known browser of the account ("sign out everywhere", password reset). */
export async function forgetDevices(db: Db, userId: string) {
  await db.delete(loginDevices).where(eq(loginDevices.userId, userId));
}
