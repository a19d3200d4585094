// Open-loop load at an even rate. autocannon's `overallRate` gives each connection a budget per
// second that it spends back to back at the start of the second, so "500 req/s" arrives as
// bursts and its latency mostly measures the burst. Here request i is due at start + i / rate
// whatever the answers do, and its latency counts from that due time: a server (or a client
// queue) that falls behind shows up in the figures instead of slowing the load down.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One request to send: method, path (with query), headers and optional body. */
interface PacedRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface PacedOptions {
  /** Origin of the server, e.g. http://127.0.0.1:1234. */
  origin: string;
  /** Requests per second. */
  rate: number;
  durationSeconds: number;
  /** Keep-alive sockets at most; requests due while all are busy wait in the client's queue. */
  connections: number;
  /** Builds request number `i` (vary the body here when the server refuses duplicates). */
  request(i: number): PacedRequest;
  /** A request without an answer after this long counts as an error. */
  timeoutMs?: number;
}

/** Outcome of a paced run; latencies in milliseconds from each request's due time. */
export type PacedResult = Awaited<ReturnType<typeof pacedLoad>>;

/** The nearest-rank percentile `p` (0-100] of ascending `sorted`; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** Sends `rate` requests per second for `durationSeconds` and waits for every answer. */
export async function pacedLoad(options: PacedOptions) {
  const { origin, rate, durationSeconds, connections } = options;
  if (!(rate > 0) || !(durationSeconds > 0) || !(connections >= 1)) {
    throw new Error('pacedLoad needs a rate, a duration and connections above 0');
  }
  const timeoutMs = options.timeoutMs ?? 10_000;
  const total = Math.max(1, Math.round(rate * durationSeconds));
  const interval = 1000 / rate;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const sendLags: number[] = [];
  const statusCodes: Record<string, number> = {};
  let non2xx = 0;
  let errors = 0;
  let lastAnswer = 0;

  const send = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      sendLags.push(performance.now() - due);
      const { method, path, headers, body } = options.request(i);
      let settled = false;
      const finish = (status: number | undefined) => {
        if (settled) return;
        settled = true;
        const now = performance.now();
        lastAnswer = Math.max(lastAnswer, now);
        if (status === undefined) {
          errors += 1;
        } else {
          statusCodes[status] = (statusCodes[status] ?? 0) + 1;
          if (status < 200 || status > 299) non2xx += 1;
          latencies.push(now - due);
        }
        resolve();
      };
      const req = http.request(new URL(path, origin), {
        method,
        agent,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        timeout: timeoutMs,
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => finish(res.statusCode));
        res.on('error', () => finish(undefined));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => finish(undefined));
      req.end(body);
    });

  const start = performance.now();
  const answers: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      while (answers.length < due) {
        const i = answers.length;
        answers.push(send(i, start + i * interval));
      }
      if (answers.length >= total) return resolve();
      setTimeout(tick, Math.max(0, start + answers.length * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(answers);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  sendLags.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const elapsedSeconds = Math.max(lastAnswer - start, total * interval) / 1000;
  return {
    rate,
    durationSeconds,
    sent: total,
    /** Answered requests per second over the whole run (until the last answer). */
    achievedRate: round((total - errors) / elapsedSeconds),
    non2xx,
    errors,
    statusCodes,
    p50Ms: round(percentile(latencies, 50)),
    p90Ms: round(percentile(latencies, 90)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? Number.NaN),
    /**
     * How late requests left this process (p99, ms): when high, the load generator itself was
     * short of CPU and part of the latency above is the client's, not the server's.
     */
    sendLagP99Ms: round(percentile(sendLags, 99)),
  };
}
