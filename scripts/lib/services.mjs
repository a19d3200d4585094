// Starting and stopping the local services of `npm start` (scripts/start.mjs) and `npm run stack`
// (scripts/stack.mjs): free-port checks, one supervisor that starts each service in its own
// process group, waits until it is ready and stops them all (in reverse order) on Ctrl-C, on a
// failure or when one exits; and the local chain's chores (its price feed, the white paper).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The repository's root: where npm's workspace commands run. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const host = '127.0.0.1';
// Stop waiting for a service after this long (the first start compiles the contract and
// initialises the database, a minute or so on a slow machine).
export const READY_TIMEOUT_MS = 180_000;
// A service that has not stopped this long after SIGTERM is killed.
const STOP_TIMEOUT_MS = 15_000;
// How often the local chain's mock ETH/USD feed is given its price again (see keepPriceFeedFresh).
const FEED_REFRESH_MS = 5 * 60_000;

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
export async function portIsFree(port) {
  return (await portIsFreeOn(port, host)) && (await portIsFreeOn(port, '::1'));
}

/** The sentence for a port in use, the same whether the check or the service found it. */
export function portInUseMessage({ name, port, portHint }) {
  return (
    `Port ${port} (${name}) is already in use on ${host}: stop what listens there ` +
    `(\`ss -ltnp | grep :${port}\` shows it) or pick another port with ${portHint}=...`
  );
}

/** The entries of `entries` whose port is not free. */
export async function busyPorts(entries) {
  const busy = [];
  for (const entry of entries) if (!(await portIsFree(entry.port))) busy.push(entry);
  return busy;
}

/**
 * Refuses (printing why, and exiting 1) two of `entries` on one port, or a port already in use:
 * the check before anything starts.
 */
export async function checkPorts(entries) {
  // Two of our own ports set to one number would collide once the first has started.
  const shared = entries.filter((a, i) => entries.some((b, j) => j < i && b.port === a.port));
  if (shared.length > 0) {
    for (const entry of shared) {
      const first = entries.find((other) => other.port === entry.port);
      console.error(
        `Port ${entry.port} is set for both ${first.name} (${first.portHint}) and ` +
          `${entry.name} (${entry.portHint}): give each its own port.`,
      );
    }
    process.exit(1);
  }
  const busy = await busyPorts(entries);
  if (busy.length > 0) {
    for (const entry of busy) console.error(portInUseMessage(entry));
    process.exit(1);
  }
}

export class PortInUseError extends Error {}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * The processes of process group `pgid` still running (not zombies, which hold no port and no
 * lock and wait only for init to reap them), read from /proc: the stack runs on Linux.
 */
export function liveGroupMembers(pgid) {
  const members = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // Gone meanwhile.
    }
    // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses; read after its end.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z') members.push(Number(entry));
  }
  return members;
}

/**
 * Stops what is left of the process group of `child`, whose main process has exited, as systemd
 * stops what is left of a unit's control group (KillMode=control-group, its default) before it
 * starts the unit again: `signal` (the unit's KillSignal), then SIGKILL after `timeoutMs` (its
 * TimeoutStopSec). Resolves once none is left running.
 */
