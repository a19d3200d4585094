import { Agent, request } from 'node:http';
import { rpcUrl } from './helpers';

interface RpcResponse {
  id: number;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

let nextId = 1;

/**
 * Minimal JSON-RPC client for the property tests: skipping viem's per-call work (chain-id checks,
 * fee estimation, formatting) matters when a test makes tens of thousands of calls.
 */
export async function rpc<T = unknown>(method: string, params: unknown[] = []): Promise<T> {
  const [response] = await rpcBatch([{ method, params }]);
  if (!response || response.error) {
    throw new Error(`${method} failed: ${JSON.stringify(response?.error)}`);
  }
  return response.result as T;
}

/**
 * One kept-alive connection to anvil through node:http. Global fetch costs several times more CPU
 * per call than the call itself costs anvil, which dominated these tests' tens of thousands of
 * calls. One socket also keeps the calls in sending order; an idle socket is closed after 4 s
 * (as fetch does), well before the server could close it under a request.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 1, timeout: 4_000 });

function post(body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      rpcUrl,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(text)
            : reject(new Error(`JSON-RPC request failed with HTTP ${res.statusCode}: ${text}`)),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Sends several read-only calls in one HTTP request; responses come back in request order. */
export async function rpcBatch(
  calls: { method: string; params: unknown[] }[],
): Promise<RpcResponse[]> {
  const body = calls.map((call) => ({ jsonrpc: '2.0', id: nextId++, ...call }));
  const responses = JSON.parse(await post(JSON.stringify(body))) as RpcResponse[];
  const byId = new Map(responses.map((r) => [r.id, r]));
  return body.map(
    (request) =>
      byId.get(request.id) ?? { id: request.id, error: { code: -1, message: 'missing' } },
  );
}

/** bigint as a JSON-RPC quantity. */
export const quantity = (value: bigint): string => `0x${value.toString(16)}`;
