// What the indexer reads: ECO, its owner timelock and the founders' vesting wallets, from ECO's
// deployment block; EcoDonations and the two CarbonLedgerRegistry deployments (the carbon
// ledger's, the outflow tags') from theirs; the fund wallet's ether
// from ECO's deployment block; every block from the head at start on, for the sale stages'
// clock; on every chain named in INDEXER_RPC_URLS (lib/env.ts checks them).
import {
  carbonLedgerRegistryAbi,
  ecoDonationsAbi,
  ecoTokenAbi,
  foundersVestingWalletAbi,
  ownerTimelockAbi,
  type EcoDeployment,
} from '@eco/contracts';
import { createConfig } from 'ponder';
import type { Address } from 'viem';
import { parseIndexerEnv } from './lib/env';

const env = parseIndexerEnv(process.env);

/** Ponder names chains; ours are named by id, which the read API's routes take. */
const chainName = (chainId: number) => `chain${chainId}`;

const perChain = <T>(pick: (chain: (typeof env.chains)[number]) => T) =>
  Object.fromEntries(env.chains.map((chain) => [chainName(chain.chainId), pick(chain)]));

/** A contract of each chain's deployment, read from `startBlock` (default ECO's deployment's). */
const deployed = <Abi>(
  abi: Abi,
  pick: (deployment: EcoDeployment) => { address: Address | Address[]; startBlock?: bigint },
) => ({
  abi,
  chain: perChain(({ deployment }) => {
    const { address, startBlock = deployment.deploymentBlock } = pick(deployment);
    return { address, startBlock: Number(startBlock) };
  }),
});

/** Every block from the head at start on. */
const everyBlockFromHead = {
  chain: perChain(() => ({ startBlock: 'latest' as const, interval: 1 })),
};

/**
 * The fund wallet's ether (INDEXER_FUND_WALLET, on unless false): no event says when ether moves,
 * so Ponder traces every block from ECO's deployment (debug_traceBlockByNumber, README.md says
 * what that costs).
 */
const fundWalletAccounts = {
  FundWallet: {
    // Ponder's type asks for an address here too; each chain's own (below) is the one it uses.
    address: env.chains.map(({ deployment }) => deployment.fundWallet),
    chain: perChain(({ deployment }) => ({
      address: deployment.fundWallet,
      startBlock: Number(deployment.deploymentBlock),
    })),
  },
} as const;

const blockSources = {
  // How far the rows go (ponder.schema.ts, indexedHead): the end of every block from the head at
  // start on.
  IndexedHead: everyBlockFromHead,
  // A sale stage opens or closes by the clock without an event (src/sale-stages.ts): every
  // block from the head at start on is checked. Blocks read while catching up are not visited
  // one by one: a crossing found later is placed by bisecting block times, a few requests once,
  // where a handler from ECO's deployment would read every block of the history.
  SaleStageClock: everyBlockFromHead,
  // Ponder leaves a reverted transaction out of `transaction:from`, yet it paid gas: from the
  // head at start on, the end of every block compares the wallet's nonce with the transactions
  // seen (src/fund-wallet.ts). Older blocks are not checked one by one: the catch-up already
  // reads every block, and a check each would add a third to its requests.
  FundWalletNonce: everyBlockFromHead,
} as const;

/**
 * Without the fund wallet, FundWalletNonce is left out too. Its type stays: Ponder takes handler
 * names and their context from the type of `blocks`, and src/fund-wallet.ts registers that
 * handler only when the wallet is followed.
 */
const { FundWalletNonce: _fundWalletNonce, ...withoutFundWallet } = blockSources;
const blocks = (env.fundWallet ? blockSources : withoutFundWallet) as typeof blockSources;

export default createConfig({
  database: env.databaseUrl
    ? { kind: 'postgres', connectionString: env.databaseUrl }
    : { kind: 'pglite', directory: env.dataDir },
  chains: perChain((chain) => ({
    id: chain.chainId,
    rpc: chain.rpcUrls.length === 1 ? chain.rpcUrls[0] : chain.rpcUrls,
    pollingInterval: env.pollingIntervalMs,
    ...(env.logBlockRange ? { ethGetLogsBlockRange: env.logBlockRange } : {}),
    // The local chain restarts from block 0 with other blocks: never serve it from a cache.
    ...(chain.chainId === 31337 ? { disableCache: true } : {}),
  })),
  contracts: {
    ECO: deployed(ecoTokenAbi, ({ address }) => ({ address })),
    OwnerTimelock: deployed(ownerTimelockAbi, ({ timelock }) => ({ address: timelock.address })),
    FoundersVestingWallet: deployed(foundersVestingWalletAbi, (deployment) => ({
      address: [...deployment.foundersVestingWallets],
    })),
    EcoDonations: deployed(ecoDonationsAbi, ({ donations }) => ({
      address: donations.address,
      startBlock: donations.deploymentBlock,
    })),
    // Three deployments of one contract: the carbon ledger's, the outflow tags' (decision 0031)
    // and the white paper's (0037).
    CarbonLedgerRegistry: deployed(carbonLedgerRegistryAbi, (deployment) => {
      const registries = [
        deployment.carbonLedgerRegistry,
        deployment.outflowTagsRegistry,
        deployment.whitePaperRegistry,
      ];
      return {
        address: registries.map((registry) => registry.address),
        startBlock: registries
          .map((registry) => registry.deploymentBlock)
          .reduce((first, block) => (block < first ? block : first)),
      };
    }),
  },
  ...(env.fundWallet ? { accounts: fundWalletAccounts } : {}),
  blocks,
});
