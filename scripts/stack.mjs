// `npm run stack`: what production runs, on this one machine. PostgreSQL 15 (a fresh server in
// .stack/postgres, or DATABASE_URL's), the local chain with ECO deployed and the mail catcher as
// `npm start` starts them, the indexer on PostgreSQL and two API processes started from deploy/'s
// systemd units (their WorkingDirectory, EnvironmentFile and ExecStart lines, rendered by
// deploy/render.mjs), the site built for the local chain (.stack/dist), and Debian's nginx with
// deploy/'s configuration in front of it all. It prints the site's address; Ctrl-C (or SIGTERM, or
// any service failing to start) stops everything. A unit's process that dies is started again
// after its RestartSec, as systemd's Restart=always does.
//
// Settings (environment): STACK_PORT (the site, 8080), STACK_API_PORTS (8801,8802),
// STACK_INDEXER_PORT (42169), STACK_CHAIN_PORT (8645), STACK_PG_PORT (5433), STACK_MAIL_PORT
// (1125), STACK_MAIL_UI_PORT (1180), STACK_DIR (.stack), STACK_DIST (a site already built for
// these ports, reused as is), DATABASE_URL (an existing PostgreSQL instead of .stack/postgres:
// the stack creates its two databases there).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { readUnit, renderDeploy, unitEnvironment } from '../deploy/render.mjs';
import {
  chainService,
  checkPorts,
  createSupervisor,
  host,
  keepPriceFeedFresh,
  mailService,
  PortInUseError,
  publishWhitePaper,
  repoRoot,
  stopGroupRest,
} from './lib/services.mjs';

export const NGINX = process.env.ECO_NGINX ?? '/usr/sbin/nginx';
const TEAM_EMAIL = 'team@localhost.test';

/** The stack's ports from the environment (or `overrides`), each with the variable that moves it. */
export function stackPorts(env = process.env) {
  const number = (name, fallback) => Number(env[name] ?? fallback);
  return {
    site: number('STACK_PORT', 8080),
    apis: (env.STACK_API_PORTS ?? '8801,8802').split(',').map(Number),
    indexer: number('STACK_INDEXER_PORT', 42169),
    chain: number('STACK_CHAIN_PORT', 8645),
    postgres: number('STACK_PG_PORT', 5433),
    mail: number('STACK_MAIL_PORT', 1125),
    mailUi: number('STACK_MAIL_UI_PORT', 1180),
  };
}

/** Runs a command to its end (output shown on failure); rejects naming it. */
function run(name, command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-8000)));
    child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-8000)));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (${code}):\n${output}`)),
    );
  });
}

/**
 * What a checkout's files are: its commit and a digest of every change not committed (tracked
 * files' differences, untracked files' names and contents), or undefined outside a git checkout.
 * @param {string} dir
 */
export function sourceState(dir) {
  const git = (...args) =>
    spawnSync('git', args, { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28 });
  const head = git('rev-parse', 'HEAD');
  if (head.status !== 0) return undefined;
  const digest = createHash('sha256').update(git('diff', 'HEAD', '--binary').stdout);
  const untracked = git('ls-files', '--others', '--exclude-standard', '-z').stdout;
  for (const file of untracked.split('\0').filter(Boolean)) {
    digest.update(`\0${file}\0`).update(readFileSync(path.join(dir, file)));
  }
  return `${head.stdout.trim()}+${digest.digest('hex')}`;
}

/**
 * The site built for this stack (its address and chain baked in) in `outDir`, as `npm run build
 * -w apps/web` builds it; reused while the settings it was built with and the checkout's files
 * are the same (outside a git checkout, built every time).
 */
async function buildSite(outDir, env) {
  const stamp = path.join(outDir, '.stack-build.json');
  const source = sourceState(repoRoot);
  const wanted = JSON.stringify({ env, source });
  if (source !== undefined && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted)
    return false;
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return false;
  const web = { cwd: path.join(repoRoot, 'apps/web'), env: { ...process.env, ...env } };
  if (!existsSync(path.join(repoRoot, 'apps/web/public/docs/eco-white-paper.json')))
    await run('the site documents (npm run pdfs)', 'npm', ['run', '--silent', 'pdfs'], web);
  const { siteBuildCommands } = await tsImport(
    '../apps/web/scripts/site-build.ts',
    import.meta.url,
  );
  for (const step of siteBuildCommands(outDir)) await run(step.name, step.command, step.args, web);
  writeFileSync(stamp, wanted);
  return true;
}

/** Creates `name` on the server at `adminUrl` unless it exists; its URL. */
async function ensureDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const envFile = (values) =>
  `# Written by scripts/stack.mjs for npm run stack.\n${Object.entries(values)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n')}\n`;

