import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { e2ePorts } from './ports';

/**
 * A JSON-RPC proxy in front of the e2e anvil. The site is built to read the chain through it
 * (VITE_RPC_URLS=31337=http://127.0.0.1:18546) so tests can count what the site asks for.
 *
 * It also hosts the chain lock (see acquireChainLock): serve-chain.ts is the one process every
 * Playwright worker shares, so it is where workers can agree on who may change global state.
 */

/** What the proxy counted: RPC POSTs (a batch is one) and JSON-RPC calls by method. */
export interface RpcCounts {
  httpRequests: number;
  calls: Record<string, number>;
}

/** Header a page route adds to the site's RPC requests so one test can count only its own. */
export const rpcTagHeader = 'x-eco-rpc-tag';

/** Base URL of the proxy the e2e build talks to. */
export const rpcProxyUrl = `http://127.0.0.1:${e2ePorts.rpcProxy}`;

/** A running proxy. */
export interface RpcProxy {
  /** Where it listens: the port it was given, or the one the system chose for port 0. */
  url: string;
  close(): Promise<void>;
}

type LockMode = 'shared' | 'exclusive';
interface LockWaiter {
  mode: LockMode;
  holder: string;
  grant: (token: string) => void;
}
interface LockHold {
  mode: LockMode;
  holder: string;
  timer: NodeJS.Timeout;
}

/** A hold is dropped after this long, so a crashed worker cannot block the run for good. */
const lockTtlMs = 120_000;

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  // Tests that stand for a client's address set X-Forwarded-For on all their page's requests
  // (setExtraHTTPHeaders), the site's RPC reads included.
  'access-control-allow-headers': `content-type, ${rpcTagHeader}, x-forwarded-for`,
  // Long enough that the browser sends one preflight per test, not one per read.
  'access-control-max-age': '600',
};

function emptyCounts(): RpcCounts {
  return { httpRequests: 0, calls: {} };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...corsHeaders, 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function methodsOf(body: Buffer): string[] {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    const calls = Array.isArray(parsed) ? parsed : [parsed];
    return calls.map((call) =>
      call && typeof call === 'object' && typeof (call as { method?: unknown }).method === 'string'
        ? (call as { method: string }).method
        : '(invalid)',
    );
  } catch {
    return ['(unparsable)'];
  }
}

/**
 * Starts the counting proxy on 127.0.0.1:`port` (0: a port the system chooses, read back into
 * `url`, so no other process can take it between choosing and binding), forwarding JSON-RPC
 * POSTs to `target`.
 */
