import { defineChain } from 'viem';
import { anvil } from 'viem/chains';
import { LOCAL_CHAIN_ID } from './local-accounts';

/** Canonical Multicall3 address; the local chain puts a Multicall3 there too. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11' as const;

/** Returns the local anvil chain definition for viem/wagmi, with Multicall3 so batched reads work. */
export function defineLocalChain(rpcUrl = 'http://127.0.0.1:8545') {
  return defineChain({
    ...anvil,
    id: LOCAL_CHAIN_ID,
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 0 } },
  });
}

/** The local chain on its default URL (http://127.0.0.1:8545). */
export const ecoLocalChain = defineLocalChain();