/**
 * Starts the stack and resolves with its addresses and handles once the site answers through
 * nginx. Options: `dir` (STACK_DIR), `ports` (stackPorts()), `dist` (a built site to reuse),
 * `databaseUrl`, `exitOnStop` (false in tests: `stop()` resolves instead of exiting), `quiet`
 * (only warnings and errors of the services), `apiRpcUrl` (given the chain's URL once it is up,
 * resolves with the URL the API processes read the chain through; the chain's by default).
 */
export async function startStack(options = {}) {
  const dir = path.resolve(options.dir ?? process.env.STACK_DIR ?? path.join(repoRoot, '.stack'));
  const ports = options.ports ?? stackPorts();
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const siteUrl = `http://${host}:${ports.site}`;
  const chainUrl = `http://${host}:${ports.chain}`;
  const indexerUrl = `http://${host}:${ports.indexer}`;
  let postgres;
  const restartTimers = new Set();
  const supervisor = createSupervisor({
    exitOnStop: options.exitOnStop ?? true,
    afterStop: async () => {
      for (const timer of restartTimers) clearTimeout(timer);
      await postgres?.stop();
    },
  });
  const { start, isStopping } = supervisor;
  const quiet = options.quiet ? (line) => !/warn|error|fail|exited/i.test(line) : undefined;
  const stop = (code = 0) => supervisor.stopAll(code);

  await checkPorts([
    { name: 'site (nginx)', port: ports.site, portHint: 'STACK_PORT' },
    ...ports.apis.map((port, i) => ({ name: `API ${i + 1}`, port, portHint: 'STACK_API_PORTS' })),
    { name: 'indexer', port: ports.indexer, portHint: 'STACK_INDEXER_PORT' },
    ...(databaseUrl
      ? []
      : [{ name: 'PostgreSQL', port: ports.postgres, portHint: 'STACK_PG_PORT' }]),
    ...[mailService(ports.mail, ports.mailUi), chainService(ports.chain)].flatMap((s) =>
      s.ports.map((p) => ({
        ...p,
        portHint:
          { MAIL_PORT: 'STACK_MAIL_PORT', MAIL_UI_PORT: 'STACK_MAIL_UI_PORT' }[p.portHint] ??
          'STACK_CHAIN_PORT',
      })),
    ),
  ]);

  try {
    // PostgreSQL first: the indexer and the API migrate their databases when they start.
    let adminUrl = databaseUrl;
    if (!adminUrl) {
      console.info('Starting PostgreSQL 15…');
      const { startPostgresServer } = await tsImport(
        '../apps/api/test/postgres-server.ts',
        import.meta.url,
      );
      // A fresh server each time: the chain is fresh too, so no history or account outlives it.
      postgres = await startPostgresServer({
        durable: true,
        dir: path.join(dir, 'postgres'),
        port: ports.postgres,
      });
      adminUrl = postgres.url;
    }
    const apiDatabase = await ensureDatabase(adminUrl, 'eco_api');
    const indexerDatabase = await ensureDatabase(adminUrl, 'eco_indexer');

    const dist = options.dist ?? process.env.STACK_DIST ?? path.join(dir, 'dist');
    const building =
      options.dist || process.env.STACK_DIST
        ? Promise.resolve(false)
        : buildSite(dist, {
            VITE_SITE_URL: siteUrl,
            VITE_CHAINS: '31337',
            VITE_RPC_URLS: `31337=${chainUrl}`,
            VITE_LOCAL_TEST_WALLET: 'true',
          });
    // Building the site takes a minute or two: meanwhile the mail catcher and the chain start.
    if (!options.dist && !process.env.STACK_DIST) console.info('Building the site (.stack/dist)…');
    building.catch(() => {});
    console.info('Starting mail…');
    await start({ ...mailService(ports.mail, ports.mailUi), quiet });
    console.info('Starting chain…');
    await start({ ...chainService(ports.chain), quiet });
    // Where the API processes read the chain: the node itself, or what a benchmark puts in front
    // of it to count their requests (bench/visitors.ts).
    const apiRpcUrl = options.apiRpcUrl ? await options.apiRpcUrl(chainUrl) : chainUrl;
    const whitePaper = publishWhitePaper(chainUrl, siteUrl, supervisor);
    if (await building) console.info('Site built.');

    // The units' environment files: what a team writes in /etc/eco (deploy/env/*.example).
    const etc = path.join(dir, 'etc');
    mkdirSync(etc, { recursive: true });
    const origins = [siteUrl, `http://localhost:${ports.site}`].join(',');
    writeFileSync(
      path.join(etc, 'api.env'),
      envFile({
        NODE_ENV: 'production',
        HOST: host,
        DATABASE_URL: apiDatabase,
        DATABASE_POOL_SIZE: '10',
        TRUST_PROXY: '1',
        SITE_URL: siteUrl,
        WEB_ORIGINS: origins,
        // Plain http on loopback: a Secure cookie would not come back.
        SESSION_COOKIE_SECURE: 'false',
        SMTP_URL: `smtp://${host}:${ports.mail}`,
        MAIL_TO: TEAM_EMAIL,
        MAIL_POLL_MS: '1000',
        RPC_URL: apiRpcUrl,
        INDEXER_URL: indexerUrl,
        ECO_CHAIN_ID: '31337',
        SIWE_CHAIN_IDS: '31337',
        LOG_LEVEL: 'warn',
      }),
    );
    ports.apis.forEach((port, i) =>
      writeFileSync(path.join(etc, `api-${i + 1}.env`), envFile({ PORT: String(port) })),
    );
    writeFileSync(
      path.join(etc, 'indexer.env'),
      envFile({
        DATABASE_URL: indexerDatabase,
        INDEXER_RPC_URLS: `31337=${chainUrl}`,
        INDEXER_POLLING_MS: '200',
        HOST: host,
        PORT: String(ports.indexer),
      }),
    );

    const conf = path.join(dir, 'deploy');
    const state = path.join(dir, 'nginx');
    mkdirSync(state, { recursive: true });
    const rendered = await renderDeploy(
      {
        LISTEN: `${host}:${ports.site}`,
        SERVER_NAME: host,
        SITE_ROOT: dist,
        API_SERVERS: ports.apis.map((port) => `${host}:${port}`).join(' '),
        INDEXER_SERVER: `${host}:${ports.indexer}`,
        CACHE_DIR: path.join(dir, 'nginx-cache'),
        APP_DIR: repoRoot.replace(/\/$/, ''),
        NODE: process.execPath,
        CONFIG_DIR: etc,
        SERVICE_USER: userInfo().username,
        STATE_DIR: state,
        CONF_DIR: conf,
      },
      conf,
    );

    /** A unit's process as a supervised service, started again when it dies (Restart=always). */
    const unitService = (name, unitFile, instance, ready) => {
      const unitPath = rendered[unitFile];
      const unit = readUnit(unitPath, instance);
      const [command, ...args] = unit.execStart;
      // The one KillMode the stack does as systemd does (stopGroupRest below).
      if (unit.killMode !== 'control-group')
        throw new Error(
          `${unitFile}: KillMode=${unit.killMode}; npm run stack runs control-group only`,
        );
      // The unit's Restart=, RestartSec=, KillSignal= and TimeoutStopSec=, as systemd reads them.
      const policy = {
        always: unit.restart === 'always',
        delayMs: unit.restartSec * 1000,
        killSignal: unit.killSignal,
        stopTimeoutMs: unit.timeoutStopSec * 1000,
      };
      const service = {
        name,
        command,
        args,
        cwd: unit.workingDirectory,
        env: unitEnvironment(unit),
        ports: [],
        quiet,
        ...ready,
      };
      // `restarts`: how many times it was started again and became ready.
      const handle = { name, child: undefined, restarts: 0 };
      // Like systemd's start limit: a process that fails to start again five times in a row
      // (its database unreachable at start, say) stops the stack rather than looping forever.
      let failedStarts = 0;
      const restartLater = () => {
        const timer = setTimeout(() => {
          restartTimers.delete(timer);
          if (isStopping()) return;
          launch().then(
            () => {
              failedStarts = 0;
              handle.restarts += 1;
            },
            (error) => {
              failedStarts += 1;
              if (failedStarts >= 5 || isStopping()) {
                console.error(`[${name}] could not start again: ${error.message}`);
                void stop(1);
              } else {
                console.error(`[${name}] did not start (${error.message}); trying again`);
                restartLater();
              }
            },
          );
        }, policy.delayMs);
        restartTimers.add(timer);
      };
      const launch = async () => {
        const child = await start({
          ...service,
          onExit: (code, signal) => {
            if (isStopping() || !policy.always) {
              if (!isStopping()) void stop(code || 1);
              return;
            }
            console.error(`[${name}] exited (${signal ?? `code ${code}`}); starting it again`);
            // What its main process left running (Ponder below the indexer's start script) would
            // keep the port and the database's schema lock from the next start: stopped first,
            // as systemd does.
            void stopGroupRest(child, policy.killSignal, policy.stopTimeoutMs).then(restartLater);
          },
        });
        handle.child = child;
      };
      return { handle, launch };
    };

    console.info('Starting the indexer (eco-indexer.service)…');
    const indexer = unitService('indexer', 'systemd/eco-indexer.service', '', {
      readyLine: /Indexer ready at/,
    });
    await indexer.launch();
    const apis = ports.apis.map((port, i) =>
      unitService(`api ${i + 1}`, 'systemd/eco-api@.service', String(i + 1), {
        readyUrl: `http://${host}:${port}/api/health`,
      }),
    );
    console.info(`Starting ${apis.length} API processes (eco-api@.service)…`);
    await Promise.all(apis.map((api) => api.launch()));

    console.info('Starting nginx (deploy/nginx/eco.conf)…');
    const nginxArgs = ['-p', state, '-c', rendered['nginx/stack-main.conf']];
    const test = spawnSync(NGINX, ['-t', ...nginxArgs], { encoding: 'utf8' });
    if (test.status !== 0)
      throw new Error(`nginx -t refused the rendered configuration:\n${test.stderr}`);
    await start({
      name: 'nginx',
      command: NGINX,
      args: nginxArgs,
      ports: [],
      readyUrl: `${siteUrl}/api/health`,
    });
    await whitePaper;

    return {
      siteUrl,
      chainUrl,
      indexerUrl,
      mailUiUrl: `http://${host}:${ports.mailUi}`,
      apiDatabaseUrl: apiDatabase,
      indexerDatabaseUrl: indexerDatabase,
      postgres,
      /** nginx's access log: each answer's time, duration and cache status (stack-main.conf). */
      accessLog: path.join(state, 'access.log'),
      apis: apis.map((api) => api.handle),
      indexer: indexer.handle,
      rendered,
      isStopping,
      stop,
    };
  } catch (error) {
    if (error instanceof PortInUseError) console.error(error.message);
    console.error(
      `Could not start the stack${error instanceof PortInUseError ? '' : `: ${error.message}`}. Stopping what was started.`,
    );
    await stop(1);
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let stack;
  const onSignal = () => void (stack ? stack.stop(0) : process.exit(130));
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    stack = await startStack();
  } catch {
    process.exit(1);
  }
  const priceFeed = keepPriceFeedFresh(stack.chainUrl, stack.isStopping);
  const dir = path.relative(
    process.cwd(),
    path.dirname(path.dirname(stack.rendered['nginx/eco.conf'])),
  );
  console.info(`
Green Planet ECO's production stack is running:
  Site     ${stack.siteUrl}  (nginx: the built site, /api on ${stack.apis.length} API processes, /indexer)
  API      ${stack.siteUrl}/api  (processes started from ${dir}/systemd/eco-api@.service)
  Indexer  ${stack.indexerUrl}  (Ponder on PostgreSQL; the site reaches it at ${stack.siteUrl}/indexer)
  Chain    ${stack.chainUrl}  (chain id 31337, ECO deployed)
  Mail     ${stack.mailUiUrl}  (inbox of every mail the API sends)
  Database ${stack.apiDatabaseUrl.replace(/\/[^/]*$/, '')}  (eco_api, eco_indexer)
${priceFeed}Rendered configuration: ${dir}/ (nginx, systemd). Press Ctrl-C to stop everything.
`);
}
