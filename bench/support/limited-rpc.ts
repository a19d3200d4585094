// An RPC endpoint that behaves like a public provider: it refuses eth_getLogs over more than
// `maxBlocks` blocks with the kind of error public providers send, and forwards everything else
// to anvil. `startLimitedCountingRpc` puts the browser tests' counting proxy
// (apps/web/e2e/support/rpc-proxy.ts) in front of it, so every request a client sends, refused
// ones included, is counted: client -> counting proxy -> refusing proxy -> anvil.
import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { startRpcProxy } from '../../apps/web/e2e/support/rpc-proxy';
import type { RpcCounts } from '../../apps/web/e2e/support/rpc-proxy';
import { freePort } from './services';

/** The JSON-RPC error code the refusal carries: "invalid params", which viem does not retry. */
export const REFUSAL_CODE = -32602;

/** What the proxy answers to an eth_getLogs over more than `maxBlocks` blocks. */
export const refusalMessage = (maxBlocks: number) =>
  `eth_getLogs is limited to a ${maxBlocks} block range`;

interface JsonRpcCall {
  jsonrpc?: string;
  id?: unknown;
  method?: string;
  params?: unknown[];
}

interface LogFilter {
  fromBlock?: string;
  toBlock?: string;
  blockHash?: string;
}

/**
 * A block number of a log filter: a hex quantity, or a tag resolved against the head (`latest`,
 * `safe`, `finalized` and `pending` all mean the head on anvil; `earliest` is block 0).
 */
export function filterBlock(value: string | undefined, head: bigint): bigint {
  if (value === undefined || ['latest', 'safe', 'finalized', 'pending'].includes(value)) {
    return head;
  }
  if (value === 'earliest') return 0n;
  return BigInt(value);
}

/** Whether the tags of `filter` need the head to be known. */
export function needsHead(filter: LogFilter): boolean {
  return (
    filter.blockHash === undefined &&
    [filter.fromBlock, filter.toBlock].some((value) => value === undefined || !/^0x/.test(value))
  );
}

/**
 * Whether a provider limited to `maxBlocks` blocks per eth_getLogs refuses `filter` when the
 * chain's head is `head`: a block-hash filter is one block, a range counts both ends.
 */
export function refusesRange(filter: LogFilter, head: bigint, maxBlocks: number): boolean {
  if (filter.blockHash !== undefined) return false;
  const from = filterBlock(filter.fromBlock, head);
  const to = filterBlock(filter.toBlock, head);
  return to >= from && to - from + 1n > BigInt(maxBlocks);
}

/** A running refusing proxy. */
export interface RefusingRpc {
  url: string;
  /** Every call received since the last reset: its method and whether it was refused. */
  calls: { method: string; refused: boolean }[];
  /** eth_getLogs calls refused since the last reset. */
  refused(): number;
  reset(): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Starts the refusing proxy on a free loopback port in front of `target` (anvil). JSON-RPC
 * batches are answered call by call, as providers do.
 */
export async function startRefusingRpc(options: {
  target: string;
  maxBlocks: number;
}): Promise<RefusingRpc> {
  const calls: { method: string; refused: boolean }[] = [];
  const upstream = async (body: unknown): Promise<unknown> => {
    const res = await fetch(options.target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.json();
  };
  const head = async (): Promise<bigint> => {
    const answer = (await upstream({ jsonrpc: '2.0', id: 0, method: 'eth_blockNumber' })) as {
      result: string;
    };
    return BigInt(answer.result);
  };
  const answer = async (call: JsonRpcCall): Promise<unknown> => {
    const method = typeof call.method === 'string' ? call.method : '(invalid)';
    const filter = call.params?.[0] as LogFilter | undefined;
    let refused = false;
    if (method === 'eth_getLogs' && filter && typeof filter === 'object') {
      const headBlock = needsHead(filter) ? await head() : 0n;
      refused = refusesRange(filter, headBlock, options.maxBlocks);
    }
    calls.push({ method, refused });
    if (refused) {
      return {
        jsonrpc: '2.0',
        id: call.id ?? null,
        error: { code: REFUSAL_CODE, message: refusalMessage(options.maxBlocks) },
      };
    }
    return upstream(call);
  };

  const port = await freePort();
  const server = createServer((req, res) => {
    void (async () => {
      try {
        const parsed = JSON.parse(await readBody(req)) as JsonRpcCall | JsonRpcCall[];
        const body = Array.isArray(parsed)
          ? await Promise.all(parsed.map(answer))
          : await answer(parsed);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            jsonrpc: '2.0',
            id: null,
            error: { code: -32603, message: `refusing proxy: ${String(error)}` },
          }),
        );
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    refused: () => calls.filter((call) => call.refused).length,
    reset: () => {
      calls.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A counted, range-limited RPC endpoint (see the top of this file). */
export interface LimitedCountingRpc {
  /** What clients use: the counting proxy. */
  url: string;
  /** HTTP requests and JSON-RPC calls by method since the last reset (refused ones included). */
  counts(): Promise<RpcCounts>;
  /** eth_getLogs refused since the last reset. */
  refused(): number;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The counting proxy in front of a refusing proxy in front of `target`. */
export async function startLimitedCountingRpc(options: {
  target: string;
  maxBlocks: number;
}): Promise<LimitedCountingRpc> {
  const refusing = await startRefusingRpc(options);
  try {
    const counting = await startRpcProxy({ target: refusing.url, port: await freePort() });
    const control = async (route: string, method: 'GET' | 'POST') => {
      const res = await fetch(`${counting.url}${route}`, { method });
      if (!res.ok) throw new Error(`RPC proxy ${route}: HTTP ${res.status}`);
      return res.json() as Promise<unknown>;
    };
    return {
      url: counting.url,
      counts: async () => (await control('/__counts', 'GET')) as RpcCounts,
      refused: () => refusing.refused(),
      reset: async () => {
        await control('/__reset', 'POST');
        refusing.reset();
      },
      close: async () => {
        await counting.close();
        await refusing.close();
      },
    };
  } catch (error) {
    await refusing.close();
    throw error;
  }
}
