import type { Clock } from './clock';
import { ApiError } from './errors';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window in-memory rate limiter. In memory on purpose: one API process serves the site;
 * several processes would each allow the limit (put a shared store behind this class then).
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly clock: Clock,
    private readonly enabled = true,
  ) {}

  /** Counts one hit for `key`; throws a 429 ApiError (with Retry-After) past `limit` per `windowMs`. */
  hit(key: string, limit: number, windowMs = 60_000): void {
    if (!this.enabled) return;
    const now = this.clock.now().getTime();
    if (this.windows.size > 10_000) this.prune(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw new ApiError(
        429,
        'rate_limited',
        `Too many attempts. Wait ${retryAfter} second${retryAfter === 1 ? '' : 's'} and try again.`,
        undefined,
        { 'retry-after': String(retryAfter) },
      );
    }
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
