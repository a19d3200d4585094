// Settings of the API benchmark (bench/api.ts): BENCH_* variables, checked before anything starts
// (their meaning: bench/README.md), and the goal the figures are held to.

/** Any origin works as long as WEB_ORIGINS lists it: the CSRF check compares the Origin header. */
export const ORIGIN = 'http://127.0.0.1:5173';

/** p99 of contact on PostgreSQL at the paced rate must stay under this. */
export const P99_GOAL_MS = 30;

/** Settings of a run, from BENCH_* variables. */
export function readSettings(env = process.env) {
  const problems: string[] = [];
  const number = (name: string, fallback: number, integer = false) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
      problems.push(`${name} must be a ${integer ? 'whole ' : ''}number above 0, got "${raw}"`);
    }
    return value;
  };
  const choice = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      problems.push(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
    }
    return raw as T;
  };
  const durationSeconds = number('BENCH_DURATION', 10);
  const settings = {
    durationSeconds,
    warmupSeconds: number('BENCH_WARMUP', 2),
    connections: number('BENCH_CONNECTIONS', 50, true),
    rounds: number('BENCH_ROUNDS', 3, true),
    apiPool: number('BENCH_API_POOL', 25, true),
    rate: number('BENCH_RATE', 500, true),
    rateDurationSeconds: number('BENCH_RATE_DURATION', durationSeconds),
    rateConnections: number('BENCH_RATE_CONNECTIONS', 10, true),
    postgresFsync: choice('BENCH_PG_FSYNC', ['on', 'off'], 'on'),
    logLevel: choice('BENCH_LOG_LEVEL', ['silent', 'error', 'warn', 'info'], 'warn'),
  };
  if (problems.length > 0)
    throw new Error(`Invalid benchmark settings:\n  ${problems.join('\n  ')}`);
  return settings;
}

export type Settings = ReturnType<typeof readSettings>;
