import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_LIMIT_PER_MINUTE } from '../src/modules/contact/contact.limits';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { ORIGIN, testConfig } from './app';
import type { TestDatabase } from './databases';
import { postgresKind } from './databases';
import type { ReverseProxy } from './reverse-proxy';
import { startReverseProxy } from './reverse-proxy';
import type { ServerProcess } from './server-process';
import { serverEnv, startServer } from './server-process';

const POSTS = 20;

interface Answer {
  status: number;
  upstream: string | undefined;
}

/**
 * POST /api/contact through `url` from the local address `from`, with a forged X-Forwarded-For
 * when given. The whole of 127.0.0.0/8 is the loopback interface: the clients are 127.0.0.2 and
 * 127.0.0.3, distinct from the proxy, which reaches the API from 127.0.0.1.
 */
function postContact(url: string, from: string, forwardedFor?: string): Promise<Answer> {
  const body = JSON.stringify({ name: 'Visitor', email: 'v@example.com', message: 'Hello' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/contact`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: ORIGIN,
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (response) => {
        response.resume();
        response.once('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            upstream: response.headers['x-test-upstream'] as string | undefined,
          }),
        );
      },
    );
    request.once('error', reject);
    request.end(body);
  });
}

/** `POSTS` posts from `from`, each claiming a different client address in X-Forwarded-For. */
async function spoofedBurst(url: string, from: string) {
  const answers: Answer[] = [];
  // One after another: the count of 201s is then exact, whatever the interleaving.
  for (let i = 0; i < POSTS; i++) {
    answers.push(await postContact(url, from, `203.0.113.${i + 1}`));
  }
  return {
    created: answers.filter((a) => a.status === 201).length,
    limited: answers.filter((a) => a.status === 429).length,
    upstreams: new Set(answers.map((a) => a.upstream)),
  };
}

describe('client addresses behind a reverse proxy (PostgreSQL)', () => {
  let store: TestDatabase | undefined;
  const servers: ServerProcess[] = [];
  let app: FastifyInstance | undefined;
  let proxy: ReverseProxy | undefined;

  /**
   * `count` API processes on one fresh PostgreSQL database behind the proxy: the limit must hold
   * across processes, so they are real ones.
   */
  async function startProcesses(count: number, trustProxy: string) {
    store = await postgresKind.create({ open: false });
    const started = await Promise.all(
      Array.from({ length: count }, () =>
        startServer(
          serverEnv(store!.target, {
            RATE_LIMITS: 'on',
            TRUST_PROXY: trustProxy,
          }),
        ),
      ),
    );
    servers.push(...started);
    proxy = await startReverseProxy(started.map((s) => s.url));
    return proxy.url;
  }

  /**
   * One API, built in this process as a server builds it and listening on a real socket behind the
   * proxy: what TRUST_PROXY makes of the header does not need a process of its own.
   */
  async function startOne(trustProxy: string) {
    store = await postgresKind.create();
    app = await buildApp({
      config: testConfig({ RATE_LIMITS: 'on', TRUST_PROXY: trustProxy }),
      database: store.database,
    });
    proxy = await startReverseProxy([await app.listen({ host: '127.0.0.1', port: 0 })]);
    return proxy.url;
  }

  afterEach(async () => {
    await proxy?.stop();
    proxy = undefined;
    await app?.close();
    app = undefined;
    for (const server of servers.splice(0)) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await store?.cleanup();
    store = undefined;
  });

  it('TRUST_PROXY=1 (one proxy): a forged X-Forwarded-For does not escape the limit, which holds across two API processes', async () => {
    const url = await startProcesses(2, '1');
    const forged = await spoofedBurst(url, '127.0.0.2');
    console.info(
      `[trust-proxy] TRUST_PROXY=1, 2 API processes: ${POSTS} posts with forged X-Forwarded-For: ` +
        `${forged.created} created, ${forged.limited} limited, upstreams ${[...forged.upstreams].join(', ')}`,
    );
    // Both processes answered (the proxy alternates), yet together they let through only the
    // limit: with a counter per process, each would have allowed FORM_LIMIT_PER_MINUTE.
    expect(forged.upstreams.size).toBe(2);
    expect(forged).toMatchObject({
      created: FORM_LIMIT_PER_MINUTE,
      limited: POSTS - FORM_LIMIT_PER_MINUTE,
    });
    // Another client machine has a limit of its own: the API sees the real client address, not
    // the proxy's.
    const other = await spoofedBurst(url, '127.0.0.3');
    expect(other).toMatchObject({
      created: FORM_LIMIT_PER_MINUTE,
      limited: POSTS - FORM_LIMIT_PER_MINUTE,
    });
  }, 180_000);

  it("TRUST_PROXY=<the proxy's address> works as TRUST_PROXY=1", async () => {
    const url = await startOne('127.0.0.1/32, ::1');
    expect(await spoofedBurst(url, '127.0.0.2')).toMatchObject({ created: FORM_LIMIT_PER_MINUTE });
    expect(await spoofedBurst(url, '127.0.0.3')).toMatchObject({ created: FORM_LIMIT_PER_MINUTE });
  }, 180_000);

  it('a hop count larger than the real chain trusts what the client wrote (documented: count exactly)', async () => {
    const url = await startOne('2');
    expect(await spoofedBurst(url, '127.0.0.2')).toMatchObject({ created: POSTS });
  }, 180_000);

  it("a list without the proxy's address sees every client as the proxy (one shared limit)", async () => {
    const url = await startOne('10.0.0.0/8');
    const first = await spoofedBurst(url, '127.0.0.2');
    const second = await spoofedBurst(url, '127.0.0.3');
    expect(first.created + second.created).toBe(FORM_LIMIT_PER_MINUTE);
  }, 180_000);
});
