import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { apiRoot } from '../src/config/env';

/** A running test/reverse-proxy-main.ts process. */
export interface ReverseProxy {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a reverse proxy process in front of `upstreams` (round robin), appending the connecting
 * address to X-Forwarded-For. It binds port 0 and reports the port the system chose; resolves
 * once it listens.
 */
export async function startReverseProxy(upstreams: string[]): Promise<ReverseProxy> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/reverse-proxy-main.ts', '0', ...upstreams],
    { cwd: apiRoot, env: { PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /reverse proxy listening on (\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', () => reject(new Error(`reverse proxy exited during start:\n${output}`)));
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
