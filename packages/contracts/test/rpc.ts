import { Agent, request } from 'node:http';
import type { Hex } from 'viem';
import { describeRevertData, rpcUrl } from './helpers';

export interface RpcCall {
  method: string;
  params: unknown[];
}

export interface RpcResponse {
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
  const call = { method, params };
  const [response] = await rpcBatch([call]);
  if (!response || response.error) {
    throw new Error(
      rpcFailure(call, response ?? { id: 0, error: { code: -1, message: 'no answer' } }),
    );
  }
  return response.result as T;
}

/**
 * Results of several reads sent in one HTTP request, in request order: receipts, calls, balances,
 * each of which must answer. One without a result fails them all with `rpcFailure`'s explanation.
 */
export async function rpcResults(calls: RpcCall[]): Promise<unknown[]> {
  const responses = await rpcBatch(calls);
  return responses.map((response, i) => {
    const call = calls[i] as RpcCall;
    if (response.error || response.result === null || response.result === undefined) {
      throw new Error(`call ${i} of ${calls.length}: ${rpcFailure(call, response)}`);
    }
    return response.result;
  });
}

/**
 * Why a call gave no result, in words: anvil's message with its revert data decoded, or what an
 * empty result means (a receipt that is missing after mining: the transaction is in no block).
 */
export function rpcFailure(call: RpcCall, response: RpcResponse): string {
  const what = `${call.method}(${JSON.stringify(call.params)})`;
  if (response.error) {
    const { code, message, data } = response.error;
    const decoded =
      typeof data === 'string' && data.startsWith('0x')
        ? `, reverting with ${describeRevertData(data as Hex)}`
        : data === undefined
          ? ''
          : `, data ${JSON.stringify(data)}`;
    return `${what} failed with error ${code} "${message}"${decoded}`;
  }
  return call.method === 'eth_getTransactionReceipt'
    ? `${what} found no receipt: the transaction is in no block (never mined, dropped from the pool, or the chain was rewound under it)`
    : `${what} returned no result (${JSON.stringify(response.result ?? null)})`;
}

/**
 * The decoded revert of a mined transaction, from anvil's call trace: exact even when its block
 * holds several transactions, where replaying it on the parent block would not be.
 */
export async function minedRevert(hash: Hex): Promise<string> {
  const trace = await rpc<{ error?: string; output?: Hex }>('debug_traceTransaction', [
    hash,
    { tracer: 'callTracer' },
  ]);
  if (trace.output && trace.output !== '0x') return describeRevertData(trace.output);
  return trace.error ? `${trace.error} (no revert data)` : 'no error in its trace';
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
export async function rpcBatch(calls: RpcCall[]): Promise<RpcResponse[]> {
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
