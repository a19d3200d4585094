import { useWatchAsset } from 'wagmi';
import { useEcoContract } from './use-eco-contract';

/**
 * "Add ECO to wallet": asks the wallet to list ECO (EIP-747 wallet_watchAsset) on the chain it is
 * on. `available` is false where ECO is not deployed. The caller shows errors where they belong
 * (inside a dialog, or as a toast on a page).
 */
export function useAddEcoToWallet(options: { onError?: (error: Error) => void } = {}) {
  const eco = useEcoContract();
  const watchAsset = useWatchAsset({ mutation: { onError: options.onError } });
  const add = () => {
    if (!eco) return;
    watchAsset.mutate({
      type: 'ERC20',
      options: {
        address: eco.contract.address,
        symbol: 'ECO',
        decimals: 18,
        image: `${window.location.origin}/images/logo.svg`,
      },
    });
  };
  return {
    add,
    available: Boolean(eco),
    isPending: watchAsset.isPending,
    error: watchAsset.error,
  };
}
