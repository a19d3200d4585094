import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { PollingWorker, type WorkerLog } from '../../lib/polling-worker';
import { purgeOldAccountEvents } from '../account/account-events.repository';
import {
  claimMail,
  findDueMails,
  markMailFailed,
  markMailSent,
  purgeOldMails,
  renderMail,
} from './mail.repository';
import type { MailTransport } from './mail.transport';

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  clock: Clock;
  log?: WorkerLog;
  /** Pause between polls when the outbox is idle. */
  intervalMs?: number;
  batchSize?: number;
  /** After this many failed attempts a mail stays in the outbox with its last error. */
  maxAttempts?: number;
  /** First retry delay; each further failure doubles it, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed mail is hidden from other workers while it is being sent. */
  leaseMs?: number;
  /**
   * How often the outbox is purged of the mails it no longer keeps (MAIL_KEPT_MS), and the
   * accounts' history of the entries it no longer keeps (ACCOUNT_EVENTS_KEPT_MS).
   */
  purgeEveryMs?: number;
}

/** Delay before the next attempt after `attempts` failures: base * 2^(attempts-1), capped. */
export function backoffDelayMs(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/** Background sender for the mail outbox: polls due mails, sends them, retries with backoff. */
export class OutboxWorker extends PollingWorker<{ sent: number; failed: number }> {
  protected readonly o: Required<Omit<OutboxWorkerOptions, 'log'>> &
    Pick<OutboxWorkerOptions, 'log'>;

  constructor(options: OutboxWorkerOptions) {
    super('mail outbox worker failed');
    this.o = {
      intervalMs: 5_000,
      batchSize: 10,
      maxAttempts: 12,
      baseDelayMs: 30_000,
      maxDelayMs: 6 * 60 * 60 * 1000,
      leaseMs: 5 * 60 * 1000,
      purgeEveryMs: 10 * 60 * 1000,
      ...options,
    };
  }

  /** When the outbox was last purged; the first batch purges. */
  private purgedAt = -Infinity;

  /** Stops polling, waits for the batch in progress and closes the transport. */
  override async stop(): Promise<void> {
    await super.stop();
    this.o.transport.close();
  }

  /** Sends every due mail once; returns how many were sent and how many failed. */
  async runOnce(): Promise<{ sent: number; failed: number }> {
    const { db, clock, transport } = this.o;
    let sent = 0;
    let failed = 0;
    if (clock.now().getTime() - this.purgedAt >= this.o.purgeEveryMs) {
      this.purgedAt = clock.now().getTime();
      await purgeOldMails(db, clock.now());
      // This worker is the API's one job that always runs in production (SMTP_URL is required
      // there), so it purges what else the API keeps for a set time.
      await purgeOldAccountEvents(db, clock.now());
    }
    const due = await findDueMails(db, clock.now(), this.o.maxAttempts, this.o.batchSize);
    for (const row of due) {
      if (!(await claimMail(db, row, new Date(clock.now().getTime() + this.o.leaseMs)))) continue;
      const attempts = row.attempts + 1;
      try {
        await transport.send({
          from: this.o.from,
          to: row.toAddress,
          replyTo: row.replyTo ?? undefined,
          ...renderMail(row),
          attachments: row.attachments ?? undefined,
        });
        await markMailSent(db, row.id, attempts, clock.now());
        sent += 1;
      } catch (error) {
        failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        const delay = backoffDelayMs(attempts, this.o.baseDelayMs, this.o.maxDelayMs);
        await markMailFailed(db, row.id, {
          attempts,
          error: message,
          nextAttemptAt: new Date(clock.now().getTime() + delay),
          final: attempts >= this.o.maxAttempts,
        });
        this.o.log?.warn(
          { mailId: row.id, attempts, error: message },
          'mail delivery failed; will retry',
        );
      }
    }
    return { sent, failed };
  }

  /** A full batch that went out suggests more are waiting: go again at once. */
  protected override nextDelay({ sent, failed }: { sent: number; failed: number }): number {
    return sent === this.o.batchSize && failed === 0 ? 0 : this.o.intervalMs;
  }
}