export async function stopGroupRest(child, signal, timeoutMs) {
  if (liveGroupMembers(child.pid).length === 0) return;
  signalGroup(child, signal);
  const deadline = Date.now() + timeoutMs;
  while (liveGroupMembers(child.pid).length > 0) {
    if (Date.now() > deadline) signalGroup(child, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts services and stops them all. `exitOnStop` (the commands): stopping exits the process
 * with the code given; a program using it (a test) sets false and awaits `stopAll` instead.
 * `afterStop` runs once every service has stopped.
 */
export function createSupervisor({ exitOnStop = true, afterStop = async () => {} } = {}) {
  const running = [];
  const state = { stopping: false };

  /** Stops every started service (each is its own process group), waits for them, then exits. */
  async function stopAll(code) {
    if (state.stopping) return;
    state.stopping = true;
    process.exitCode = code;
    const alive = running.filter((service) => service.child.exitCode === null);
    // The last started first, the first (the mail catcher, the chain) last.
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
      await exited;
    }
    // What the services needed to the end (npm run stack's PostgreSQL).
    await afterStop().catch((error) => console.error(`Stopping: ${error.message}`));
    if (exitOnStop) process.exit(code);
  }

  /**
   * Starts one service (`npm <args>` unless it names its `command`, in `cwd`) and resolves once
   * it is ready (a log line or an answering URL) with its child process. `onExit` replaces
   * "stop everything" when a ready service exits (a test that kills one on purpose).
   */
  function start(service) {
    const child = spawn(service.command ?? 'npm', service.args, {
      cwd: service.cwd ?? repoRoot,
      env: { ...process.env, ...service.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping it reaches npm's grandchildren (tsx, node, anvil).
      detached: true,
    });
    const exit = new Promise((resolve) => child.once('exit', resolve));
    running.push({ name: service.name, child, exit });
    const quiet = service.quiet ?? (() => false);

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
        resolve(child);
      };
      const timer = setTimeout(
        () => reject(new Error(`${service.name} was not ready after ${READY_TIMEOUT_MS / 1000} s`)),
        READY_TIMEOUT_MS,
      );
      const relay = (stream, out) =>
        createInterface({ input: stream }).on('line', (line) => {
          if (out === process.stderr && !ready) heldErrors.push(line);
          else if (!quiet(line)) out.write(`[${service.name}] ${line}\n`);
          if (service.readyLine?.test(line)) markReady();
        });
      relay(child.stdout, process.stdout);
      relay(child.stderr, process.stderr);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        if (state.stopping) return;
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
        } else if (service.onExit) {
          service.onExit(code, signal);
        } else {
          console.error(`${why}; stopping everything.`);
          void stopAll(code || 1);
        }
      });
      if (service.readyUrl) {
        const poll = async () => {
          while (!ready && !state.stopping && child.exitCode === null) {
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

  return { start, stopAll, running, isStopping: () => state.stopping };
}

/** The mail catcher (maildev: an SMTP server with a web inbox), on loopback only. */
export function mailService(port, uiPort) {
  return {
    name: 'mail',
    // Two ports, each checked like the others.
    ports: [
      { name: 'mail', port, portHint: 'MAIL_PORT' },
      { name: 'mail inbox', port: uiPort, portHint: 'MAIL_UI_PORT' },
    ],
    args: ['run', '--silent', 'mail'],
    env: {
      MAILDEV_SMTP_PORT: String(port),
      MAILDEV_WEB_PORT: String(uiPort),
      // Loopback only: the catcher holds every mail the API sent, links and addresses included.
      MAILDEV_IP: host,
      MAILDEV_WEB_IP: host,
    },
    readyUrl: `http://${host}:${uiPort}/api/healthz`,
  };
}

/** The local chain: anvil with ECO deployed (`npm run chain -w packages/contracts`). */
export function chainService(port) {
  return {
    name: 'chain',
    ports: [{ name: 'chain', port, portHint: 'ANVIL_PORT' }],
    args: ['run', '--silent', 'chain', '-w', 'packages/contracts'],
    env: { ANVIL_PORT: String(port) },
    readyLine: /Local chain ready at/,
  };
}

/** One JSON-RPC call to the chain at `chainUrl`; throws its error message. */
export async function chainRpc(chainUrl, method, params) {
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
 * 0 and 1) are never raced. Returns the line to print about it.
 */
export function keepPriceFeedFresh(chainUrl, isStopping) {
  const record = JSON.parse(
    readFileSync(
      new URL('../../packages/contracts/deployments/31337.json', import.meta.url),
      'utf8',
    ),
  );
  const feed = record.ethUsdFeed;
  if (!feed?.mock) return '';
  const from = '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199';
  const refresh = async () => {
    try {
      // latestAnswer() and updateAnswer(int256): the answer's 32 bytes go back as they came.
      const answer = await chainRpc(chainUrl, 'eth_call', [
        { to: feed.address, data: '0x50d25bcd' },
        'latest',
      ]);
      await chainRpc(chainUrl, 'eth_sendTransaction', [
        { from, to: feed.address, data: `0xa87a20ce${answer.slice(2)}` },
      ]);
      const usd = Number(BigInt(answer)) / 10 ** feed.decimals;
      console.info(`[chain] local mock ETH/USD feed given its sample price again: ${usd} USD`);
    } catch (error) {
      if (!isStopping())
        console.error(`[chain] could not refresh the mock ETH/USD feed: ${error.message}`);
    }
  };
  setInterval(() => void refresh(), FEED_REFRESH_MS).unref();
  return `  Price   ${feed.address}  (local mock ETH/USD feed, a sample price given again every ${FEED_REFRESH_MS / 60_000} minutes)\n`;
}

/**
 * Publishes this checkout's white paper on the local chain (`npm run publish-white-paper`, the
 * local publisher's key), beside the services that start after the chain. A failure is a warning,
 * not a stop: everything else works, and the site says why its Buy button is hidden. The run is
 * one of the supervisor's (`running`), in its own process group, so Ctrl-C while it still runs
 * stops it too.
 */
export function publishWhitePaper(chainUrl, siteUrl, { isStopping, running }) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'publish-white-paper', '-w', 'apps/web'], {
      cwd: repoRoot,
      env: { ...process.env, RPC_URL: chainUrl, SITE_URL: siteUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
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
      } else if (!isStopping()) {
        for (const line of lines) console.error(`[white paper] ${line}`);
        console.error(
          '[white paper] not published on the local chain: the site hides its Buy button until it is (npm run publish-white-paper -w apps/web).',
        );
      }
      resolve();
    });
  });
}
