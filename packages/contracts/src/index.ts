import { keccak256, toHex, type Address } from 'viem';
import { ecoTokenAbi } from './generated/eco-token-abi';
import { ecoDeployments } from './generated/eco-token-deployments';

export { ecoTokenAbi } from './generated/eco-token-abi';
export { foundersVestingWalletAbi } from './generated/founders-vesting-wallet-abi';
export { ownerTimelockAbi } from './generated/owner-timelock-abi';
export { ecoDonationsAbi } from './generated/eco-donations-abi';
export { carbonLedgerRegistryAbi } from './generated/carbon-ledger-registry-abi';
/** The local chain's USDC stand-in (contracts/test/local-usdc.sol): ERC-20, permit, and a faucet. */
export { localUsdcAbi } from './generated/local-usdc-abi';

/** The owner timelock's role that may schedule (and cancel) owner calls, as OpenZeppelin hashes it. */
export const PROPOSER_ROLE = keccak256(toHex('PROPOSER_ROLE'));
/** The owner timelock's role that may run a scheduled call once it is ready. */
export const EXECUTOR_ROLE = keccak256(toHex('EXECUTOR_ROLE'));
export { ecoDeployments } from './generated/eco-token-deployments';
export { ethUsdFeeds } from './generated/eth-usd-feeds';
export { ethUsdFeedAbi, findEthUsdFeed, localEthUsdFeedAbi } from './eth-usd-feed';
export type { EthUsdFeed } from './eth-usd-feed';
export { ecoErrorMessages, getEcoErrorMessage, getEcoErrorName } from './errors';
export type { EcoErrorName } from './errors';
export { defineLocalChain, ecoLocalChain, MULTICALL3_ADDRESS } from './chains';
export { LOCAL_CHAIN_ID, localDevAccounts, localDevPrivateKeys } from './local-accounts';
export { ecoOwnerEventNames } from './owner-events';
export type { EcoOwnerEventName } from './owner-events';
export {
  largestAmountWithReward,
  minimumStates,
  purchaseGasBudget,
  SaleStage,
  saleStageByKey,
  saleStageNames,
  saleStages,
  walletAllowance,
  withdrawalDeadline,
} from './stages';
export type { MinimumStateKey, SaleStageInfo, SaleStageKey, WalletAllowance } from './stages';

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

/** Address + ABI, ready to spread into viem/wagmi calls: `{ ...ecoContract, functionName }`. */
export interface EcoContract {
  address: Address;
  abi: typeof ecoTokenAbi;
}

/** The token's decimals, which never change on-chain. */
export const ECO_DECIMALS = 18;

const deployments: Partial<Record<number, EcoDeployment>> = ecoDeployments;

/** Deployment of ECO on `chainId`, or undefined if it is not deployed there (yet). */
export function findEcoDeployment(chainId: number): EcoDeployment | undefined {
  return deployments[chainId];
}

/** Contract config (address + ABI) on `chainId`, or undefined if ECO is not deployed there. */
export function findEcoContract(chainId: number): EcoContract | undefined {
  const deployment = deployments[chainId];
  return deployment ? { address: deployment.address, abi: ecoTokenAbi } : undefined;
}

/** Contract config on `chainId`; throws if ECO is not deployed on that chain. */
export function getEcoContract(chainId: number): EcoContract {
  const contract = findEcoContract(chainId);
  if (!contract) throw new Error(`ECO is not deployed on chain ${chainId}`);
  return contract;
}

/** The local chain's (31337) contract config; its address is deterministic. */
export const ecoLocalContract: EcoContract = getEcoContract(31337);

/** Type of the ECO ABI, for consumers that build their own configs. */
export type EcoTokenAbi = typeof ecoTokenAbi;
