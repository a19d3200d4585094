import { defineLocalChain } from '@eco/contracts';
import { type Chain, fallback, http, type Transport } from 'viem';
import { goerli, mainnet, sepolia } from 'viem/chains';
import { chainIds, env, rpcUrls } from '@/config/env';

const LOCAL_CHAIN_ID = 31337;

/** Chains whose node endpoints WalletConnect's RPC service offers with a project id. */
const walletConnectRpcChains = new Set([1, 5, 11155111]);

function knownChain(id: number): Chain {
  if (id === mainnet.id) return mainnet;
  if (id === sepolia.id) return sepolia;
  if (id === goerli.id) return goerli;
  if (id === LOCAL_CHAIN_ID) return defineLocalChain(rpcUrls[LOCAL_CHAIN_ID]?.[0]);
  throw new Error(`Chain ${id} in VITE_CHAINS is not supported by this site.`);
}

/** The chains the site offers (VITE_CHAINS), default first. */
export const supportedChains = chainIds.map(knownChain) as [Chain, ...Chain[]];

/** The name of a chain the site offers (VITE_CHAINS), or undefined for any other. */
export function chainName(chainId: number): string | undefined {
  return supportedChains.find((chain) => chain.id === chainId)?.name;
}

/** A chain in a sentence: its name if the site offers it, else "chain 5". */
export const chainText = (chainId: number) => chainName(chainId) ?? `chain ${chainId}`;

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

/** The block explorer page of a transaction or address, when the chain has an explorer. */
export function explorerUrl(
  chainId: number,
  kind: 'tx' | 'address',
  value: string,
): string | undefined {
  const chain = supportedChains.find((c) => c.id === chainId);
  const base = chain?.blockExplorers?.default.url;
  return base ? `${base}/${kind}/${value}` : undefined;
}
