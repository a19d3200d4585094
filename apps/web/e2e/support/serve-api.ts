import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailCatcher } from './mail-catcher';
import { e2ePorts } from './ports';

// Playwright's webServer entry: the real API (apps/api/src/server.ts, in this process) on
// 127.0.0.1:18787 with a throwaway PGlite database, so every run starts from an empty store.
const dataDir = mkdtempSync(path.join(tmpdir(), 'eco-e2e-api-'));
const removeData = () => rmSync(dataDir, { recursive: true, force: true });

// Playwright stops its web servers with SIGKILL unless the config asks for a graceful signal, and
// no handler runs then: a detached watchdog removes the folder once this process is gone.
spawn(
  process.execPath,
  [
    '-e',
    `const t = setInterval(() => {
      try { process.kill(${process.pid}, 0); } catch {
        clearInterval(t);
        require('node:fs').rmSync(${JSON.stringify(dataDir)}, { recursive: true, force: true });
      }
    }, 500);`,
  ],
  { detached: true, stdio: 'ignore' },
).unref();

// server.ts stops on SIGTERM/SIGINT by closing the server and the database, then calls
// process.exit: the folder is removed at that point, after the database has let go of it.
process.on('exit', removeData);

const site = `http://127.0.0.1:${e2ePorts.web}`;
Object.assign(process.env, {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: String(e2ePorts.api),
  PGLITE_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  WEB_ORIGINS: `${site},http://localhost:${e2ePorts.web}`,
  SITE_URL: site,
  // Live figures are read from the test chain directly, not through the RPC proxy whose request
  // counts the wallet tests assert; referred purchases come from the indexer.
  RPC_URL: `http://127.0.0.1:${e2ePorts.chain}`,
  INDEXER_URL: `http://127.0.0.1:${e2ePorts.indexer}`,
  ECO_CHAIN_ID: '31337',
  // Rate limits stay on, as in production. Every browser test reaches the API from 127.0.0.1, so
  // the tests that post forms give themselves their own client address with X-Forwarded-For
  // (trusted from the loopback proxy, vite preview, as from the production reverse proxy): tests
  // never share a limit, and one test can still exhaust its own to see the real 429.
  RATE_LIMITS: 'on',
  // Trust only loopback proxies: the address is the last X-Forwarded-For entry not added by a
  // loopback hop. vite preview's proxy adds none, so that is the test's own header.
  TRUST_PROXY: 'loopback',
  // The mail catcher (started below, before the API's outbox worker first polls): sign-up,
  // verification and reset links arrive there for the tests to follow (support/mail.ts).
  SMTP_URL: `smtp://127.0.0.1:${e2ePorts.smtp}`,
  MAIL_TO: 'team@eco.test',
  MAIL_FROM: 'Green Planet ECO <no-reply@eco.test>',
  // Links arrive within a quarter second, so the account tests do not wait out a 5 s poll.
  MAIL_POLL_MS: '250',
  // The sale alerts ask the indexer twice a second, so a stage's notice follows its opening
  // within a second (e2e/stage-alerts.spec.ts) instead of up to 15 s later.
  STAGE_ALERTS_POLL_MS: '500',
  // The team inbox's browser tests sign in with this address (e2e/admin-inbox.spec.ts).
  ADMIN_EMAILS: 'team@eco.test',
});

await startMailCatcher({ smtp: e2ePorts.smtp, http: e2ePorts.mailbox });
await import('../../../api/src/server');
