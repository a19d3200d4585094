import { t } from '@lingui/core/macro';
import { chainIds } from '@/config/env';
import { chainFacts } from '@/lib/chain-facts';

// A chain the site offers in words and its block explorer (lib/chain-facts.ts), for pages that do
// not load the wallet code (the token page's shared figures come from the site's server): viem's
// chain objects (lib/wallet/chains.ts) carry the same facts, and lib/wallet/chains.test.ts checks
// they agree.

/** The facts of a chain the site offers (VITE_CHAINS), or undefined for any other. */
const offered = (chainId: number) => (chainIds.includes(chainId) ? chainFacts[chainId] : undefined);

/** The chain the site shows without a wallet, and reads when none says another: VITE_CHAINS' first. */
export const defaultChainId: number = chainIds[0]!;

/** The name of a chain the site offers (VITE_CHAINS), or undefined for any other. */
export const chainName = (chainId: number): string | undefined => offered(chainId)?.name;

/** A chain by the name wallets show ("Anvil") if the site offers it, else "chain 5" (networkName words it for a sentence). */
export const chainText = (chainId: number): string => chainName(chainId) ?? t`chain ${chainId}`;

/** The block explorer page of a transaction or address, when the chain has an explorer. */
export function explorerUrl(
  chainId: number,
  kind: 'tx' | 'address',
  value: string,
): string | undefined {
  const base = offered(chainId)?.explorer;
  return base ? `${base}/${kind}/${value}` : undefined;
}
