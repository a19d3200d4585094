// What the indexer reads: ECO, its owner timelock and the founders' vesting wallets, on every
// chain named in INDEXER_RPC_URLS, each from ECO's deployment block (src/env.ts checks them).
import { ecoTokenAbi, foundersVestingWalletAbi, ownerTimelockAbi } from '@eco/contracts';
import { createConfig } from 'ponder';
import { parseIndexerEnv } from './lib/env';

const env = parseIndexerEnv(process.env);

/** Ponder names chains; ours are named by id, which the read API's routes take. */
const chainName = (chainId: number) => `chain${chainId}`;

const perChain = <T>(pick: (chain: (typeof env.chains)[number]) => T) =>
  Object.fromEntries(env.chains.map((chain) => [chainName(chain.chainId), pick(chain)]));

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
    ECO: {
      abi: ecoTokenAbi,
      chain: perChain(({ deployment }) => ({
        address: deployment.address,
        startBlock: Number(deployment.deploymentBlock),
      })),
    },
    OwnerTimelock: {
      abi: ownerTimelockAbi,
      chain: perChain(({ deployment }) => ({
        address: deployment.timelock.address,
        startBlock: Number(deployment.deploymentBlock),
      })),
    },
    FoundersVestingWallet: {
      abi: foundersVestingWalletAbi,
      chain: perChain(({ deployment }) => ({
        address: [...deployment.foundersVestingWallets],
        startBlock: Number(deployment.deploymentBlock),
      })),
    },
  },
});
