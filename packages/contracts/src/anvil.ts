import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Options for starting an anvil process. */
export interface AnvilOptions {
  host?: string;
  /** 0 (the default) lets anvil bind a free port itself. */
  port?: number;
  chainId?: number;
  /** Dev accounts to create; the first ten match every other anvil/hardhat node. */
  accounts?: number;
  /** Forward anvil's own log lines to this process's stdout. */
  verbose?: boolean;
  /** Further anvil command-line arguments. */
  args?: string[];
}

/** A running anvil node. */
export interface AnvilInstance {
  rpcUrl: string;
  host: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Path of the anvil binary shipped by @foundry-rs/anvil for this platform (or $ANVIL_BIN). */
export function anvilBinary(): string {
  if (process.env.ANVIL_BIN) return process.env.ANVIL_BIN;
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`;
  const exe = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  try {
    const path = join(dirname(require.resolve(`${pkg}/package.json`)), 'bin', exe);
    if (existsSync(path)) return path;
  } catch {
    // fall through to the error below
  }
  throw new Error(
    `No anvil binary found (looked for ${pkg}); set ANVIL_BIN to an anvil executable`,
  );
}

function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Cannot start anvil: ${host}:${port} is already in use (another chain running? set ANVIL_PORT)`
            : `Cannot start anvil on ${host}:${port}: ${error.message}`,
        ),
      ),
    );
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

async function waitForRpc(rpcUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`anvil did not answer on ${rpcUrl} within ${timeoutMs} ms`);
}

/**
 * Resolves with the port anvil prints once it listens ("Listening on 127.0.0.1:46453"), then
 * forwards its log (`verbose`) or drains it, so the pipe never fills up.
 */
function listeningPort(child: ChildProcess, verbose: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const stdout = child.stdout!;
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /Listening on \S+:(\d+)/.exec(seen);
      if (!match) return;
      stdout.off('data', onData);
      child.off('exit', onExit);
      if (verbose) stdout.pipe(process.stdout);
      else stdout.resume();
      resolve(Number(match[1]));
    };
    const onExit = (code: number | null) =>
      reject(new Error(`anvil exited early with code ${code} before it listened`));
    stdout.on('data', onData);
    child.once('exit', onExit);
  });
}

function timeout(ms: number, message: string): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(message)), ms).unref());
}

/**
 * Starts anvil and resolves once its JSON-RPC endpoint answers. Port 0 (or none) lets anvil bind
 * a free port itself and reads it from its log: asking the OS for a free port and passing it on
 * left a moment in which a node started by a parallel test run could take that port, and this
 * one then talked to the other's chain (two test suites sharing one anvil, seen in CI).
 */
export async function startAnvil(options: AnvilOptions = {}): Promise<AnvilInstance> {
  const host = options.host ?? '127.0.0.1';
  const fixedPort = options.port || undefined;
  // Checked up front: otherwise a node already on this port would answer the readiness probe.
  if (fixedPort) await assertPortFree(host, fixedPort);
  const args = [
    '--host',
    host,
    '--port',
    String(fixedPort ?? 0),
    '--chain-id',
    String(options.chainId ?? 31337),
    '--accounts',
    String(options.accounts ?? 20),
  ];
  // The port is read from the log, so a node on port 0 logs (and its log is drained).
  if (!options.verbose && fixedPort) args.push('--quiet');
  args.push(...(options.args ?? []));
  const child = spawn(anvilBinary(), args, {
    stdio: ['ignore', fixedPort ? (options.verbose ? 'inherit' : 'ignore') : 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // Never leave an orphaned node behind if this process exits without calling stop().
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let port = fixedPort ?? 0;
  let rpcUrl = '';
  try {
    port =
      fixedPort ??
      (await Promise.race([
        listeningPort(child, options.verbose ?? false),
        timeout(15_000, 'anvil did not say which port it listens on within 15000 ms'),
      ]));
    rpcUrl = `http://${host}:${port}`;
    await waitForRpc(rpcUrl, child, 15_000);
  } catch (error) {
    child.kill('SIGKILL');
    process.removeListener('exit', killOnExit);
    throw new Error(`${(error as Error).message}${stderr ? `\n${stderr}` : ''}`);
  }

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= new Promise<void>((resolve) => {
      process.removeListener('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
    return stopped;
  };
  return { rpcUrl, host, port, process: child, stop };
}
