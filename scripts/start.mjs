// `npm start`: runs the whole product locally on embedded defaults, in order: a mail catcher
// (maildev: an SMTP server with a web inbox), the local chain (anvil with ECO deployed), the
// indexer (Ponder on a fresh PGlite folder, apps/indexer/.ponder, since the chain is fresh), the
// API (PGlite in apps/api/data, mailing through the catcher) and the site (Vite dev server), then
// prints where each one is. Ctrl-C (or SIGTERM) stops them all. Once the chain is up it publishes
// the white paper's hash there, as the team does on a public network: the site shows the Buy
// button only where the white paper on screen is the published version.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

const host = '127.0.0.1';
const ports = {
  web: Number(process.env.PORT ?? 5173),
  api: Number(process.env.API_PORT ?? 8787),
  chain: Number(process.env.ANVIL_PORT ?? 8545),
  indexer: Number(process.env.INDEXER_PORT ?? 42069),
  mail: Number(process.env.MAIL_PORT ?? 1025),
  mailUi: Number(process.env.MAIL_UI_PORT ?? 1080),
};
const siteUrl = `http://${host}:${ports.web}`;
const apiUrl = `http://${host}:${ports.api}`;
const chainUrl = `http://${host}:${ports.chain}`;
const indexerUrl = `http://${host}:${ports.indexer}`;
const mailUiUrl = `http://${host}:${ports.mailUi}`;
// Where the API's mails go: every message (contact notices to the team, the links mailed to an
// account) lands in the catcher's inbox whatever its recipient, so this is only the team's address.
const teamEmail = 'team@localhost.test';
// Stop waiting for a service after this long (the first start compiles the contract and
// initialises the database, a minute or so on a slow machine).
const READY_TIMEOUT_MS = 180_000;
// A service that has not stopped this long after SIGTERM is killed.
const STOP_TIMEOUT_MS = 15_000;
// How often the local chain's mock ETH/USD feed is given its price again (see keepPriceFeedFresh).
const FEED_REFRESH_MS = 5 * 60_000;

const services = [
  {
    // Before the API, so the first mail it sends has somewhere to go. Two ports, each checked
    // like the others.
    name: 'mail',
    ports: [
      { name: 'mail', port: ports.mail, portHint: 'MAIL_PORT' },
      { name: 'mail inbox', port: ports.mailUi, portHint: 'MAIL_UI_PORT' },
    ],
    args: ['run', '--silent', 'mail'],
    env: {
      MAILDEV_SMTP_PORT: String(ports.mail),
      MAILDEV_WEB_PORT: String(ports.mailUi),
      // Loopback only: the catcher holds every mail the API sent, links and addresses included.
      MAILDEV_IP: host,
      MAILDEV_WEB_IP: host,
    },
    readyUrl: `${mailUiUrl}/api/healthz`,
  },
  {
    name: 'chain',
    ports: [{ name: 'chain', port: ports.chain, portHint: 'ANVIL_PORT' }],
    args: ['run', '--silent', 'chain', '-w', 'packages/contracts'],
    env: { ANVIL_PORT: String(ports.chain) },
    readyLine: /Local chain ready at/,
  },
  {
    // After the chain it reads, before the API and the site that read its history.
    name: 'indexer',
    ports: [{ name: 'indexer', port: ports.indexer, portHint: 'INDEXER_PORT' }],
    args: ['run', '--silent', 'start', '-w', 'apps/indexer'],
    env: {
      PORT: String(ports.indexer),
      HOST: host,
      INDEXER_RPC_URLS: `31337=${chainUrl}`,
      // A new block shows in the site's history within a fraction of a second.
      INDEXER_POLLING_MS: '200',
    },
    readyLine: /Indexer ready at/,
  },
  {
    name: 'api',
    ports: [{ name: 'api', port: ports.api, portHint: 'API_PORT' }],
    args: ['run', '--silent', 'start', '-w', 'apps/api'],
    env: {
      PORT: String(ports.api),
      HOST: host,
      WEB_ORIGINS: `${siteUrl},http://localhost:${ports.web}`,
      SITE_URL: siteUrl,
      // Live figures (supply) are read from the local chain, history from the indexer.
      RPC_URL: chainUrl,
      INDEXER_URL: indexerUrl,
      ECO_CHAIN_ID: '31337',
      // Mails (verification and reset links, contact notices) go to the catcher's inbox.
      SMTP_URL: `smtp://${host}:${ports.mail}`,
      MAIL_TO: teamEmail,
      // Mailed links show up in the inbox within a second of the click that sent them.
      MAIL_POLL_MS: '1000',
    },
    readyUrl: `${apiUrl}/api/health`,
  },
  {
    name: 'web',
    ports: [{ name: 'web', port: ports.web, portHint: 'PORT' }],
    args: ['run', '--silent', 'dev', '-w', 'apps/web'],
    env: {
      PORT: String(ports.web),
      API_PROXY_TARGET: apiUrl,
      INDEXER_PROXY_TARGET: indexerUrl,
      VITE_SITE_URL: siteUrl,
      // The site offers only the local chain, with its test wallet, so a newcomer can buy ECO
      // without installing a wallet.
      VITE_CHAINS: '31337',
      VITE_RPC_URLS: `31337=${chainUrl}`,
      VITE_LOCAL_TEST_WALLET: 'true',
    },
    readyUrl: siteUrl,
  },
];

