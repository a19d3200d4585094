import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { PollingWorker, type WorkerLog } from '../../lib/polling-worker';
import { purgeOldAccountEvents } from '../account/account-events.repository';
import {
  claimDueMails,
  MAIL_KEPT_MS,
  markMailFailed,
  markMailsSent,
  outboxMessageId,
  purgeOldMails,
  releaseMails,
  renderMail,
} from './mail.repository';
import type { OutboxRow } from './mail.repository';
import type { MailTransport } from './mail.transport';
import { createSmtpTransport, isPermanentFailure, isSettingRefused } from './mail.transport';

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  clock: Clock;
  log?: WorkerLog;
  /** Pause between polls when the outbox is idle. */
  intervalMs?: number;
  /** Mails claimed per statement (one lease for them all). */
  batchSize?: number;
  /** Mails sent at once (give the transport as many SMTP connections). */
  concurrency?: number;
  /** After this many failed attempts a mail stays in the outbox with its last error. */
  maxAttempts?: number;
  /** First retry delay; each further failure doubles it, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /**
   * How long claimed mails are hidden from other workers while they are being sent. It must
   * outlast one send (the transport's timeouts: about 2 minutes at worst), or a server that
   * stalls past it can get a mail twice; mails not started in its first half are given back.
   */
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

interface Pass {
  sent: number;
  failed: number;
}

/**
 * Background sender for the mail outbox: claims due mails in batches under a lease, sends them
 * over `concurrency` SMTP connections at once, records each as sent only after the server's 250,
 * and retries temporary failures with backoff.
 *
 * Exactly once, and its one gap: a mail recorded sent is never sent again, and no two workers
 * hold one mail (the lease). A worker killed after the server's 250 and before the "sent" row
 * commits leaves a mail the server has accepted but the outbox does not know about; after the
 * lease another worker sends it again. No SMTP client can close that window (the 250 and the
 * database commit cannot be one atomic step); it is kept to one round trip to the database (the
 * 250s are recorded as they come, a few at a time), and the resend carries the same Message-ID,
 * by which a receiver can drop it (docs/decisions/0042-every-alert-mail-once.md).
 */
export class OutboxWorker extends PollingWorker<Pass> {
  protected readonly o: Required<Omit<OutboxWorkerOptions, 'log'>> &
    Pick<OutboxWorkerOptions, 'log'>;

