import type { Clock } from './clock';

/**
 * Values remembered for `ttlMs` on `clock`, at most `maxEntries` of them (the oldest go first;
 * with one lifetime for all, the oldest is also the first to expire).
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.until > this.clock.now().getTime()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, until: this.clock.now().getTime() + this.ttlMs });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }
}
