import { lazy } from 'react';
import { WalletBoundary } from '@/components/wallet-boundary';
import { useSaleDialogStore } from '@/stores/sale-dialog';

const BuyTokensDialog = lazy(() => import('./buy-tokens-dialog'));

/** Loads the Buy ECO dialog (and the wallet stack) the first time someone asks to buy. */
export function SaleDialogHost() {
  const requested = useSaleDialogStore((state) => state.requested);
  if (!requested) return null;
  return (
    <WalletBoundary>
      <BuyTokensDialog />
    </WalletBoundary>
  );
}
