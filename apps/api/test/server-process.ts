import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { apiRoot } from '../src/config/env';
import type { DatabaseTarget } from '../src/db/database';
import { startLineAddress } from '../src/start-line';

/** A real `tsx src/server.ts` process (one node process: tsx loads as a hook, not a wrapper). */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code (or signal) once the process ended. */
  exited: Promise<number | NodeJS.Signals | null>;
}

/** Environment for a server storing data in `target`, on a port the system picks (PORT=0). */
export function serverEnv(target: DatabaseTarget, extra: Record<string, string> = {}) {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    // The start line, which names the address bound (the only way to learn a PORT=0 port), is
    // written at any level (src/server.ts); the request logs of a thousand posts are not.
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    ...extra,
  };
  if ('url' in target) env.DATABASE_URL = target.url;
  else if ('pgliteDir' in target) env.PGLITE_DIR = target.pgliteDir;
  // Without either, the server would open its default folder (apps/api/data, a developer's own).
  else throw new Error('a spawned server needs a database it can find: create it with open: false');
  return env;
}

/**
 * Spawns the server, reads the address it bound from its start line, and waits until
 * GET /api/health answers 200.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const deadline = Date.now() + 60_000;
  let url: string | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output}`);
    url ??= startLineAddress.exec(output)?.[1];
    if (url && (await healthy(url))) return { child, url, output: () => output, exited };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function healthy(url: string) {
  try {
    return (await fetch(`${url}/api/health`)).status === 200;
  } catch {
    return false; // not answering yet
  }
}
