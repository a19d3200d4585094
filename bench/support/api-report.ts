// The API benchmark's readable rows: one per measured run, the contact write's share of the
// HTTP + insert bound, and the goals the figures are held to (health against contact, p99 at a rate).
import type { BenchRow } from '../lib';
import { failures } from './api-load';
import type { LoadFigures } from './api-load';
import type { PgbenchFigures } from './api-pgbench';
import type { BoundRound, RoundsSummary } from './api-rounds';
import type { Settings } from './api-settings';
import { P99_GOAL_MS } from './api-settings';
import type { PacedResult } from './paced-load';

export const count = (n: number) => Math.round(n).toLocaleString('en-US');
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
// autocannon keeps whole milliseconds, rounded down.
const wholeMs = (n: number) => (n === 0 ? '<1' : `${n}`);

/** A row for an autocannon run; with `rate`, the run must also have answered that rate. */
export function loadRow(metric: string, f: LoadFigures, expected: number, rate?: number): BenchRow {
  const failed = failures(f);
  return {
    metric,
    value:
      `${count(f.reqPerSec)} req/s, p50 ${wholeMs(f.p50Ms)} ms, p99 ${wholeMs(f.p99Ms)} ms` +
      (failed ? `, ${count(failed)} of ${count(f.requests + f.errors)} failed` : ''),
    goal: `every answer ${expected}` + (rate ? `, ${rate} req/s kept` : ''),
    ok: failed === 0 && f.requests > 0 && (rate === undefined || f.reqPerSec >= 0.95 * rate),
  };
}

/** A row for a paced run; with a `goal`, its p99 must also stay under P99_GOAL_MS. */
export function pacedRow(metric: string, f: PacedResult, goal?: string): BenchRow {
  const failed = failures(f);
  const keptUp = f.achievedRate >= 0.95 * f.rate;
  return {
    metric,
    value:
      `p50 ${f.p50Ms.toFixed(1)} ms, p99 ${f.p99Ms.toFixed(1)} ms, max ${f.maxMs.toFixed(1)} ms` +
      // Worth knowing only when the load generator itself could not send on time.
      (f.sendLagP99Ms >= 5 ? ` (sent up to ${f.sendLagP99Ms.toFixed(0)} ms late)` : '') +
      (keptUp ? '' : `, only ${count(f.achievedRate)} req/s answered`) +
      (failed ? `, ${count(failed)} of ${count(f.sent)} failed` : ''),
    goal: goal ?? `every answer 201, ${f.rate} req/s kept`,
    ok: failed === 0 && keptUp && (goal === undefined || f.p99Ms < P99_GOAL_MS),
  };
}

/** A row for pgbench's run of the contact INSERT. */
export function pgbenchRow(metric: string, f: PgbenchFigures): BenchRow {
  return {
    metric,
    value:
      `${count(f.tps)} tps, latency average ${f.latencyAverageMs.toFixed(1)} ms` +
      (f.failed ? `, ${count(f.failed)} failed` : ''),
    goal: 'no failed transaction',
    ok: f.failed === 0 && f.transactions > 0,
  };
}

/**
 * What a contact write can reach at most when it costs one HTTP exchange (the bare Fastify
 * server's rate) plus one INSERT (pgbench's rate), one after the other: the harmonic bound
 * 1 / (1/bare + 1/insert). Contact's share of it is what the API's own work leaves.
 */
export function boundFigures(bare: number, pgbenchTps: number, contact: number) {
  const bound = 1 / (1 / bare + 1 / pgbenchTps);
  return { bound: Math.round(bound), share: contact / bound };
}

/**
 * Contact's share of the bound, the median of the rounds' shares (bench/support/api-rounds.ts):
 * printed, not held to a goal, because on two cores the load generator competes with the server
 * and PostgreSQL and the share swings with the machine (bench/README.md).
 */
export function shareRow(summary: RoundsSummary): BenchRow {
  const { share, contact, bound } = summary;
  return {
    metric: 'contact on PostgreSQL / HTTP + insert bound (median of the rounds)',
    value:
      `${percent(share.median)} (rounds ${percent(share.min)} to ${percent(share.max)}; ` +
      `median contact ${count(contact.median)}, median bound ${count(bound.median)} req/s)`,
  };
}

/** The rounds' runs: per round, bare Fastify, pgbench, the bound and contact. */
export function roundRows(rounds: readonly BoundRound[], settings: Settings): BenchRow[] {
  return rounds.flatMap((r, i) => [
    loadRow(`round ${i + 1}: bare Fastify GET /`, r.bare, 200),
    pgbenchRow(
      `round ${i + 1}: pgbench, the contact INSERT, ${settings.connections} clients`,
      r.pgbench,
    ),
    loadRow(`round ${i + 1}: contact on PostgreSQL`, r.contact, 201),
    {
      metric: `round ${i + 1}: contact / (1/(1/bare + 1/pgbench))`,
      value: `${percent(r.share)} (${count(r.contact.reqPerSec)} / ${count(r.bound)} req/s)`,
    },
  ]);
}

/** GET /api/health (one SELECT 1) must not be slower than the contact write (one INSERT). */
export function healthRow(health: LoadFigures, contactReqPerSec: number): BenchRow {
  return {
    metric: 'health / contact on PostgreSQL (median of the rounds)',
    value: `${count(health.reqPerSec)} / ${count(contactReqPerSec)} req/s`,
    goal: 'health not slower',
    ok: failures(health) === 0 && health.reqPerSec >= contactReqPerSec,
  };
}
