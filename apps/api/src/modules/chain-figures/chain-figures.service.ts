import type { ApiChainFigures } from '@eco/shared';
import type { Db } from '../../db/database';
import { CachedLookup } from '../../lib/cached-lookup';
import type { Clock } from '../../lib/clock';
import type { ChainFiguresReader } from './chain-figures.chain';
import { chainFiguresAnswer } from './chain-figures.chain';
import {
  readOnceAt,
  readStoredFigures,
  showsHead,
  touchStoredFigures,
} from './chain-figures.store';

/** The figures, or why they are unknown (a sentence fit for the 503 answer). */
export type FiguresLookup = { ok: true; figures: ApiChainFigures } | { ok: false; reason: string };

/**
 * How long the head keeps being polled after the last request: longer than any page's poll
 * (4 s), so one visitor keeps it going exactly as a crowd does, and an API nobody asks stops
 * asking the node within a minute.
 */
export const KEEP_POLLING_MS = 30_000;

/**
 * How old an answer a request is given at once while the next one is being read: the node's
 * timeout, so a request never waits on the node or the database unless the process has had no
 * answer at all for that long (then it waits for the read under way, and gets its result).
 */
const SERVE_WHILE_READING_MS = 5_000;

/**
 * A row whose head was asked for less than this share of a poll ago is another process's fresh
 * reading (this process's own is a full poll old at its next tick: its time is when it asked).
 */
const FRESH_ROW = 0.9;

/**
 * The shared figures of one chain, read at most once per block by all API processes together
 * (docs/decisions/0040). While requests come (within KEEP_POLLING_MS of the last), a timer reads
 * again every `pollMs`, whatever their number, so the node sees the same requests for one visitor
 * as for ten thousand; requests are answered with the latest reading at once (CachedLookup shares
 * one read among the few that must wait: the first ones). A read first looks at the chain's row
 * in PostgreSQL: when some process asked the node for its head less than a poll ago, the row is as
 * fresh as asking again, so the processes together ask about once per poll. Otherwise it asks the
 * node for its head (eth_getBlockByNumber); a head the row does not show yet is read once, under
 * the chain's advisory lock (readOnceAt).
 */
export class SharedFigures {
  private readonly lookup: CachedLookup<FiguresLookup>;
  private lastAsked = 0;
  private timer: NodeJS.Timeout | undefined;
  /** The latest answer (or failure) and when it was had. */
  private latest: { value: FiguresLookup; at: number } | undefined;

  constructor(
    private readonly db: Db,
    private readonly reader: ChainFiguresReader,
    private readonly clock: Clock,
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    // Single-flight only (no time to live): the timer alone decides when to read again, once a
    // poll whatever the crowd, so the node sees the same cadence for one visitor as for many.
    this.lookup = new CachedLookup(
      clock,
      () => this.refresh(),
      () => 0,
    );
  }

  /**
   * The latest figures (or why there are none), keeping the poll going for a while. A request
   * arriving while a new block is being read gets the answer before it (which names its block)
   * rather than waiting: the p99 is the HTTP stack's, not the node's.
   */
  get(): Promise<FiguresLookup> {
    const now = this.clock.now().getTime();
    this.lastAsked = now;
    this.timer ??= setInterval(() => {
      if (this.clock.now().getTime() - this.lastAsked > KEEP_POLLING_MS) this.stop();
      else void this.lookup.get();
    }, this.pollMs).unref();
    const latest = this.latest;
    if (latest && now - latest.at <= SERVE_WHILE_READING_MS) return Promise.resolve(latest.value);
    // The first request, or the first after a quiet spell: it waits for a read (shared).
    return this.lookup.get();
  }

  /** Stops polling (the API closes). */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async refresh(): Promise<FiguresLookup> {
    const value = await this.read();
    this.latest = { value, at: this.clock.now().getTime() };
    return value;
  }

  private async read(): Promise<FiguresLookup> {
    const { db, reader, pollMs } = this;
    const { chainId } = reader;
    let step = 'the saved figures could not be read from the database';
    try {
      const stored = await readStoredFigures(db, chainId);
      // Within the answer's time to live: this process's own timer asks a poll after its last
      // read, so a row it wrote itself is never taken for another process's fresh one.
      if (stored && stored.headAgeMs < pollMs * FRESH_ROW) {
        return { ok: true, figures: stored.answer };
      }
      step = 'the blockchain node did not answer';
      const asked = performance.now();
      const head = await reader.head();
      if (stored && showsHead(stored, head)) {
        step = 'the database did not answer';
        await touchStoredFigures(db, chainId, performance.now() - asked);
        return { ok: true, figures: stored.answer };
      }
      step = 'the figures could not be read from the blockchain';
      const figures = await readOnceAt(
        db,
        chainId,
        head,
        async () => chainFiguresAnswer(reader, head, await reader.readAt(head.number)),
        asked,
      );
      return { ok: true, figures };
    } catch (error) {
      this.onError(error);
      return {
        ok: false,
        reason: `The figures of chain ${chainId} cannot be served right now: ${step}. They are tried again within ${Math.ceil(pollMs / 1000)} s.`,
      };
    }
  }
}
