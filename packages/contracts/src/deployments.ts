import type { Address } from 'viem';
import { ecoDeployments } from './generated/eco-token-deployments';

// Where ECO is deployed, apart from the package's index: the index computes role hashes with
// viem at load, and pages that only need to know whether and where ECO lives (the token page's
// shared figures, read from the site's server) must not load viem for it.

/** Where ECO lives on one chain; `deploymentBlock` is the first block to read history from. */
export interface EcoDeployment {
  chainId: number;
  address: Address;
  deploymentBlock: bigint;
  transactionHash: `0x${string}`;
  /**
   * Where `withdraw` sends the sale's ether, as deployed. The owner can move it
   * (FundWalletUpdated); the chain's `fundWallet()` is the authority.
   */
  fundWallet: Address;
  /**
   * The token's owner as deployed: an OpenZeppelin TimelockController, its delay in seconds and
   * its proposers. The chain is the authority (ownership can move); this is where to start.
   */
  timelock: { address: Address; minDelay: number; proposers: readonly Address[] };
  /** The founders' vesting wallets ECO created, as deployed (`foundersVestingWallets()` on-chain). */
  foundersVestingWallets: readonly Address[];
  /** EcoDonations (owned by the timelock) and the campaigns registered at deployment. */
  donations: {
    address: Address;
    deploymentBlock: bigint;
    campaigns: readonly { id: number; wallet: Address }[];
  };
  /** CarbonLedgerRegistry (owned by the timelock) and its publisher at deployment. */
  carbonLedgerRegistry: { address: Address; deploymentBlock: bigint; publisher: Address };
  /**
   * A second CarbonLedgerRegistry (owned by the timelock): the published versions of the fund
   * wallet's outflow tags, and their publisher at deployment.
   */
  outflowTagsRegistry: { address: Address; deploymentBlock: bigint; publisher: Address };
  /**
   * A third CarbonLedgerRegistry (owned by the timelock): the published versions of the white
   * paper, and their publisher at deployment.
   */
  whitePaperRegistry: { address: Address; deploymentBlock: bigint; publisher: Address };
}

const deployments: Partial<Record<number, EcoDeployment>> = ecoDeployments;

/** Deployment of ECO on `chainId`, or undefined if it is not deployed there (yet). */
export function findEcoDeployment(chainId: number): EcoDeployment | undefined {
  return deployments[chainId];
}
