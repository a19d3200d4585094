import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { apiRoot } from '../src/config/env';
import type { DatabaseTarget } from '../src/db/database';

/** A real `tsx src/server.ts` process (one node process: tsx loads as a hook, not a wrapper). */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code (or signal) once the process ended. */
  exited: Promise<number | NodeJS.Signals | null>;
}

/** Environment for a server on `port` storing data in `target`. */
export function serverEnv(
  target: DatabaseTarget,
  port: number,
  extra: Record<string, string> = {},
) {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    ...extra,
  };
  if ('url' in target) env.DATABASE_URL = target.url;
  else if ('pgliteDir' in target) env.PGLITE_DIR = target.pgliteDir;
  return env;
}

/** Spawns the server and waits until GET /api/health answers 200. */
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
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url, output: () => output, exited };
}