/**
 * Resolves true when nothing listens on the port at the loopback address `address`. An address
 * this machine lacks (no IPv6 loopback) counts as free.
 */
function portIsFreeOn(port, address) {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', (error) => resolve(error.code === 'EADDRNOTAVAIL'))
      .once('listening', () => server.close(() => resolve(true)))
      .listen({ port, host: address, ipv6Only: address === '::1' });
  });
}

/**
 * Free on both loopbacks: a browser asking for `localhost` may try ::1 first, so a server
 * listening only there would answer instead of ours.
 */
async function portIsFree(port) {
  return (await portIsFreeOn(port, host)) && (await portIsFreeOn(port, '::1'));
}

/** The sentence for a port in use, the same whether the check or the service found it. */
function portInUseMessage({ name, port, portHint }) {
  return (
    `Port ${port} (${name}) is already in use on ${host}: stop what listens there ` +
    `(\`ss -ltnp | grep :${port}\` shows it) or pick another port with ${portHint}=...`
  );
}

const running = [];
let stopping = false;

/** Stops every started service (each is its own process group), waits for them, then exits. */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  const alive = running.filter((service) => service.child.exitCode === null);
  // The site first and the chain last, the reverse of the start order.
  for (const { child } of [...alive].reverse()) signalGroup(child, 'SIGTERM');
  const exited = Promise.all(alive.map(({ exit }) => exit));
  const timedOut = new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref());
  if ((await Promise.race([exited.then(() => false), timedOut.then(() => true)])) === true) {
    for (const { name, child } of alive) {
      if (child.exitCode === null && child.signalCode === null) {
        console.error(`[${name}] did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing it.`);
        signalGroup(child, 'SIGKILL');
      }
    }
  }
  process.exit(code);
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Starts one service and resolves once it is ready (a log line or an answering URL). */
function start(service) {
  const child = spawn('npm', service.args, {
    env: { ...process.env, ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it reaches npm's grandchildren (tsx, node, anvil).
    detached: true,
  });
  const exit = new Promise((resolve) => child.once('exit', resolve));
  running.push({ name: service.name, child, exit });

  return new Promise((resolve, reject) => {
    let ready = false;
    // A service's error output is held back until it is ready: if it fails to start because its
    // port was taken in the meantime, one clear sentence replaces its stack trace.
    let heldErrors = [];
    const markReady = () => {
      if (ready) return;
      ready = true;
      clearTimeout(timer);
      for (const line of heldErrors) process.stderr.write(`[${service.name}] ${line}\n`);
      heldErrors = [];
      resolve();
    };
    const timer = setTimeout(
      () => reject(new Error(`${service.name} was not ready after ${READY_TIMEOUT_MS / 1000} s`)),
      READY_TIMEOUT_MS,
    );
    const relay = (stream, out) =>
      createInterface({ input: stream }).on('line', (line) => {
        if (out === process.stderr && !ready) heldErrors.push(line);
        else out.write(`[${service.name}] ${line}\n`);
        if (service.readyLine?.test(line)) markReady();
      });
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (stopping) return;
      const why = `[${service.name}] exited (${signal ?? `code ${code}`})`;
      if (!ready) {
        const held = heldErrors.join('\n');
        if (/EADDRINUSE|already in use/i.test(held)) {
          // The ports another program took after the check; all of them when none is taken any
          // more, rather than naming nothing.
          void busyPorts(service.ports).then((taken) => {
            const named = taken.length > 0 ? taken : service.ports;
            reject(new PortInUseError(named.map(portInUseMessage).join('\n')));
          });
        } else {
          for (const line of heldErrors) process.stderr.write(`[${service.name}] ${line}\n`);
          reject(new Error(why));
        }
      } else {
        console.error(`${why}; stopping everything.`);
        void stopAll(code || 1);
      }
    });
    if (service.readyUrl) {
      const poll = async () => {
        while (!ready && !stopping && child.exitCode === null) {
          try {
            const response = await fetch(service.readyUrl);
            if (response.ok) return markReady();
          } catch {
            // Not listening yet.
          }
          await new Promise((r) => setTimeout(r, 300));
        }
      };
      void poll();
    }
  });
}

class PortInUseError extends Error {}

/** The entries of `entries` whose port is not free. */
async function busyPorts(entries) {
  const busy = [];
  for (const entry of entries) if (!(await portIsFree(entry.port))) busy.push(entry);
  return busy;
}

