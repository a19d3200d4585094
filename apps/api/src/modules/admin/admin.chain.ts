import { ecoTokenAbi, findEcoDeployment, ownerTimelockAbi, PROPOSER_ROLE } from '@eco/contracts';
import { createPublicClient, http } from 'viem';
import type { Address } from 'viem';
import { CachedLookup } from '../../lib/cached-lookup';
import { ExpiringMap } from '../../lib/expiring-map';
import type { Clock } from '../../lib/clock';
import { ChainUnavailableError } from '../affiliate/affiliate.chain';

/**
 * Reads the ECO contract's `owner()`: its wallet is an admin of the site. When the owner is a
 * timelock, the wallets that may schedule its calls (its proposers) are the team's instead.
 */
export interface ContractOwnerReader {
  chainId: number;
  read(): Promise<Address>;
  /**
   * Whether `wallet` may propose calls to `owner` as an OpenZeppelin TimelockController; false
   * when the owner is no timelock. Readers without it (tests) know only owner wallets.
   */
  isProposer?(owner: Address, wallet: Address): Promise<boolean>;
}

/** Owner reader over RPC_URL for the ECO deployment on `chainId`, or undefined without RPC_URL. */
export function createContractOwnerReader(
  rpcUrl: string | undefined,
  chainId: number,
): ContractOwnerReader | undefined {
  if (!rpcUrl) return undefined;
  // Short timeout and no retry: a signed-in owner waits on this before any admin page answers.
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: 5_000, retryCount: 0 }) });
  return {
    chainId,
    async read() {
      const deployment = findEcoDeployment(chainId);
      if (!deployment) {
        throw new ChainUnavailableError(
          `ECO is not deployed on chain ${chainId}, so its owner cannot be read.`,
        );
      }
      return client.readContract({
        address: deployment.address,
        abi: ecoTokenAbi,
        functionName: 'owner',
      });
    },
    async isProposer(owner, wallet) {
      // A wallet owner has no code: no roles to ask about (and a call would fail).
      if (!(await client.getCode({ address: owner }))) return false;
      return client.readContract({
        address: owner,
        abi: ownerTimelockAbi,
        functionName: 'hasRole',
        args: [PROPOSER_ROLE, wallet],
      });
    },
  };
}

/** The owner, or why it is unknown (a sentence fit for the 503 answer). */
export type OwnerLookup = { ok: true; owner: Address } | { ok: false; reason: string };

/** Whether a wallet controls the contract (is its owner, or a proposer of its timelock owner). */
export type ControlLookup = { ok: true; controls: boolean } | { ok: false; reason: string };

/** How many wallets' proposer answers a process keeps. */
const CACHED_WALLETS = 64;

/** How long a read owner is trusted: an ownership transfer shows within this delay. */
export const OWNER_TTL_MS = 30_000;
/** A failed read is not retried sooner, so a dead RPC does not slow every admin request. */
export const OWNER_FAILURE_TTL_MS = 5_000;

/** Caches the contract owner and shares one in-flight read between concurrent requests. */
export class ContractOwnerCache {
  private readonly cache: CachedLookup<OwnerLookup>;
  private readonly proposers: ExpiringMap<boolean>;

  constructor(
    private readonly reader: ContractOwnerReader | undefined,
    clock: Clock,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.proposers = new ExpiringMap(clock, OWNER_TTL_MS, CACHED_WALLETS);
    this.cache = new CachedLookup(
      clock,
      () => this.fetch(),
      (lookup) => (lookup.ok ? OWNER_TTL_MS : OWNER_FAILURE_TTL_MS),
    );
  }

  /**
   * Whether `wallet` controls the contract: it is the owner, or a proposer of the timelock that
   * owns it. Cached as long as the owner; never throws.
   */
  async controls(wallet: Address): Promise<ControlLookup> {
    const lookup = await this.lookup();
    if (!lookup.ok) return lookup;
    if (lookup.owner.toLowerCase() === wallet.toLowerCase()) return { ok: true, controls: true };
    if (!this.reader?.isProposer) return { ok: true, controls: false };
    const key = `${lookup.owner}:${wallet}`.toLowerCase();
    const cached = this.proposers.get(key);
    if (cached !== undefined) return { ok: true, controls: cached };
    try {
      const controls = await this.reader.isProposer(lookup.owner, wallet);
      this.proposers.set(key, controls);
      return { ok: true, controls };
    } catch (error) {
      this.onError(error);
      return {
        ok: false,
        reason:
          "The contract owner's proposers could not be read from the chain. Try again in a minute.",
      };
    }
  }

  /** The owner from cache or chain; never throws. */
  lookup(): Promise<OwnerLookup> {
    return this.cache.get();
  }

  private async fetch(): Promise<OwnerLookup> {
    const reader = this.reader;
    if (!reader) {
      return {
        ok: false,
        reason:
          'Admin access by wallet cannot be checked: the API has no RPC_URL to read the contract owner.',
      };
    }
    try {
      return { ok: true, owner: await reader.read() };
    } catch (error) {
      if (error instanceof ChainUnavailableError) return { ok: false, reason: error.message };
      this.onError(error);
      return {
        ok: false,
        reason: 'The contract owner could not be read from the chain. Try again in a minute.',
      };
    }
  }
}