  constructor(options: OutboxWorkerOptions) {
    super('mail outbox worker failed');
    this.o = {
      intervalMs: 5_000,
      batchSize: 50,
      concurrency: 1,
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
  /** Mails claimed by the last pass: a full batch means more may be waiting. */
  private claimed = 0;

  /** Stops polling, waits for the batch in progress and closes the transport. */
  override async stop(): Promise<void> {
    await super.stop();
    this.o.transport.close();
  }

  /** Sends one batch of due mails; returns how many were sent and how many failed. */
  async runOnce(): Promise<Pass> {
    const { db, clock } = this.o;
    if (clock.now().getTime() - this.purgedAt >= this.o.purgeEveryMs) {
      this.purgedAt = clock.now().getTime();
      await purgeOldMails(db, clock.now());
      // This worker is the API's one job that always runs in production (SMTP_URL is required
      // there), so it purges what else the API keeps for a set time.
      await purgeOldAccountEvents(db, clock.now());
    }
    const claimedAt = clock.now();
    const leaseUntil = new Date(claimedAt.getTime() + this.o.leaseMs);
    const rows = await claimDueMails(
      db,
      claimedAt,
      leaseUntil,
      this.o.maxAttempts,
      this.o.batchSize,
    );
    // A mail is started only in the first half of the lease, so it ends (or times out) before
    // another worker may take it; the rest go back to the queue.
    const startBy = claimedAt.getTime() + this.o.leaseMs / 2;
    const recorder = new SentRecorder(db, clock);
    this.claimed = rows.length;
    const pass: Pass = { sent: 0, failed: 0 };
    const unstarted: string[] = [];
    let next = 0;
    const lane = async () => {
      for (let row = rows[next++]; row; row = rows[next++]) {
        if (clock.now().getTime() >= startBy) unstarted.push(row.id);
        else if (await this.sendOne(row, recorder)) pass.sent += 1;
        else pass.failed += 1;
      }
    };
    // Every lane ends before the pass does (a failed one does not leave the others running into
    // the next pass, which would exceed the concurrency).
    const lanes = await Promise.allSettled(
      Array.from({ length: Math.min(this.o.concurrency, rows.length) }, lane),
    );
    await releaseMails(db, unstarted, leaseUntil, clock.now());
    for (const ended of lanes) if (ended.status === 'rejected') throw ended.reason;
    return pass;
  }

  /** Sends one claimed mail; true once it is recorded sent. */
  private async sendOne(row: OutboxRow, recorder: SentRecorder): Promise<boolean> {
    const { transport } = this.o;
    try {
      await transport.send({
        from: this.o.from,
        to: row.toAddress,
        replyTo: row.replyTo ?? undefined,
        messageId: outboxMessageId(row.id, this.o.from),
        ...renderMail(row),
        attachments: row.attachments ?? undefined,
      });
    } catch (error) {
      await this.recordFailure(row, error);
      return false;
    }
    try {
      await recorder.record(row.id);
      return true;
    } catch (error) {
      // Accepted by the server but not recorded (the database is away): the row stays leased and
      // goes out again after the lease, with the same Message-ID. Never recorded as failed.
      this.o.log?.error(
        { mailId: row.id, err: error },
        'mail accepted by the SMTP server but not recorded as sent; it will be sent again after its lease',
      );
      return false;
    }
  }

  private async recordFailure(row: OutboxRow, error: unknown) {
    const now = this.o.clock.now().getTime();
    const message = error instanceof Error ? error.message : String(error);
    const permanent = isPermanentFailure(error);
    const final = permanent || row.attempts >= this.o.maxAttempts;
    // A refused mail, or one out of attempts, is not tried again: it waits, with its error,
    // until the outbox deletes it.
    const nextAttemptAt = final
      ? new Date(row.createdAt.getTime() + MAIL_KEPT_MS.unsent)
      : new Date(now + backoffDelayMs(row.attempts, this.o.baseDelayMs, this.o.maxDelayMs));
    await markMailFailed(this.o.db, row.id, {
      error: message,
      nextAttemptAt,
      final,
      maxAttempts: this.o.maxAttempts,
    });
    if (isSettingRefused(error)) {
      // Every mail meets it until someone mends SMTP_URL or MAIL_FROM: said loudly, and retried.
      this.o.log?.error(
        { mailId: row.id, attempts: row.attempts, error: message },
        'the SMTP server refused the login or the sender: check SMTP_URL and MAIL_FROM; the mail will be retried',
      );
      return;
    }
    this.o.log?.warn(
      { mailId: row.id, attempts: row.attempts, error: message },
      permanent
        ? 'mail refused by the SMTP server; not retried'
        : final
          ? 'mail delivery failed for the last time; not retried'
          : 'mail delivery failed; will retry',
    );
  }

  /**
   * A full batch suggests more are waiting: go again at once, unless none of it went out (the
   * server is down: the next poll is soon enough). A few 4xx in a batch do not slow the rest.
   */
  protected override nextDelay({ sent }: Pass): number {
    return this.claimed === this.o.batchSize && sent > 0 ? 0 : this.o.intervalMs;
  }
}

/** The API's outbox worker as the configuration (config.mail) sets it, on SMTP. */
export function createOutboxWorker(
  mail: NonNullable<Config['mail']>,
  deps: Pick<OutboxWorkerOptions, 'db' | 'clock' | 'log'>,
): OutboxWorker {
  return new OutboxWorker({
    ...deps,
    transport: createSmtpTransport(mail.smtpUrl, { connections: mail.concurrency }),
    from: mail.from,
    intervalMs: mail.pollMs,
    batchSize: mail.batchSize,
    concurrency: mail.concurrency,
    leaseMs: mail.leaseMs,
    baseDelayMs: mail.retryBaseMs,
  });
}

/**
 * Records 250s as they arrive, a group per statement: while one UPDATE runs, the next mails'
 * ids gather for the one after it. Each sender waits for the statement that holds its id, so
 * the time between a 250 and its record is one UPDATE at most, plus the one before it.
 */
class SentRecorder {
  private group: { ids: string[]; written: Promise<void> } | undefined;
  private previous: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  record(id: string): Promise<void> {
    if (!this.group) {
      const ids: string[] = [];
      const written = this.previous.then(() => {
        // From here on, new ids go to the next group.
        this.group = undefined;
        return markMailsSent(this.db, ids, this.clock.now());
      });
      this.group = { ids, written };
      this.previous = written.catch(() => undefined);
    }
    this.group.ids.push(id);
    return this.group.written;
  }
}
