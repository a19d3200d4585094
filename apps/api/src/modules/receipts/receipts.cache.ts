// The receipts module's in-process bounds: a cache of final receipts, a short memory of unknown
// hashes and a cap on PDFs made at once. Each is per process and bounded, so a stranger's
// requests can neither grow memory nor queue work without limit.
import type { Clock } from '../../lib/clock';

/**
 * A least-recently-used map bounded both in entries and in bytes (the caller says what each value
 * weighs). Past either bound the least recently used entries go; a value heavier than
 * `maxEntryBytes` is not kept at all, so one large entry cannot empty the cache.
 */
export class ByteBoundedLru<V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private totalBytes = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxBytes: number; maxEntryBytes: number },
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under `key` (replacing any); false when it weighs too much to keep. */
  set(key: string, value: V, bytes: number): boolean {
    this.delete(key);
    if (bytes > this.limits.maxEntryBytes) return false;
    this.entries.set(key, { value, bytes });
    this.totalBytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.totalBytes <= this.limits.maxBytes) {
        break;
      }
      this.entries.delete(oldest);
      this.totalBytes -= entry.bytes;
    }
    return true;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}

/**
 * Keys remembered for `ttlMs` on `clock`, at most `maxEntries` of them (the oldest go first; with
 * one lifetime for all, the oldest is also the first to expire).
 */
export class ExpiringKeys {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  has(key: string): boolean {
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > this.clock.now().getTime()) return true;
    this.until.delete(key);
    return false;
  }

  add(key: string): void {
    this.until.delete(key);
    this.until.set(key, this.clock.now().getTime() + this.ttlMs);
    for (const oldest of this.until.keys()) {
      if (this.until.size <= this.maxEntries) break;
      this.until.delete(oldest);
    }
  }
}

/**
 * At most `limit` holders at once, without a queue: `tryAcquire` answers at once, with the
 * function that frees the slot (safe to call twice) or undefined when all are taken.
 */
export class Slots {
  private taken = 0;

  constructor(private readonly limit: number) {}

  tryAcquire(): (() => void) | undefined {
    if (this.taken >= this.limit) return undefined;
    this.taken += 1;
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      this.taken -= 1;
    };
  }
}
