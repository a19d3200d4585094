import { keccak256, toHex, type Address } from 'viem';
import { ecoTokenAbi } from './generated/eco-token-abi';
import { findEcoDeployment } from './deployments';

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
export { findEcoDeployment } from './deployments';
export type { EcoDeployment } from './deployments';
export { ethUsdFeeds } from './generated/eth-usd-feeds';
export { ethUsdFeedAbi, findEthUsdFeed, localEthUsdFeedAbi } from './eth-usd-feed';
export type { EthUsdFeed } from './eth-usd-feed';
export { getEcoErrorName } from './errors';
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

/** Address + ABI, ready to spread into viem/wagmi calls: `{ ...ecoContract, functionName }`. */
export interface EcoContract {
  address: Address;
  abi: typeof ecoTokenAbi;
}

/** The token's decimals, which never change on-chain. */
export const ECO_DECIMALS = 18;

/** Contract config (address + ABI) on `chainId`, or undefined if ECO is not deployed there. */
export function findEcoContract(chainId: number): EcoContract | undefined {
  const deployment = findEcoDeployment(chainId);
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
