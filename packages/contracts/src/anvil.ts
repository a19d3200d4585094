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
  /** 0 picks a free port. */
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

/** Asks the OS for a TCP port that is free right now. */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not determine a free port'));
      });
    });
  });
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

/** Starts anvil and resolves once its JSON-RPC endpoint answers. */
export async function startAnvil(options: AnvilOptions = {}): Promise<AnvilInstance> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port || (await findFreePort(host));
  // Checked up front: otherwise a node already on this port would answer the readiness probe.
  await assertPortFree(host, port);
  const args = [
    '--host',
    host,
    '--port',
    String(port),
    '--chain-id',
    String(options.chainId ?? 31337),
    '--accounts',
    String(options.accounts ?? 20),
  ];
  if (!options.verbose) args.push('--quiet');
  args.push(...(options.args ?? []));
  const child = spawn(anvilBinary(), args, {
    stdio: ['ignore', options.verbose ? 'inherit' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // Never leave an orphaned node behind if this process exits without calling stop().
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const rpcUrl = `http://${host}:${port}`;
  try {
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
