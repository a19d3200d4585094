// Child processes for the API benchmark: free loopback ports, Node servers that must answer 200
// before the load starts, and a cleanup list that also runs on Ctrl-C.
import { spawn } from 'node:child_process';
import type { ChildProcess, SpawnOptions } from 'node:child_process';

// Free loopback ports come from services.ts, shared with the other benchmarks' stacks.
export { freePort } from './services';

/** Cleanup steps run in reverse order, once, by `run()` or on SIGINT/SIGTERM. */
export class Cleanup {
  private readonly steps: (() => Promise<void>)[] = [];
  private running: Promise<void> | undefined;
  private readonly onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the benchmark's servers`);
    void this.run().finally(() => process.exit(130));
  };

  constructor() {
    process.once('SIGINT', this.onSignal);
    process.once('SIGTERM', this.onSignal);
  }

  defer(step: () => Promise<void>): void {
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

/** A spawned process with the tail of its output. */
export interface Child {
  process: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Spawns a process, keeping the last 20 KB of its stdout and stderr. */
export function spawnChild(command: string, args: string[], options: SpawnOptions): Child {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  // A failed spawn (missing binary) shows up as exitCode checks failing in the waiters.
  child.on('error', (error) => collect(Buffer.from(`spawn failed: ${error.message}\n`)));
  return { process: child, output: () => output, stop: (signal) => stopProcess(child, signal) };
}

/** Sends `signal` (SIGTERM by default), then SIGKILL if the process is still there after 10 s. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Polls `url` until it answers 200; fails early when the child exits or after `timeoutMs`. */
export async function waitForOk(url: string, child: Child, name: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(`${name} exited during start:\n${child.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${name} did not answer 200 on ${url} within ${timeoutMs / 1000} s:\n${child.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
