import { ecoTokenAbi, findEcoDeployment } from '@eco/contracts';
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
  { ok: true; root: Hex } | { ok: false; status: 404 | 503; code: string; reason: string };

/**
 * The partners root of ECO on ECO_CHAIN_ID (the one chain the API reads), cached for
 * PARTNERS_ROOT_TTL_MS, with one in-flight read shared between concurrent requests.
 */
export class PartnersRootCache {
  private readonly cache: CachedLookup<RootLookup>;

  constructor(
    private readonly reader: PartnersRootReader | undefined,
    private readonly chainId: number,
    clock: Clock,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.cache = new CachedLookup(
      clock,
      () => this.fetch(),
      (lookup) => (lookup.ok ? PARTNERS_ROOT_TTL_MS : FAILURE_TTL_MS),
    );
  }

  /** The root on `chainId`, or why it is not known; never throws. */
  lookup(chainId: number): Promise<RootLookup> {
    if (chainId !== this.chainId) {
      return Promise.resolve({
        ok: false,
        status: 404,
        code: 'no_partners_list',
        reason: `This site serves partners' proofs for chain ${this.chainId} only.`,
      });
    }
    return this.cache.get();
  }

  private async fetch(): Promise<RootLookup> {
    if (!this.reader) {
      return {
        ok: false,
        status: 503,
        code: 'partners_root_unavailable',
        reason:
          "Partners' proofs are unavailable: the API has no RPC_URL to read the contract's partners root.",
      };
    }
    try {
      return { ok: true, root: await this.reader.read() };
    } catch (error) {
      if (error instanceof NotDeployedError) {
        return {
          ok: false,
          status: 404,
          code: 'no_partners_list',
          reason: `ECO is not deployed on chain ${this.chainId}, so it has no partners list.`,
        };
      }
      this.onError(error);
      return {
        ok: false,
        status: 503,
        code: 'partners_root_unavailable',
        reason:
          "The contract's partners root could not be read from the chain, so no proof can be checked. Try again in a minute.",
      };
    }
  }
}
