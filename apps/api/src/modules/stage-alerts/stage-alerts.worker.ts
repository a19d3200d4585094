import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { PollingWorker, type WorkerLog } from '../../lib/polling-worker';
import type { StageStatesReader } from './stage-alerts.chain';
import { stageOpenMail } from './stage-alerts.messages';
import { deleteStaleAlerts, notifyWaiting, waitedForStages } from './stage-alerts.repository';

export interface StageAlertWorkerOptions {
  db: Db;
  /** The indexer's sale stages (tests pass a fake one, as buildApp's readers). */
  reader: StageStatesReader;
  config: Pick<Config, 'siteUrl' | 'publicApiUrl'>;
  clock: Clock;
  log?: WorkerLog;
  /** Pause between polls. */
  intervalMs?: number;
  /** Notices queued per transaction. */
  batchSize?: number;
  /** How often stale alerts are deleted. */
  housekeepingMs?: number;
}

/**
 * Background job of the sale alerts: asks the indexer about every stage someone waits for, and
 * for a stage it reports open queues one notice per confirmed address, claimed in the database
 * together with its outbox row (notifyWaiting), so two API processes polling at once never
 * both mail an address. The outbox worker sends them. No indexer call while nobody waits.
 */
export class StageAlertWorker extends PollingWorker<{ notified: number }> {
  private lastHousekeeping = -Infinity;
  protected readonly o: Required<Omit<StageAlertWorkerOptions, 'log'>> &
    Pick<StageAlertWorkerOptions, 'log'>;

  constructor(options: StageAlertWorkerOptions) {
    super('stage alert worker failed');
    this.o = { intervalMs: 15_000, batchSize: 200, housekeepingMs: 60 * 60 * 1000, ...options };
  }

  /** One pass: queues the notices of every stage seen open; returns how many were queued. */
  async runOnce(): Promise<{ notified: number }> {
    const { db, clock, reader, config, batchSize } = this.o;
    let notified = 0;
    const waited = await waitedForStages(db);
    for (const chainId of new Set(waited.map((w) => w.chainId))) {
      let states;
      try {
        states = await reader.read(chainId);
      } catch (error) {
        // Down, slow or catching up: the next pass asks again.
        this.o.log?.warn({ err: error, chainId }, 'stage alerts: reading the sale stages failed');
        continue;
      }
      for (const { stage } of waited.filter((w) => w.chainId === chainId)) {
        const state = states.stages.find((s) => s.stage === stage);
        // Open, with its opening recorded (the indexer records it at the block it reads it, so
        // a moment after a catch-up at most): the notice names when it opened.
        const opened = state?.open ? state.openedAt : null;
        if (!opened) continue;
        for (;;) {
          const now = clock.now();
          const count = await notifyWaiting(
            db,
            { chainId, stage },
            now,
            batchSize,
            (alert, links) => stageOpenMail(config, alert, links, opened, now),
          );
          notified += count;
          if (count < batchSize) break;
        }
      }
    }
    const now = clock.now().getTime();
    if (now - this.lastHousekeeping >= this.o.housekeepingMs) {
      this.lastHousekeeping = now;
      await deleteStaleAlerts(db, clock.now());
    }
    return { notified };
  }
}