/** One JSON-RPC call to the local chain; throws its error message. */
async function chainRpc(method, params) {
  const response = await fetch(chainUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = await response.json();
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

/**
 * The local chain's ETH/USD feed is a mock (Chainlink's MockV3Aggregator, see
 * packages/contracts/config/31337.json) whose answer ages like a real feed's: left alone past its
 * 1-hour heartbeat, the site would hide every USD figure as stale. So every few minutes it is
 * given its own price again (`updateAnswer(latestAnswer())`), stamped with the chain's time. Sent
 * from anvil account 19, which has no role, so the nonces of the wallets the site offers (accounts
 * 0 and 1) are never raced.
 */
function keepPriceFeedFresh() {
  const record = JSON.parse(
    readFileSync(new URL('../packages/contracts/deployments/31337.json', import.meta.url), 'utf8'),
  );
  const feed = record.ethUsdFeed;
  if (!feed?.mock) return '';
  const from = '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199';
  const refresh = async () => {
    try {
      // latestAnswer() and updateAnswer(int256): the answer's 32 bytes go back as they came.
      const answer = await chainRpc('eth_call', [
        { to: feed.address, data: '0x50d25bcd' },
        'latest',
      ]);
      await chainRpc('eth_sendTransaction', [
        { from, to: feed.address, data: `0xa87a20ce${answer.slice(2)}` },
      ]);
      const usd = Number(BigInt(answer)) / 10 ** feed.decimals;
      console.info(`[chain] local mock ETH/USD feed given its sample price again: ${usd} USD`);
    } catch (error) {
      if (!stopping)
        console.error(`[chain] could not refresh the mock ETH/USD feed: ${error.message}`);
    }
  };
  setInterval(() => void refresh(), FEED_REFRESH_MS).unref();
  return `  Price   ${feed.address}  (local mock ETH/USD feed, a sample price given again every ${FEED_REFRESH_MS / 60_000} minutes)\n`;
}

/**
 * Publishes this checkout's white paper on the local chain (`npm run publish-white-paper`, the
 * local publisher's key), beside the services that start after the chain. A failure is a warning,
 * not a stop: everything else works, and the site says why its Buy button is hidden.
 */
function publishWhitePaper() {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'publish-white-paper', '-w', 'apps/web'], {
      env: { ...process.env, RPC_URL: chainUrl, SITE_URL: siteUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, stopped with the services (Ctrl-C while it still runs).
      detached: true,
    });
    running.push({
      name: 'white paper',
      child,
      exit: new Promise((done) => child.once('exit', done)),
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      const lines = output.trim().split('\n').filter(Boolean);
      if (code === 0) {
        console.info(`[white paper] ${lines.at(-1) ?? 'published'}`);
      } else if (!stopping) {
        for (const line of lines) console.error(`[white paper] ${line}`);
        console.error(
          '[white paper] not published on the local chain: the site hides its Buy button until it is (npm run publish-white-paper -w apps/web).',
        );
      }
      resolve();
    });
  });
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

// Every port we listen on, with the service it belongs to and the variable that moves it.
const portEntries = services.flatMap((service) => service.ports);

// Two of our own ports set to one number would collide once the first has started.
const shared = portEntries.filter((a, i) => portEntries.some((b, j) => j < i && b.port === a.port));
if (shared.length > 0) {
  for (const entry of shared) {
    const first = portEntries.find((other) => other.port === entry.port);
    console.error(
      `Port ${entry.port} is set for both ${first.name} (${first.portHint}) and ` +
        `${entry.name} (${entry.portHint}): give each its own port.`,
    );
  }
  process.exit(1);
}

const busy = await busyPorts(portEntries);
if (busy.length > 0) {
  for (const entry of busy) console.error(portInUseMessage(entry));
  process.exit(1);
}

let whitePaperPublished = Promise.resolve();
try {
  for (const service of services) {
    console.info(`Starting ${service.name}…`);
    await start(service);
    if (service.name === 'chain') whitePaperPublished = publishWhitePaper();
  }
  await whitePaperPublished;
} catch (error) {
  if (error instanceof PortInUseError) console.error(error.message);
  console.error(
    `Could not start${error instanceof PortInUseError ? '' : `: ${error.message}`}. Stopping what was started.`,
  );
  await stopAll(1);
}

// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a signal handler sets `stopping` while the services start.
if (!stopping) {
  const priceFeed = keepPriceFeedFresh();
  console.info(`
Green Planet ECO is running:
  Site    ${siteUrl}
  API     ${apiUrl}/api  (the site reaches it at ${siteUrl}/api)
  Chain   ${chainUrl}  (chain id 31337, ECO deployed; the site's local test wallet uses it)
  Indexer ${indexerUrl}  (chain history: ${indexerUrl}/status; the site reaches it at ${siteUrl}/indexer)
  Mail    ${mailUiUrl}  (inbox of every mail the API sends: verification and reset links, contact notices; SMTP on port ${ports.mail})
${priceFeed}Data: apps/api/data and apps/indexer/.ponder (PGlite). Press Ctrl-C to stop everything.
`);
}
