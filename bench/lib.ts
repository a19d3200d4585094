// Shared shape of every benchmark in bench/: each module's default export runs one benchmark
// and returns its figures; bench/run.ts runs them in turn and prints one JSON document and a
// readable table. Each module can also run alone: `npx tsx bench/<name>.ts`.
import { fileURLToPath } from 'node:url';

/** One row of the readable table: a measured figure, its goal and whether the goal is met. */
export interface BenchRow {
  metric: string;
  value: string;
  goal?: string;
  /** Omitted when the figure has no goal. */
  ok?: boolean;
}

/** What a benchmark returns: machine-readable figures and the rows of the readable table. */
export interface BenchResult {
  name: string;
  figures: Record<string, unknown>;
  rows: BenchRow[];
}

export type Bench = () => Promise<BenchResult>;

/** The repository root (bench/..). */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Prints the rows of one or more results as an aligned text table. */
export function formatTable(results: BenchResult[]): string {
  const lines: string[] = [];
  for (const result of results) {
    const rows = result.rows;
    const w0 = Math.max(6, ...rows.map((r) => r.metric.length));
    const w1 = Math.max(5, ...rows.map((r) => r.value.length));
    lines.push(`\n${result.name}`);
    lines.push(`  ${'metric'.padEnd(w0)}  ${'value'.padEnd(w1)}  goal`);
    for (const r of rows) {
      const verdict = r.ok === undefined ? '' : r.ok ? '  ok' : '  MISSED';
      lines.push(`  ${r.metric.padEnd(w0)}  ${r.value.padEnd(w1)}  ${r.goal ?? ''}${verdict}`);
    }
  }
  return lines.join('\n');
}

/**
 * Benchmark `name`, whose `measure` gives its rows and figures (to which the machine is added).
 * It runs at once when its module (`moduleUrl`) is the entry point: it prints the table on stderr
 * and the JSON document on stdout, so `npx tsx bench/x.ts > x.json` keeps only the JSON.
 */
export async function defineBench(
  moduleUrl: string,
  name: string,
  measure: () => Promise<Omit<BenchResult, 'name'>>,
): Promise<Bench> {
  const bench: Bench = async () => {
    const { figures, rows } = await measure();
    return { name, figures: { machine: await machine(), ...figures }, rows };
  };
  if (process.argv[1] === fileURLToPath(moduleUrl)) {
    const result = await bench();
    console.error(formatTable([result]));
    process.stdout.write(`${JSON.stringify({ [name]: result.figures }, null, 2)}\n`);
  }
  return bench;
}

/**
 * Environment variable `name` as a number from `min` to `max`, a whole one unless `whole` is
 * false; `fallback` when unset.
 */
export function numberEnv(name: string, fallback: number, min: number, max: number, whole = true) {
  const raw = process.env[name] ?? String(fallback);
  const value = Number(raw);
  if (!(whole ? Number.isInteger(value) : Number.isFinite(value)) || value < min || value > max) {
    const kind = whole ? 'whole number' : 'number';
    throw new Error(`${name} must be a ${kind} from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Environment of the machine a run was made on, printed with the figures. */
export async function machine(): Promise<Record<string, unknown>> {
  const os = await import('node:os');
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    cpu: `${cpus.length} x ${cpus[0]?.model ?? 'unknown'}`,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  };
}
