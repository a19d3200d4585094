// Load generation for the API benchmark: autocannon runs at full speed or at a fixed rate, and
// the contact request every run sends. The paced open-loop generator is in paced-load.ts.
import autocannon from 'autocannon';
import { ORIGIN } from './api-settings';
import type { PacedResult } from './paced-load';

/** Figures of one autocannon run. */
export type LoadFigures = Awaited<ReturnType<typeof cannon>>;

/** What a run sends, and the status every answer must have. */
export interface Target {
  url: string;
  method: 'GET' | 'POST';
  expected: number;
  headers?: Record<string, string>;
  /** One body for every request; `[<id>]` in it becomes a new id per request. */
  body?: string;
  /** Or bodies sent in turn, each serialised once before the run. */
  bodies?: string[];
}

/** The sender's address of every contact message the benchmark posts. */
export const CONTACT_EMAIL = 'load.test@example.com';

/** A valid contact message (the `@eco/shared` schema); `tag` makes each one different. */
export const contactBody = (tag: string) =>
  JSON.stringify({
    name: 'Load Test',
    email: CONTACT_EMAIL,
    subject: 'Benchmark',
    message: `A benchmark message, number ${tag}.`,
  });

export const contactHeaders = { 'content-type': 'application/json', origin: ORIGIN };

// How many different contact messages the full-speed runs cycle through. autocannon serialises
// each one once, as it serialises the bare Fastify run's one request; a body made anew for every
// request (its `[<id>]` replacement) costs the load generator, which shares the machine's two
// cores with the API and PostgreSQL, about 20 µs more CPU per request (bench/README.md).
const CYCLED_BODIES = 1000;

/**
 * POST /api/contact on `base`. `cycled` (the full-speed runs): the load cycles through
 * CYCLED_BODIES different messages. `each new` (the fixed-rate runs, where the load generator's
 * CPU is no limit): every request carries a message of its own.
 */
export const contactTarget = (base: string, bodies: 'cycled' | 'each new'): Target => ({
  url: `${base}/api/contact`,
  method: 'POST',
  expected: 201,
  headers: contactHeaders,
  ...(bodies === 'cycled'
    ? { bodies: Array.from({ length: CYCLED_BODIES }, (_, i) => contactBody(String(i))) }
    : // `[<id>]` becomes a new id per request.
      { body: contactBody('[<id>]') }),
});

/** One autocannon run: as fast as it answers, or at `overallRate` requests per second. */
export async function cannon(
  target: Target,
  options: { connections: number; duration: number; overallRate?: number },
) {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    idReplacement: target.body?.includes('[<id>]') ?? false,
    ...(target.bodies
      ? { requests: target.bodies.map((body) => ({ method: target.method, body })) }
      : {}),
    connections: options.connections,
    duration: options.duration,
    pipelining: 1,
    timeout: 10,
    ...(options.overallRate
      ? {
          overallRate: options.overallRate,
          // autocannon corrects for coordinated omission with an expected interval of
          // ceil(1 / per-connection rate) = 1 ms, which adds L - 1 made-up samples for every
          // latency of L ms; the raw latencies are the honest figure here.
          ignoreCoordinatedOmission: true,
        }
      : {}),
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = stat.count ?? 0;
  }
  const answered = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: answered,
    /** Answers with another status than the expected one (includes non-2xx). */
    unexpected: answered - (statusCodes[target.expected] ?? 0),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    durationSeconds: result.duration,
  };
}

/** A warm-up run whose figures are dropped, then the measured run. */
export async function maxRun(
  label: string,
  target: Target,
  settings: { durationSeconds: number; warmupSeconds: number; connections: number },
): Promise<{ warm: LoadFigures; measured: LoadFigures }> {
  const { durationSeconds: duration, warmupSeconds, connections } = settings;
  console.error(
    `api bench: ${label} (${warmupSeconds} s warm-up, ${duration} s at ${connections} connections)`,
  );
  const warm = await cannon(target, { connections, duration: warmupSeconds });
  const measured = await cannon(target, { connections, duration });
  return { warm, measured };
}

/** Requests that failed: another status than expected, or no answer at all. */
export const failures = (f: LoadFigures | PacedResult) =>
  'unexpected' in f ? f.unexpected + f.errors : f.non2xx + f.errors;
