import { defineLocalChain } from '@eco/contracts';
import { type Chain, fallback, http, type Transport } from 'viem';
import { goerli, mainnet, sepolia } from 'viem/chains';
import { chainIds, env, rpcUrls } from '@/config/env';

const LOCAL_CHAIN_ID = 31337;

/** Chains whose node endpoints WalletConnect's RPC service offers with a project id. */
const walletConnectRpcChains = new Set([1, 5, 11155111]);

/** A chain the site can offer, as viem (and wagmi) know it; throws for any other. */
export function knownChain(id: number): Chain {
  if (id === mainnet.id) return mainnet;
  if (id === sepolia.id) return sepolia;
  if (id === goerli.id) return goerli;
  if (id === LOCAL_CHAIN_ID) return defineLocalChain(rpcUrls[LOCAL_CHAIN_ID]?.[0]);
  throw new Error(`Chain ${id} in VITE_CHAINS is not supported by this site.`);
}

/** The chains the site offers (VITE_CHAINS), default first. */
export const supportedChains = chainIds.map(knownChain) as [Chain, ...Chain[]];

// Chains in words and their explorers live where pages without the wallet code read them too.
export { chainName, chainText, explorerUrl } from '@/lib/chain-names';

/** The RPC URLs used for a chain, in order of preference. */
export function rpcUrlsFor(chainId: number): string[] {
  const urls = [...(rpcUrls[chainId] ?? [])];
  if (env.VITE_WALLETCONNECT_PROJECT_ID && walletConnectRpcChains.has(chainId)) {
    urls.push(
      `https://rpc.walletconnect.org/v1/?chainId=eip155:${chainId}&projectId=${env.VITE_WALLETCONNECT_PROJECT_ID}`,
    );
  }
  return urls;
}

/** One transport per chain: its configured URLs with fallback, else the chain's public RPC. */
export function transportFor(chain: Chain): Transport {
  const urls = rpcUrlsFor(chain.id);
  if (urls.length === 0) return http();
  if (urls.length === 1) return http(urls[0]);
  return fallback(urls.map((url) => http(url)));
}
