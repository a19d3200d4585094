// "Every alert mail once", played out with the real parts: N confirmed subscribers of the private
// stage in PostgreSQL (signed up and confirmed through the repository, as the routes do), two real
// API processes (`src/server.ts`) on that database, each sending through its own door of a real
// SMTP server that answers every 5th first attempt with 451, and a stand-in for the indexer that
// reports the stage closed, then open. Once a share of the notices are accepted the SMTP server
// holds every reply; when the first process is waiting on it, with everything it was answered
// recorded, it is SIGKILLed: its claimed mails are unanswered, and go out from the other process
// after their lease. The run ends when the outbox has recorded every notice sent and the
// surviving process has stopped (it finishes the sends it started first).
//
// Used by test/alert-mails.test.ts (1,000 subscribers) and bench/alerts.ts (10,000), which
// is why it lives here and is exported (`@eco/api/alert-run`).
//
// Why a stand-in and not the indexer: the workers read one thing from it, GET
// /chains/:chainId/stages, in the shape `IndexerStagesAnswer` of @eco/shared types (so the
// stand-in cannot drift from it); starting anvil, deploying the sale and starting Ponder costs a
// minute of this machine's two cores for that one answer, and the browser test
// e2e/stage-alerts.spec.ts already runs the alerts against the real indexer.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IndexedSaleStage, IndexerStagesAnswer } from '@eco/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../src/db/database';
import { openDatabase } from '../src/db/database';
import { confirmAlert, subscribe } from '../src/modules/stage-alerts/stage-alerts.repository';
import { stageAlertConfirmMail } from '../src/modules/stage-alerts/stage-alerts.messages';
import { startFlakySmtp } from './flaky-smtp';
import type { FlakySmtp } from './flaky-smtp';
import type { ServerProcess } from './server-process';
import { serverEnv, startServer } from './server-process';
import { until } from './until';

const CHAIN = 31337;
const PRIVATE = 1;
const LINKS = { siteUrl: 'https://eco.example', publicApiUrl: 'https://eco.example/api' };

export interface AlertRunOptions {
  /** A fresh database on PostgreSQL (migrated here). */
  databaseUrl: string;
  subscribers: number;
  /** The SMTP server answers every nth first attempt with 451 (default 5). */
  tempFailEvery?: number;
  /** Share of the notices accepted before the replies are held and a process is killed. */
  killAfterShare?: number;
  /** The API processes' mail settings (MAIL_CONCURRENCY, MAIL_LEASE_MS, ...), as env. */
  apiEnv?: Record<string, string>;
  /** Progress lines. */
  log?: (line: string) => void;
  /** Bound on each wait, against a hang (not an expectation of speed). */
  timeoutMs?: number;
}

export interface AlertRunResult {
  subscribers: number;
  /** 250s the SMTP server gave. */
  accepted: number;
  /** Recipients who got more than one notice, and how many. */
  duplicates: [string, number][];
  /** Recipients who got none. */
  missing: string[];
  /** Message-IDs accepted more than once. */
  duplicateMessageIds: string[];
  /** First attempts answered 451, and how many of those mails were accepted later. */
  tempFailed: number;
  retriedAndAccepted: number;
  /** When the held replies began, mails held unanswered per process; dropped at the kill. */
  heldAtKill: { killed: number; survivor: number };
  droppedAtKill: number;
  killedBy: NodeJS.Signals | number | null;
  survivorExit: NodeJS.Signals | number | null;
  /**
   * The notices' outbox rows: how many, recorded sent, retried (attempts > 1), and how many had
   * to be: the mails answered 451 and those the killed process held, each once (a mail answered
   * 451 may be held on its retry; counted twice, a clean-clone run expected 205 of 204).
   */
  outbox: {
    rows: number;
    sent: number;
    retried: number;
    mustRetry: number;
    /** Of those, the ones whose row does not record a second attempt (none, if all is well). */
    notRetried: string[];
    sentIdsMatchAccepted: boolean;
  };
  /** Milliseconds after the stand-in indexer began to report the stage open. */
  firstMailMs: number;
  killMs: number;
  lastMailMs: number;
  /** Notices accepted per second from the first to the hold (both processes sending). */
  mailsPerSecondBeforeKill: number;
  /** Subscribers per second of the time to the last notice (the kill's lease included). */
  mailsPerSecondOverall: number;
  seedMs: number;
  /**
   * CPU time both API processes used from the opening (Linux only): the killed one's up to the
   * kill, the other's up to the last notice.
   */
  apiCpuMs: number | undefined;
}

/**
 * CPU time a process has used so far, in milliseconds (Linux's /proc; undefined elsewhere): the
 * bench divides it by the notices sent, a figure that depends less on what else runs.
 */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
  } catch {
    return undefined;
  }
}

const email = (i: number) => `subscriber-${i}@alerts.example`;

/**
 * Signs up and confirms `count` addresses for the private stage through the repository (the
 * routes' own functions), `lanes` at a time; their confirmation mails are marked sent, as they
 * were long before the stage opens.
 */
