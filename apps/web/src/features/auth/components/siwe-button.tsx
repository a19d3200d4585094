import { lazy } from 'react';
import { Button } from '@/components/ui/button';
import { WalletBoundary } from '@/components/wallet-boundary';
import { useWalletUiStore } from '@/stores/wallet-ui';

const SiweSignIn = lazy(() => import('./siwe-sign-in'));

/** "Sign in with wallet", loading the wallet stack only when the visitor asks for it. */
export function SiweButton() {
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);
  return (
    <WalletBoundary
      fallback={
        <Button variant="outline" size="lg" className="w-full" onClick={openConnectDialog}>
          Connect a wallet to sign in
        </Button>
      }
    >
      <SiweSignIn />
    </WalletBoundary>
  );
}
