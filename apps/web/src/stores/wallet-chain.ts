import { create } from 'zustand';
import { defaultChainId } from '@/lib/chain-names';

/**
 * The chain the wallet code is on (wagmi's chain id: a connected wallet's chain when the site
 * offers it, else the default one), for parts of a page that show chain figures without loading
 * the wallet code: the site's default chain (VITE_CHAINS' first) until that code loads, which then
 * keeps it up to date (lib/wallet/wallet-provider.tsx).
 */
export const useWalletChainStore = create<{ chainId: number }>()(() => ({
  chainId: defaultChainId,
}));
