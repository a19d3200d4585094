// The receipts module's in-process bounds: a cache of final receipts and a cap on PDFs made at
// once (its short memory of unknown hashes is a lib/expiring-map.ts). Each is per process and
// bounded, so a stranger's requests can neither grow memory nor queue work without limit.

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
