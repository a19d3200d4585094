// Child processes, ports and cleanup of a benchmark: every service runs in its own process group
// so that stopping it also stops what npx/tsx started beneath it, and nothing outlives the run.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * Ports a benchmark must never take: the product (`npm start`: site, API, chain, indexer, mail
 * catcher), the browser tests, and the browser tests of the other checkout (offset 100), even
 * when they are not running right now. The browser tests keep their stack in 18000-18999.
 */
const reservedPorts = new Set([8545, 8787, 5173, 42069, 1025, 1080, 4173, 4273]);
const isReserved = (port: number) => reservedPorts.has(port) || (port >= 18_000 && port < 19_000);

/** A loopback TCP port that is free right now and not one of the reserved ones. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.unref();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() =>
          address && typeof address === 'object'
            ? resolve(address.port)
            : reject(new Error('could not determine a free port')),
        );
      });
    });
    if (!isReserved(port)) return port;
  }
  throw new Error('no free loopback port outside the reserved ones after 20 attempts');
}

/** A running child process group. */
export interface Service {
  name: string;
  /** Resolves with the exit code (null when killed by a signal) once the leader exited. */
  exited: Promise<number | null>;
  /** The last lines the process wrote, for error messages. */
  output(): string;
  /** SIGTERM to the whole group, SIGKILL after `graceMs`; resolves once the leader exited. */
  stop(graceMs?: number): Promise<void>;
}

/** Starts `command args` in its own process group (its output is kept, not shown). */
export function startService(
  name: string,
  command: string,
  args: string[],
  // inheritEnv false: `env` is all the service sees, nothing of this process's environment.
  options: { cwd: string; env?: NodeJS.ProcessEnv; inheritEnv?: boolean },
): Service {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.inheritEnv === false ? options.env : { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${name}: could not start ${command}`);
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-6000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // the group is gone already
    }
  };
  // Even if this process dies without stopping the service, the group must not keep running.
  const killOnExit = () => killGroup('SIGKILL');
  process.once('exit', killOnExit);
  let stopping: Promise<void> | undefined;
  const stop = (graceMs = 5_000) =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        killGroup('SIGTERM');
        const timer = setTimeout(() => killGroup('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      // Grandchildren still running after their leader exited.
      killGroup('SIGKILL');
      process.removeListener('exit', killOnExit);
    })());
  return { name, exited, output: () => tail, stop };
}

/** Runs `command args` to completion; rejects with the end of its output when it fails. */
export async function run(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<void> {
  const service = startService(name, command, args, options);
  const timeoutMs = options.timeoutMs ?? 300_000;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const code = await Promise.race([service.exited, timedOut]);
    if (code === 'timeout') throw new Error(`${name} took longer than ${timeoutMs} ms`);
    if (code !== 0) throw new Error(`${name} failed (exit code ${code})\n${service.output()}`);
  } finally {
    clearTimeout(timer);
    await service.stop(1_000);
  }
}

/**
 * A service started on port 0 prints the address it bound: reads it from the service's output
 * (the first group of `printed`) and polls it (at `path`) until it answers 2xx, the service exits,
 * or `timeoutMs` passes; returns the address.
 */
export async function waitForUrl(
  printed: RegExp,
  service: Service,
  timeoutMs = 60_000,
  path = '',
): Promise<string> {
  let exited = false;
  void service.exited.then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  let address: string | undefined;
  while (Date.now() < deadline) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- `exited` is set by the callback above while this loop waits.
    if (exited) {
      throw new Error(
        `${service.name} exited before ${address ?? 'its address'}${path} answered\n${service.output()}`,
      );
    }
    address ??= printed.exec(service.output())?.[1];
    if (address !== undefined) {
      try {
        const res = await fetch(`${address}${path}`, { signal: AbortSignal.timeout(2_000) });
        if (res.ok) return address;
      } catch {
        // not listening yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `${service.name}: ${address ?? 'its address'}${path} did not answer within ${timeoutMs} ms\n${service.output()}`,
  );
}

/** Cleanup steps run in reverse order, once, by `run()` or on SIGINT/SIGTERM. */
export class Cleanup {
  private readonly steps: (() => Promise<void> | void)[] = [];
  private running: Promise<void> | undefined;
  // Ctrl-C or a kill would end this process without running `finally` blocks.
  private readonly onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the benchmark's servers`);
    void this.run().finally(() => process.exit(130));
  };

  constructor() {
    process.once('SIGINT', this.onSignal);
    process.once('SIGTERM', this.onSignal);
  }

  defer(step: () => Promise<void> | void): void {
    this.steps.push(step);
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      process.off('SIGINT', this.onSignal);
      process.off('SIGTERM', this.onSignal);
      for (const step of this.steps.reverse()) {
        try {
          await step();
        } catch (error) {
          console.error('cleanup step failed:', error);
        }
      }
    })();
    return this.running;
  }
}

/** Runs `use` with a new Cleanup and runs that cleanup afterwards, also on failure. */
export async function withCleanup<T>(use: (cleanup: Cleanup) => Promise<T>): Promise<T> {
  const cleanup = new Cleanup();
  try {
    return await use(cleanup);
  } finally {
    await cleanup.run();
  }
}
