import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import type { Config } from './config/env';
import { openDatabase } from './db/database';
import { systemClock } from './lib/clock';
import { createOutboxWorker } from './modules/mail/mail.worker';
import { createStageStatesReader } from './modules/stage-alerts/stage-alerts.chain';
import { StageAlertWorker } from './modules/stage-alerts/stage-alerts.worker';
import { startLine } from './start-line';

// A shutdown that has not finished by then (a stuck request or database) exits anyway.
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { pgliteDir: config.pgliteDir },
);
const app = await buildApp({ config, database, logger: { level: config.logLevel } });
const worker = config.mail
  ? createOutboxWorker(config.mail, { db: database.db, clock: systemClock, log: app.log })
  : undefined;
// The sale alerts' notices need the indexer to see a stage open; without INDEXER_URL the API
// takes no sign-ups either (503). Their mails wait in the outbox like every other.
const stageStates = createStageStatesReader(config.indexerUrl);
const stageAlerts = stageStates
  ? new StageAlertWorker({
      db: database.db,
      reader: stageStates,
      config,
      clock: systemClock,
      intervalMs: config.stageAlertsPollMs,
      log: app.log,
    })
  : undefined;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received: finishing in-flight requests, then closing the database`);
  setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await stageAlerts?.stop();
    await worker?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

// The address it bound, not the one asked for: PORT=0 lets the system pick a free port, and
// the log line is how a test or a supervisor learns which one.
let address: string;
try {
  address = await app.listen({ host: config.host, port: config.port });
} catch (error) {
  // A taken port is a set-up mistake, not a crash: one sentence instead of a stack trace.
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${config.port} is already in use on ${config.host}: stop what listens there or set PORT=...`,
  );
  await stageAlerts?.stop();
  await worker?.stop();
  await database.close();
  process.exit(1);
}
// Written whatever LOG_LEVEL says: it is how a supervisor, test or benchmark learns the port.
app.log
  .child({}, { level: 'info' })
  .info(
    `${startLine(address)} using ${
      database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.pgliteDir}`
    }${worker ? '; mail outbox worker started' : ''}${stageAlerts ? '; sale alert worker started' : ''}`,
  );
worker?.start();
stageAlerts?.start();
