import { lte, sql } from 'drizzle-orm';
import { preparedOnce } from '../db/database';
import type { Db } from '../db/database';
import { rateLimits } from '../db/schema';
import type { Clock } from './clock';
import { ApiError } from './errors';

/** The 429 every limit answers with, naming how long to wait (also as Retry-After). */
export function tooManyAttempts(retryAfterSeconds: number): ApiError {
  const s = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(
    429,
    'rate_limited',
    `Too many attempts. Wait ${s} second${s === 1 ? '' : 's'} and try again.`,
    { headers: { 'retry-after': String(s) } },
  );
}

// Built once per database handle and prepared on each connection (preparedOnce): the limiter
// runs before every form post and login. Times inside the raw CASE expressions are ISO strings;
// `resetAt` in the values goes through the column's own Date mapping.
const hitStatement = preparedOnce((db) =>
  db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), count: 1, resetAt: sql.placeholder('resetAt') })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${sql.placeholder('now')}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${sql.placeholder('now')}::timestamptz then ${sql.placeholder('resetAtText')}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .prepare('rate_limit_hit'),
);

/** A limit: hits per minute, or hits per window of `windowMs`. */
export type Limit = number | { limit: number; windowMs: number };

/**
 * Fixed-window rate limiter whose counters live in the database, so every API process behind a
 * load balancer counts against the same limit. One statement per hit: an upsert that starts a
 * new window when the old one has ended and returns the count, atomic under concurrency on both
 * PostgreSQL and PGlite.
 */
export class RateLimiter {
  private hits = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly enabled = true,
  ) {}

  /** Counts one hit for `key`; throws a 429 ApiError (with Retry-After) past `bound`. */
  async hit(key: string, bound: Limit): Promise<void> {
    if (!this.enabled) return;
    const { limit, windowMs } =
      typeof bound === 'number' ? { limit: bound, windowMs: 60_000 } : bound;
    const now = this.clock.now();
    const resetAt = new Date(now.getTime() + windowMs);
    const [row] = await hitStatement(this.db).execute({
      key,
      resetAt,
      now: now.toISOString(),
      resetAtText: resetAt.toISOString(),
    });
    // Housekeeping now and then: ended windows are dead rows.
    if (++this.hits % 1000 === 0) {
      await this.db.delete(rateLimits).where(lte(rateLimits.resetAt, now));
    }
    if (row && row.count > limit) {
      throw tooManyAttempts((row.resetAt.getTime() - now.getTime()) / 1000);
    }
  }
}
