// pgbench running the contact route's own INSERT against the benchmark's PostgreSQL server: the
// database's side of the "HTTP + insert" bound (bench/README.md). Same statement text (taken from
// the contact repository), sent as a prepared statement with parameters as the API sends it, one
// statement per transaction (no BEGIN, as the API), the same server and its durability settings,
// and as many clients as the load generator has connections.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PostgresServer } from '../../apps/api/test/postgres-server';
import { contactInsertStatement } from '../../apps/api/src/modules/contact/contact.repository';

/** The sender's address of pgbench's rows, to tell them from the API's. */
export const PGBENCH_EMAIL = 'load.test@example.org';

// pgbench cannot make a UUID, so the id is drawn by the server; the other values are the
// parameters of the benchmark's contact messages (bench/support/api-load.ts).
const VALUES: Record<string, string> = {
  name: 'Load Test',
  email: PGBENCH_EMAIL,
  subject: 'Benchmark',
  message: 'A benchmark message, number 1000000.',
};

export interface PgbenchFigures {
  tps: number;
  latencyAverageMs: number;
  transactions: number;
  failed: number;
  clients: number;
  durationSeconds: number;
  script: string;
}

/** The pgbench script: the contact INSERT with each `$n` as a pgbench variable. */
export function pgbenchScript(): { script: string; defines: string[] } {
  const { sql, placeholders } = contactInsertStatement();
  const defines: string[] = [];
  const script = sql.replace(/\$(\d+)/g, (_, n: string) => {
    const name = placeholders[Number(n) - 1];
    if (name === 'id') return 'gen_random_uuid()';
    if (name === 'createdAt') {
      defines.push(`createdAt=${new Date().toISOString()}`);
      return ':createdAt';
    }
    const value = name === undefined ? undefined : VALUES[name];
    if (value === undefined) throw new Error(`pgbench: no value for the contact insert's $${n}`);
    defines.push(`${name}=${value}`);
    return `:${name}`;
  });
  return { script: `${script};\n`, defines };
}

/** Runs pgbench for `durationSeconds` with `clients` connections; throws when it fails. */
export async function runPgbench(
  server: PostgresServer,
  options: { clients: number; durationSeconds: number },
): Promise<PgbenchFigures> {
  const { script, defines } = pgbenchScript();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eco-bench-pgbench-'));
  try {
    const file = path.join(dir, 'contact-insert.sql');
    await writeFile(file, script);
    const url = new URL(server.url);
    const args = [
      '--no-vacuum',
      '--protocol=prepared',
      `--client=${options.clients}`,
      '--jobs=1',
      `--time=${Math.max(1, Math.round(options.durationSeconds))}`,
      `--file=${file}`,
      ...defines.map((d) => `--define=${d}`),
      `--host=${url.hostname}`,
      `--port=${url.port}`,
      `--username=${url.username}`,
      url.pathname.slice(1),
    ];
    const { stdout } = await promisify(execFile)(path.join(server.binDir, 'pgbench'), args, {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', LC_ALL: 'C' },
      maxBuffer: 1 << 20,
    });
    const figure = (pattern: RegExp) => {
      const match = pattern.exec(stdout);
      if (!match?.[1]) throw new Error(`pgbench: ${String(pattern)} not in its output:\n${stdout}`);
      return Number(match[1]);
    };
    return {
      tps: Math.round(figure(/^tps = ([\d.]+)/m)),
      latencyAverageMs: figure(/^latency average = ([\d.]+) ms/m),
      transactions: figure(/^number of transactions actually processed: (\d+)/m),
      failed: figure(/^number of failed transactions: (\d+)/m),
      clients: options.clients,
      durationSeconds: options.durationSeconds,
      script: script.trim(),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
