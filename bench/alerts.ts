// Every alert mail once, timed: 10,000 confirmed subscribers of a sale stage in PostgreSQL 15,
// the stage opens, two API processes (src/server.ts, as production starts it) send the notices
// through a real SMTP server that answers every 5th first attempt with 451, and one process is
// SIGKILLed partway while the server holds its mails unanswered. Prints mails per second, the time
// from the opening to the last notice, the retries, and the duplicates and missing notices (both
// must be 0). The scenario itself is the API's (`@eco/api/alert-run`, also run by its test with
// fewer subscribers). Run: npx tsx bench/alerts.ts (method and settings: bench/README.md).
import os from 'node:os';
import { startPostgresServer } from '@eco/api/postgres-server';
import { runAlertMails } from '@eco/api/alert-run';
import { defineBench, numberEnv } from './lib';

/** The time to the last notice the "seconds to a few minutes" allows, at most. */
const LAST_MAIL_GOAL_S = 120;

export default await defineBench(import.meta.url, 'alerts', async () => {
  const subscribers = numberEnv('BENCH_ALERT_SUBSCRIBERS', 10_000, 10, 100_000);
  // Production's defaults for what decides the speed (MAIL_CONCURRENCY 5, MAIL_BATCH_SIZE 50);
  // the lease and the first retry are shortened from 5 min and 30 s to what a server answering
  // in milliseconds allows, so the run shows the sending rather than the waiting (README).
  const apiEnv = {
    MAIL_CONCURRENCY: String(numberEnv('BENCH_MAIL_CONCURRENCY', 5, 1, 100)),
    MAIL_BATCH_SIZE: String(numberEnv('BENCH_MAIL_BATCH_SIZE', 50, 1, 1000)),
    MAIL_LEASE_MS: String(numberEnv('BENCH_MAIL_LEASE_MS', 10_000, 1_000, 3_600_000)),
    MAIL_RETRY_MS: String(numberEnv('BENCH_MAIL_RETRY_MS', 1_000, 100, 3_600_000)),
  };
  // How busy the machine was: the rates depend on it, the CPU per notice less so.
  const loadAverage1m = os.loadavg()[0]!;
  const durable = process.env.BENCH_PG_FSYNC !== 'off';
  const postgres = await startPostgresServer({ durable });
  try {
    const run = await runAlertMails({
      databaseUrl: postgres.url,
      subscribers,
      tempFailEvery: 5,
      killAfterShare: 0.5,
      apiEnv,
      log: (line) => console.error(`alerts bench: ${line}`),
      timeoutMs: 900_000,
    });
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    return {
      figures: { ...run, apiEnv, postgres: postgres.settings, loadAverage1m },
      rows: [
        { metric: 'load average (1 min) at the start', value: loadAverage1m.toFixed(1) },
        { metric: 'subscribers (confirmed)', value: String(subscribers) },
        {
          metric: 'mails per second (2 processes, before the kill)',
          value: run.mailsPerSecondBeforeKill.toFixed(0),
        },
        { metric: 'first notice after the opening', value: seconds(run.firstMailMs) },
        { metric: 'API process SIGKILLed at', value: seconds(run.killMs) },
        {
          metric: 'its mails held unanswered at the kill',
          value: String(run.heldAtKill.killed),
        },
        {
          metric: 'time to the last notice',
          value: seconds(run.lastMailMs),
          goal: `≤ ${LAST_MAIL_GOAL_S} s`,
          ok: run.lastMailMs <= LAST_MAIL_GOAL_S * 1000,
        },
        {
          metric: 'mails per second overall (kill and lease included)',
          value: run.mailsPerSecondOverall.toFixed(0),
        },
        {
          metric: 'retries (first attempts answered 451)',
          value: `${run.tempFailed} (${run.retriedAndAccepted} accepted later)`,
          goal: 'all accepted later',
          ok: run.retriedAndAccepted === run.tempFailed,
        },
        {
          metric: 'duplicates',
          value: String(run.duplicates.length),
          goal: '0',
          ok: run.duplicates.length === 0 && run.duplicateMessageIds.length === 0,
        },
        {
          metric: 'missing',
          value: String(run.missing.length),
          goal: '0',
          ok: run.missing.length === 0,
        },
        {
          metric: 'outbox rows recorded sent',
          value: `${run.outbox.sent}/${run.outbox.rows}`,
          goal: `${subscribers}/${subscribers}, the mails accepted`,
          ok:
            run.outbox.sent === subscribers &&
            run.outbox.rows === subscribers &&
            run.outbox.sentIdsMatchAccepted,
        },
        {
          metric: 'API CPU per notice (both processes)',
          value:
            run.apiCpuMs === undefined ? 'n/a' : `${(run.apiCpuMs / subscribers).toFixed(2)} ms`,
        },
        { metric: 'sign-up and confirmation of the subscribers', value: seconds(run.seedMs) },
      ],
    };
  } finally {
    await postgres.stop();
  }
});
