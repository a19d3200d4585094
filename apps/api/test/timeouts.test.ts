import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ORIGIN, testConfig } from './app';
import type { TestDatabase } from './databases';
import { pgliteKind } from './databases';

/** Short timeouts so that a cut-off shows within seconds; the defaults are checked apart. */
const SHORT = { headersMs: 1000, requestMs: 1500, keepAliveMs: 800 };
/**
 * How late a cut-off may come and still be these short timeouts' doing: far below the 30 s
 * defaults and the slow senders' 25 s and more, yet loose enough for a machine so busy that timers
 * fire seconds late (npm test's crowded phase). Only the lower bounds are tight.
 */
const LATE_MS = 12_000;

interface Conversation {
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfterMs: number;
  /** What the server sent (a 408 answer, or nothing). */
  received: string;
  /** Bytes of `bytes` written before the server closed the connection. */
  written: number;
}

/**
 * A raw TCP client that writes `head` at once, then `slow` one byte every `everyMs` (a slow
 * sender), then keeps the connection open; resolves when the server closes it. Rejects after
 * `giveUpMs` with the connection still open.
 */
function slowClient(
  port: number,
  head: string,
  slow: string,
  everyMs: number,
  giveUpMs = LATE_MS + 3000,
) {
  return new Promise<Conversation>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let written = 0;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms, ${written} slow bytes written`));
    }, giveUpMs);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {}); // a reset while writing ends the conversation like a close
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, received, written });
    });
    socket.on('connect', () => {
      if (head) socket.write(head);
      timer = setInterval(() => {
        if (written < slow.length && socket.writable) socket.write(slow[written++]!);
      }, everyMs);
    });
  });
}

describe('timeouts against slow clients (real listening server)', () => {
  let store: TestDatabase | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    store = await pgliteKind.create();
  });
  afterAll(async () => {
    await store?.cleanup();
  });

  async function listen(timeouts?: typeof SHORT) {
    app = await buildApp({
      config: testConfig(),
      database: store!.database,
      ...(timeouts ? { timeouts } : {}),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return address.port;
  }

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('cuts off a client that sends its headers one byte at a time', async () => {
    const port = await listen(SHORT);
    const request = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'x'.repeat(200)}\r\n\r\n`;
    const result = await slowClient(port, '', request, 100);
    expect(result.written).toBeLessThan(request.length);
    expect(result.received).toMatch(/^HTTP\/1\.1 408/);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(SHORT.headersMs - 100);
    expect(result.closedAfterMs).toBeLessThan(LATE_MS);
  });

  it('cuts off a client that sends its body one byte at a time', async () => {
    const port = await listen(SHORT);
    const body = JSON.stringify({
      name: 'Slow',
      email: 'slow@example.com',
      message: 'x'.repeat(300),
    });
    const head =
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${ORIGIN}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    // The headers arrive at once, then a byte of the body every 100 ms: no idle timeout ever
    // fires, only the limit on the whole request can end it.
    const result = await slowClient(port, head, body, 100);
    expect(result.written).toBeLessThan(body.length);
    expect(result.received).toMatch(/^HTTP\/1\.1 408/);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(SHORT.requestMs - 100);
    expect(result.closedAfterMs).toBeLessThan(LATE_MS);
  });

  it('closes an idle kept-alive connection', async () => {
    const port = await listen(SHORT);
    const result = await slowClient(
      port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      '',
      100,
    );
    expect(result.received).toMatch(/^HTTP\/1\.1 200/);
    // Node waits up to a second past keepAliveTimeout (it allows for the client's own timer).
    expect(result.closedAfterMs).toBeLessThan(LATE_MS);
  });

  it('closes a connection that never sends anything', async () => {
    const port = await listen(SHORT);
    const result = await slowClient(port, '', '', 100);
    expect(result.closedAfterMs).toBeLessThan(LATE_MS);
  });

  it('defaults to about 30 seconds for the request, its headers and kept-alive connections', async () => {
    await listen();
    const server = app!.server;
    expect(server.requestTimeout).toBe(30_000);
    expect(server.headersTimeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(30_000);
  });
});
