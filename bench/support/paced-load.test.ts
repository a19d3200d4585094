import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pacedLoad, percentile } from './paced-load';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A loopback server answering each request with `answer(i)` after `delayMs`. */
async function server(answer: (i: number) => number, delayMs: number, serial = false) {
  let count = 0;
  let queue = Promise.resolve();
  const s = http.createServer((req, res) => {
    const status = answer(count++);
    req.resume();
    const reply = () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          res.writeHead(status).end('{}');
          resolve();
        }, delayMs),
      );
    // serial: one request at a time, like a store that cannot work in parallel.
    if (serial) queue = queue.then(reply);
    else void reply();
  });
  servers.push(s);
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 1)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('pacedLoad', () => {
  it('sends rate x duration requests and counts latency from their due time', async () => {
    const origin = await server(() => 201, 20);
    const bodies: string[] = [];
    const result = await pacedLoad({
      origin,
      rate: 100,
      durationSeconds: 1,
      connections: 20,
      request: (i) => {
        const body = JSON.stringify({ i });
        bodies.push(body);
        return { method: 'POST', path: '/x', body };
      },
    });
    expect(result.sent).toBe(100);
    expect(new Set(bodies).size).toBe(100);
    expect(result.statusCodes).toEqual({ 201: 100 });
    expect(result.non2xx + result.errors).toBe(0);
    expect(result.p50Ms).toBeGreaterThanOrEqual(19);
    // Paced, not a burst: all 100 answered within a few ms would be thousands a second. A lower
    // bound would only measure how busy the machine is (44/s was seen on a loaded CI run).
    expect(result.achievedRate).toBeGreaterThan(0);
    expect(result.achievedRate).toBeLessThanOrEqual(100);
    expect(result.sendLagP99Ms).toBeGreaterThanOrEqual(0);
    expect(result.sendLagP99Ms).toBeLessThan(result.p99Ms);
  });

  it('counts non-2xx answers and refused connections', async () => {
    const origin = await server((i) => (i % 4 === 0 ? 500 : 200), 0);
    const result = await pacedLoad({
      origin,
      rate: 200,
      durationSeconds: 0.5,
      connections: 10,
      request: () => ({ method: 'GET', path: '/' }),
    });
    expect(result.non2xx).toBe(25);
    expect(result.statusCodes).toEqual({ 200: 75, 500: 25 });

    const closed = await server(() => 200, 0);
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
    const refused = await pacedLoad({
      origin: closed,
      rate: 100,
      durationSeconds: 0.1,
      connections: 5,
      request: () => ({ method: 'GET', path: '/' }),
    });
    expect(refused.errors).toBe(10);
    expect(refused.achievedRate).toBe(0);
  });

  it('shows a server that falls behind the rate as growing latency', async () => {
    // 50 answers per second at most, asked for 100: the last requests wait about half a second.
    const origin = await server(() => 200, 20, true);
    const result = await pacedLoad({
      origin,
      rate: 100,
      durationSeconds: 1,
      connections: 50,
      request: () => ({ method: 'GET', path: '/' }),
    });
    expect(result.p99Ms).toBeGreaterThan(400);
    expect(result.achievedRate).toBeLessThan(60);
  });
});
