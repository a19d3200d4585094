import { chainName } from '@/lib/wallet/chains';

/** A chain as the page names it: "Sepolia", or "network 5" for one the site does not offer. */
export const networkName = (chainId: number) => chainName(chainId) ?? `network ${chainId}`;