async function seedSubscribers(database: Database, count: number, lanes = 8) {
  const { db } = database;
  const now = new Date();
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < count; i = next++) {
      const target = { email: email(i), chainId: CHAIN, stage: PRIVATE, locale: 'en' };
      await subscribe(db, target, now, (links) =>
        stageAlertConfirmMail(LINKS, target, links, null, now),
      );
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- execute's type parameter is the driver's result, not the rows; the cast says what node-postgres returns.
  const { rows: tokens } = (await db.execute(
    sql`select secrets->>'confirm' as token from mail_outbox where kind = 'stage_alert_confirm'`,
  )) as unknown as { rows: { token: string }[] };
  let confirmed = 0;
  next = 0;
  const confirmLane = async () => {
    for (let i = next++; i < tokens.length; i = next++) {
      if ((await confirmAlert(db, tokens[i]!.token, now)).kind === 'ok') confirmed += 1;
    }
  };
  await Promise.all(Array.from({ length: lanes }, confirmLane));
  if (confirmed !== count) throw new Error(`confirmed ${confirmed} of ${count} subscribers`);
  await db.execute(
    sql`update mail_outbox set sent_at = now(), secrets = null where kind = 'stage_alert_confirm'`,
  );
}

/** The stand-in indexer: GET /chains/31337/stages, the private stage closed until `open()`. */
async function startStageStates() {
  let openedAt: number | null = null;
  const stage = (n: number): IndexedSaleStage => ({
    stage: n,
    openByHand: n === PRIVATE && openedAt !== null,
    opensAt: null,
    closesAt: null,
    open: n === PRIVATE && openedAt !== null,
    openedAt:
      n === PRIVATE && openedAt !== null
        ? { blockNumber: '812', timestamp: String(Math.floor(openedAt / 1000)), by: 'hand' }
        : null,
    closedAt: null,
  });
  const server = createServer((request, response) => {
    if (request.url !== `/chains/${CHAIN}/stages`) {
      response.writeHead(404, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ error: 'unknown_chain' }));
    }
    const answer: IndexerStagesAnswer = {
      chainId: CHAIN,
      indexed: { number: 812, timestamp: Math.floor(Date.now() / 1000) },
      stages: [0, 1, 2].map(stage),
    };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    open: () => (openedAt = Date.now()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Plays the stage opening out (see the top of this file) and returns what was measured. */
export async function runAlertMails(options: AlertRunOptions): Promise<AlertRunResult> {
  const { subscribers, tempFailEvery = 5, killAfterShare = 0.4, timeoutMs = 300_000 } = options;
  const log = options.log ?? (() => undefined);
  const database = await openDatabase({ url: options.databaseUrl, poolSize: 8 });
  // The checks' own connection: plain SQL with array parameters.
  const checks = new pg.Pool({ connectionString: options.databaseUrl, max: 1 });
  // A connection the caller's cleanup ends (dropping the database) is no failure of the run.
  checks.on('error', () => undefined);
  const count = async (text: string, values: unknown[] = []) =>
    (await checks.query<{ n: number }>(text, values)).rows[0]!.n;
  let smtp: FlakySmtp | undefined;
  let indexer: Awaited<ReturnType<typeof startStageStates>> | undefined;
  const servers: ServerProcess[] = [];
  try {
    const seedStarted = Date.now();
    await seedSubscribers(database, subscribers);
    const seedMs = Date.now() - seedStarted;
    log(`${subscribers} subscribers signed up and confirmed in ${(seedMs / 1000).toFixed(1)} s`);

    const holdAfter = Math.floor(subscribers * killAfterShare);
    smtp = await startFlakySmtp({ doors: 2, tempFailEvery, holdAfterAccepted: holdAfter });
    indexer = await startStageStates();
    const env = (door: number) =>
      serverEnv(
        { url: options.databaseUrl },
        {
          SMTP_URL: `smtp://127.0.0.1:${smtp!.ports[door]}`,
          MAIL_TO: 'team@eco.example',
          SITE_URL: LINKS.siteUrl,
          INDEXER_URL: indexer!.url,
          ECO_CHAIN_ID: String(CHAIN),
          STAGE_ALERTS_POLL_MS: '100',
          MAIL_POLL_MS: '100',
          DATABASE_POOL_SIZE: '10',
          ...options.apiEnv,
        },
      );
    servers.push(...(await Promise.all([startServer(env(0)), startServer(env(1))])));
    const [killed, survivor] = servers as [ServerProcess, ServerProcess];

    const cpuAtOpen = servers.map((server) => cpuMs(server.child.pid));
    const opened = indexer.open();
    log('the stage is open');

    // Held: the killed process waits on the server, and every 250 the server gave is recorded,
    // so nothing is in the one window no client can close (see mail.worker.ts).
    const recordedSent = async () => {
      const ids = smtp!.accepted.map((m) => m.messageId.split('@')[0]!);
      const recorded = await count(
        'select count(*)::int as n from mail_outbox where id = any($1::uuid[]) and sent_at is not null',
        [ids],
      );
      return recorded === new Set(ids).size;
    };
    await until(
      async () => smtp!.holding() && smtp!.heldOpen(0) > 0 && (await recordedSent()),
      'the first process waits on a held reply with every 250 recorded',
      timeoutMs,
    );
    const survivorHeld = smtp.heldOpen(1);
    const acceptedBeforeKill = smtp.accepted.length;
    const killMs = Date.now() - opened;
    const killedCpuMs = cpuMs(killed.child.pid);
    killed.child.kill('SIGKILL');
    const killedBy = await killed.exited;
    // Its connections closed before anything is answered: the held mails of a sender that is
    // gone are never accepted.
    await until(() => smtp!.heldClosed(0), 'the killed process has no open connection', timeoutMs);
    // Counted once it is gone: until the kill it may start one more send (a clean-clone run
    // counted 4 held a moment before the kill and dropped 5).
    const heldIds = smtp.heldFrom(0);
    const heldAtKill = { killed: heldIds.length, survivor: survivorHeld };
    const { dropped } = smtp.release();
    log(
      `killed the first process at ${acceptedBeforeKill} accepted, ${heldAtKill.killed} of its mails held unanswered (${heldAtKill.survivor} of the other's)`,
    );

    // Settled: every subscriber has a notice queued, and none is still to be tried (each is
    // recorded sent, or refused for good: not due again for a day).
    const settled = async () =>
      (await count('select count(*)::int as n from stage_alerts where notified_at is null')) ===
        0 &&
      (await count(
        `select count(*)::int as n from mail_outbox where kind = 'stage_alert_open'
         and sent_at is null and next_attempt_at < now() + interval '1 day'`,
      )) === 0;
    await until(settled, 'every notice is recorded sent or refused for good', timeoutMs);
    const survivorCpuMs = cpuMs(survivor.child.pid);
    // A graceful stop waits for the sends in progress: a second send of a mail already recorded
    // would be accepted before the process exits, and counted below.
    survivor.child.kill('SIGTERM');
    const survivorExit = await survivor.exited;

    const perRecipient = new Map<string, number>();
    for (const mail of smtp.accepted) {
      perRecipient.set(mail.to, (perRecipient.get(mail.to) ?? 0) + 1);
    }
    const perMessageId = new Map<string, number>();
    for (const mail of smtp.accepted) {
      perMessageId.set(mail.messageId, (perMessageId.get(mail.messageId) ?? 0) + 1);
    }
    const { rows: outboxRows } = await checks.query<{
      id: string;
      sent: boolean;
      attempts: number;
    }>(
      "select id, sent_at is not null as sent, attempts from mail_outbox where kind = 'stage_alert_open'",
    );
    const acceptedIds = new Set([...perMessageId.keys()].map((id) => id.split('@')[0]));
    const sentIds = outboxRows.filter((r) => r.sent).map((r) => r.id);
    const times = smtp.accepted.map((m) => m.at - opened);
    const firstMailMs = Math.min(...times);
    const lastMailMs = Math.max(...times);
    const beforeKill = smtp.accepted.slice(0, acceptedBeforeKill).map((m) => m.at - opened);
    const sendingMs = Math.max(1, Math.max(...beforeKill) - firstMailMs);
    return {
      subscribers,
      accepted: smtp.accepted.length,
      duplicates: [...perRecipient].filter(([, n]) => n > 1),
      missing: Array.from({ length: subscribers }, (_, i) => email(i)).filter(
        (address) => !perRecipient.has(address),
      ),
      duplicateMessageIds: [...perMessageId].filter(([, n]) => n > 1).map(([id]) => id),
      tempFailed: smtp.tempFailed.size,
      retriedAndAccepted: [...smtp.tempFailed].filter((id) => perMessageId.has(id)).length,
      heldAtKill,
      droppedAtKill: dropped,
      killedBy,
      survivorExit,
      outbox: {
        rows: outboxRows.length,
        sent: sentIds.length,
        retried: outboxRows.filter((r) => r.attempts > 1).length,
        mustRetry: new Set([...smtp.tempFailed, ...heldIds]).size,
        notRetried: [...new Set([...smtp.tempFailed, ...heldIds])]
          .map((messageId) => messageId.split('@')[0]!)
          .filter((id) => !outboxRows.some((r) => r.id === id && r.attempts > 1)),
        sentIdsMatchAccepted:
          sentIds.length === acceptedIds.size && sentIds.every((id) => acceptedIds.has(id)),
      },
      firstMailMs,
      killMs,
      lastMailMs,
      mailsPerSecondBeforeKill: ((acceptedBeforeKill - 1) * 1000) / sendingMs,
      mailsPerSecondOverall: (subscribers * 1000) / lastMailMs,
      seedMs,
      apiCpuMs: [killedCpuMs, survivorCpuMs, ...cpuAtOpen].includes(undefined)
        ? undefined
        : killedCpuMs! - cpuAtOpen[0]! + survivorCpuMs! - cpuAtOpen[1]!,
    };
  } catch (error) {
    for (const server of servers) log(`API process output:\n${server.output()}`);
    throw error;
  } finally {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    await smtp?.close();
    await indexer?.close();
    await checks.end();
    await database.close();
  }
}
