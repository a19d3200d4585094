import { ecoTokenAbi, findEcoDeployment } from '@eco/contracts';
import type { ApiErrorCode } from '@eco/shared';
import { createPublicClient, http } from 'viem';
import type { Hex } from 'viem';
import { CachedLookup } from '../../lib/cached-lookup';
import type { Clock } from '../../lib/clock';

/** Reads ECO's `merkleRootOfPartners()`: proofs are only served from the list with that root. */
export interface PartnersRootReader {
  read(): Promise<Hex>;
}

/** ECO is not deployed on the chain, so it has no partners root to read. */
export class NotDeployedError extends Error {}

/** Root reader over RPC_URL for the ECO deployment on `chainId`, or undefined without RPC_URL. */
export function createPartnersRootReader(
  rpcUrl: string | undefined,
  chainId: number,
): PartnersRootReader | undefined {
  if (!rpcUrl) return undefined;
  // Short timeout and no retry: a buyer's dialog waits on this.
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: 5_000, retryCount: 0 }) });
  return {
    async read() {
      const deployment = findEcoDeployment(chainId);
      if (!deployment) throw new NotDeployedError();
      return client.readContract({
        address: deployment.address,
        abi: ecoTokenAbi,
        functionName: 'merkleRootOfPartners',
      });
    },
  };
}

/** How long a read root is trusted: a new root set on the contract is served within this. */
export const PARTNERS_ROOT_TTL_MS = 10_000;
/** A failed read is not retried sooner, so a dead RPC does not slow every proof request. */
const FAILURE_TTL_MS = 5_000;

/** The contract's partners root, or why it is unknown (an answer's status, code and sentence). */
export type RootLookup =
  { ok: true; root: Hex } | { ok: false; status: 404 | 503; code: ApiErrorCode; reason: string };

/**
 * The partners root of ECO on `chainId` (ECO_CHAIN_ID, the one chain the API reads), or why it
 * is not known, for a chain id asked about; never throws. Cached for PARTNERS_ROOT_TTL_MS, with
 * one in-flight read shared between concurrent requests.
 */
export function createPartnersRootLookup(
  reader: PartnersRootReader | undefined,
  chainId: number,
  clock: Clock,
  onError: (error: unknown) => void = () => {},
): (asked: number) => Promise<RootLookup> {
  const read = async (): Promise<RootLookup> => {
    if (!reader) {
      return {
        ok: false,
        status: 503,
        code: 'partners_root_unavailable',
        reason:
          "Partners' proofs are unavailable: the API has no RPC_URL to read the contract's partners root.",
      };
    }
    try {
      return { ok: true, root: await reader.read() };
    } catch (error) {
      if (error instanceof NotDeployedError) {
        return {
          ok: false,
          status: 404,
          code: 'no_partners_list',
          reason: `ECO is not deployed on chain ${chainId}, so it has no partners list.`,
        };
      }
      onError(error);
      return {
        ok: false,
        status: 503,
        code: 'partners_root_unavailable',
        reason:
          "The contract's partners root could not be read from the chain, so no proof can be checked. Try again in a minute.",
      };
    }
  };
  const cache = new CachedLookup(clock, read, (lookup) =>
    lookup.ok ? PARTNERS_ROOT_TTL_MS : FAILURE_TTL_MS,
  );
  return async (asked) =>
    asked === chainId
      ? cache.get()
      : {
          ok: false,
          status: 404,
          code: 'no_partners_list',
          reason: `This site serves partners' proofs for chain ${chainId} only.`,
        };
}
