// The old way, kept only to measure it: a copy of packages/contracts/src/logs.ts as it was when
// the site and the API still read every history by scanning eth_getLogs from ECO's deployment
// block. The product now reads history from the indexer (apps/indexer); bench/history.ts runs
// this copy side by side with it. Nothing outside bench/ may import it.

/**
 * Reading event logs over long block ranges. Public RPC providers refuse eth_getLogs over more
 * than a few thousand blocks (or results), each with its own message; a contract's history from
 * its deployment block soon exceeds that. The happy path stays one request per read: only a
 * refused range is split, in halves, until the provider accepts the parts.
 */

/** An inclusive block range; `toBlock` 'latest' only on the first, unsplit attempt. */
export interface BlockRange {
  fromBlock: bigint;
  toBlock: bigint | 'latest';
}

// What providers answer for a range or result count they refuse (Alchemy, Infura, QuickNode,
// Ankr, publicnode, Cloudflare, geth/erigon limits): matched on the message of the error or of
// any error it wraps, or the JSON-RPC "limit exceeded" code.
const RANGE_REFUSED = new RegExp(
  [
    'block range',
    'range (is )?too (large|wide|big)',
    'range (limit|exceed)',
    'exceed(s|ed)? (the )?(max|maximum|limit)',
    'limited to (a |an )?[\\d,]+',
    'over [\\d,]+ blocks',
    'too many (blocks|results|logs)',
    'more than [\\d,]+ (results|logs|blocks)',
    'response size',
    'limit exceeded',
  ].join('|'),
  'i',
);

/** True when `error` (or an error it wraps) says the log query's range or result was too large. */
export function isLogRangeRefused(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    const { code, message, details, shortMessage } = e as Record<string, unknown>;
    if (code === -32005) return true;
    for (const text of [message, details, shortMessage]) {
      if (typeof text === 'string' && RANGE_REFUSED.test(text)) return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Every log `read` returns for `fromBlock`..latest, in block order. Tries the whole range first;
 * when the provider refuses it, asks `latestBlock` once and reads in halves (recursively). Errors
 * that are not a refused range, or a refused single block, are thrown as they are.
 */
export async function readLogsInRanges<T>(
  fromBlock: bigint,
  read: (range: BlockRange) => Promise<T[]>,
  latestBlock: () => Promise<bigint>,
): Promise<T[]> {
  try {
    return await read({ fromBlock, toBlock: 'latest' });
  } catch (error) {
    if (!isLogRangeRefused(error)) throw error;
  }
  const toBlock = await latestBlock();
  if (toBlock < fromBlock) return [];
  const readRange = async (from: bigint, to: bigint): Promise<T[]> => {
    try {
      return await read({ fromBlock: from, toBlock: to });
    } catch (error) {
      if (from === to || !isLogRangeRefused(error)) throw error;
      const middle = from + (to - from) / 2n;
      // One half after the other: providers that refuse large ranges also limit request rates.
      const first = await readRange(from, middle);
      return [...first, ...(await readRange(middle + 1n, to))];
    }
  };
  return readRange(fromBlock, toBlock);
}
