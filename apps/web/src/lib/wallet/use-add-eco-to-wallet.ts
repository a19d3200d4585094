import { useConnection, useWatchAsset } from 'wagmi';
import { useActivityStore } from '@/stores/activity';
import { useEcoContract } from './use-eco-contract';

/**
 * "Add ECO to wallet": asks the wallet to list ECO (EIP-747 wallet_watchAsset) on the chain it is
 * on. `available` is false where ECO is not deployed. The caller shows errors where they belong
 * (inside a dialog, or as a toast on a page).
 */
export function useAddEcoToWallet(options: { onError?: (error: Error) => void } = {}) {
  const eco = useEcoContract();
  const { address } = useConnection();
  const put = useActivityStore((state) => state.put);
  // Listed under "Recent activity" too, though the wallet sends no transaction for it.
  const record = (status: 'confirmed' | 'failed') => {
    if (!eco || !address) return;
    const now = Date.now();
    put({
      kind: 'add-token',
      id: `add-token:${now}`,
      chainId: eco.chainId,
      account: address,
      sentAt: now,
      status,
      settledAt: now,
    });
  };
  const watchAsset = useWatchAsset({
    mutation: {
      onSuccess: (added) => record(added ? 'confirmed' : 'failed'),
      onError: (error) => {
        record('failed');
        options.onError?.(error);
      },
    },
  });
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