export function startRpcProxy(options: {
  target: string;
  port: number;
  host?: string;
}): Promise<RpcProxy> {
  const host = options.host ?? '127.0.0.1';
  const total = emptyCounts();
  const byTag = new Map<string, RpcCounts>();

  const holds = new Map<string, LockHold>();
  const queue: LockWaiter[] = [];
  // First come, first served: a waiting exclusive request holds back later shared ones, so a
  // test that needs the chain to itself is not starved by the stream of ordinary tests.
  const pump = () => {
    while (queue.length > 0) {
      const next = queue[0]!;
      const modes = [...holds.values()].map((hold) => hold.mode);
      const free = next.mode === 'exclusive' ? modes.length === 0 : !modes.includes('exclusive');
      if (!free) return;
      queue.shift();
      const token = randomUUID();
      const timer = setTimeout(() => {
        console.warn(`chain lock of ${next.holder} expired after ${lockTtlMs} ms`);
        holds.delete(token);
        pump();
      }, lockTtlMs);
      timer.unref();
      holds.set(token, { mode: next.mode, holder: next.holder, timer });
      next.grant(token);
    }
  };

  const count = (counts: RpcCounts, methods: string[]) => {
    counts.httpRequests += 1;
    for (const method of methods) counts.calls[method] = (counts.calls[method] ?? 0) + 1;
  };

  const forward = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const methods = methodsOf(body);
    count(total, methods);
    const tag = req.headers[rpcTagHeader];
    if (typeof tag === 'string' && tag) {
      const counts = byTag.get(tag) ?? emptyCounts();
      byTag.set(tag, counts);
      count(counts, methods);
    }
    try {
      const upstream = await fetch(options.target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body.toString('utf8'),
      });
      res.writeHead(upstream.status, { ...corsHeaders, 'content-type': 'application/json' });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    } catch (error) {
      sendJson(res, 502, {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32603, message: `RPC proxy: anvil unreachable (${String(error)})` },
      });
    }
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    const tag = url.searchParams.get('tag') ?? undefined;
    const route = `${req.method} ${url.pathname}`;
    const handle = async () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, corsHeaders);
        res.end();
      } else if (route === 'GET /health') {
        sendJson(res, 200, { ok: true });
      } else if (route === 'GET /__counts') {
        sendJson(res, 200, tag ? (byTag.get(tag) ?? emptyCounts()) : total);
      } else if (route === 'POST /__reset') {
        if (tag) byTag.delete(tag);
        else {
          Object.assign(total, emptyCounts());
          byTag.clear();
        }
        sendJson(res, 200, { ok: true });
      } else if (route === 'POST /__lock') {
        const mode = url.searchParams.get('mode');
        if (mode !== 'shared' && mode !== 'exclusive') {
          sendJson(res, 400, { error: 'mode must be shared or exclusive' });
          return;
        }
        const waiter: LockWaiter = {
          mode,
          holder: url.searchParams.get('holder') ?? 'unknown',
          grant: (token) => sendJson(res, 200, { token }),
        };
        // A worker that dies while waiting must not be granted (and never release) the lock.
        res.on('close', () => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          pump();
        });
        queue.push(waiter);
        pump();
      } else if (route === 'POST /__unlock') {
        const token = url.searchParams.get('token') ?? '';
        const hold = holds.get(token);
        if (hold) clearTimeout(hold.timer);
        holds.delete(token);
        pump();
        sendJson(res, 200, { ok: Boolean(hold) });
      } else if (route === 'GET /__locks') {
        sendJson(res, 200, {
          holds: [...holds.values()].map(({ mode, holder }) => ({ mode, holder })),
          waiting: queue.map(({ mode, holder }) => ({ mode, holder })),
        });
      } else if (req.method === 'POST') {
        await forward(req, res);
      } else {
        sendJson(res, 404, { error: `no route ${route}` });
      }
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(error) });
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve({
        url: `http://${host}:${(server.address() as AddressInfo).port}`,
        close: () =>
          new Promise<void>((done) => {
            for (const hold of holds.values()) clearTimeout(hold.timer);
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

async function control(base: string, path: string, init?: RequestInit): Promise<unknown> {
  const res = await fetch(`${base}${path}`, init);
  if (!res.ok) throw new Error(`RPC proxy ${path}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

function tagQuery(tag?: string): string {
  return tag ? `?tag=${encodeURIComponent(tag)}` : '';
}

/** The counts of the proxy at `proxyUrl` (the browser tests': rpcProxyUrl; a benchmark's own). */
export function proxyCounts(proxyUrl: string) {
  return {
    /** What the proxy counted since the last reset: everything, or only requests tagged `tag`. */
    rpcCounts: async (tag?: string): Promise<RpcCounts> =>
      (await control(proxyUrl, `/__counts${tagQuery(tag)}`)) as RpcCounts,
    /** Zeroes the counts of `tag`, or every count when no tag is given. */
    resetRpcCounts: async (tag?: string): Promise<void> => {
      await control(proxyUrl, `/__reset${tagQuery(tag)}`, { method: 'POST' });
    },
  };
}

/** The browser tests' proxy's counts (see proxyCounts). */
export const { rpcCounts, resetRpcCounts } = proxyCounts(rpcProxyUrl);

/**
 * Waits for the chain lock (shared: many holders; exclusive: the only holder) and resolves with
 * its release function. Tests that change global chain state (sale stages) hold it exclusively.
 */
export async function acquireChainLock(
  mode: LockMode,
  holder: string,
): Promise<() => Promise<void>> {
  const query = `?mode=${mode}&holder=${encodeURIComponent(holder)}`;
  const { token } = (await control(rpcProxyUrl, `/__lock${query}`, { method: 'POST' })) as {
    token: string;
  };
  return async () => {
    await control(rpcProxyUrl, `/__unlock?token=${token}`, { method: 'POST' });
  };
}
