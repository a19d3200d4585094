// pgbench running the contact route's INSERT against the benchmark's PostgreSQL server: the
// database's side of the "HTTP + insert" bound (bench/README.md). The statement drizzle prepares
// for a contact message (apps/api contact.repository.ts), sent as a prepared statement with
// parameters as the API sends it, one statement per transaction (no BEGIN, as the API), the same
// server and its durability settings, and as many clients as the load generator has connections.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PostgresServer } from '@eco/api/postgres-server';

/** The sender's address of pgbench's rows, to tell them from the API's. */
export const PGBENCH_EMAIL = 'load.test@example.org';

// drizzle's text for the contact insert (every column, `default` for those it leaves out): pgbench cannot make a UUID, so the id
// is drawn by the server; the other parameters are pgbench variables with the values of the
// benchmark's contact messages (bench/support/api-load.ts). A statement that no longer fits the
// table fails pgbench, and with it the benchmark.
const CONTACT_INSERT =
  'insert into "contact_messages" ("id", "name", "email", "subject", "message", "created_at", "handled_at", "handled_by") ' +
  'values (gen_random_uuid(), :name, :email, :subject, :message, :createdAt, default, default)';

export type PgbenchFigures = Awaited<ReturnType<typeof runPgbench>>;

/** The pgbench script and its variables. */
export function pgbenchScript(): { script: string; defines: string[] } {
  const values = {
    name: 'Load Test',
    email: PGBENCH_EMAIL,
    subject: 'Benchmark',
    message: 'A benchmark message, number 1000000.',
    createdAt: new Date().toISOString(),
  };
  return {
    script: `${CONTACT_INSERT};\n`,
    defines: Object.entries(values).map(([name, value]) => `${name}=${value}`),
  };
}

/** Runs pgbench for `durationSeconds` with `clients` connections; throws when it fails. */
export async function runPgbench(
  server: PostgresServer,
  options: { clients: number; durationSeconds: number },
) {
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
