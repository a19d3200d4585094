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

/** Sends several read-only calls in one HTTP request; responses come back in request order. */
export async function rpcBatch(
  calls: { method: string; params: unknown[] }[],
): Promise<RpcResponse[]> {
  const body = calls.map((call) => ({ jsonrpc: '2.0', id: nextId++, ...call }));
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const responses = (await res.json()) as RpcResponse[];
  const byId = new Map(responses.map((r) => [r.id, r]));
  return body.map(
    (request) =>
      byId.get(request.id) ?? { id: request.id, error: { code: -1, message: 'missing' } },
  );
}

/** bigint as a JSON-RPC quantity. */
export const quantity = (value: bigint): string => `0x${value.toString(16)}`;
