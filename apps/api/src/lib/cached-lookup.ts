import type { Clock } from './clock';

/**
 * One chain read shared by every request: its answer is kept for `ttl(answer)` ms (a failure
 * for less time than a success, so a dead RPC is asked again soon but does not hold up every
 * request), and concurrent callers wait on the same read. `read` must not throw: it turns a
 * failure into an answer.
 */
export class CachedLookup<T> {
  private cached: { value: T; until: number } | undefined;
  private pending: Promise<T> | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly read: () => Promise<T>,
    private readonly ttl: (value: T) => number,
  ) {}

  get(): Promise<T> {
    const now = this.clock.now().getTime();
    if (this.cached && this.cached.until > now) return Promise.resolve(this.cached.value);
    this.pending ??= this.read()
      .then((value) => {
        this.cached = { value, until: this.clock.now().getTime() + this.ttl(value) };
        return value;
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }
}
