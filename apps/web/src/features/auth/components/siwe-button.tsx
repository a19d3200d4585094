import { t } from '@lingui/core/macro';
import { lazy } from 'react';
import { Button } from '@/components/ui/button';
import { WalletBoundary } from '@/components/wallet-boundary';
import { useWalletUiStore } from '@/stores/wallet-ui';
import type { LinkWithProof } from './siwe-sign-in';

const SiweSignIn = lazy(() => import('./siwe-sign-in'));

/**
 * "Sign in with wallet" (or, for a signed-in account, "link this wallet"), loading the wallet
 * stack only when the visitor asks for it. After signing in the visitor goes to `redirectTo`
 * (the portfolio), or stays on the page when it is null. `withProof` asks the owner to confirm
 * it is them when the API wants that before linking (the account page's).
 */
export function SiweButton({
  mode = 'sign-in',
  redirectTo,
  withProof,
}: {
  mode?: 'sign-in' | 'link';
  redirectTo?: string | null;
  withProof?: LinkWithProof;
}) {
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);
  return (
    <WalletBoundary
      fallback={
        <Button variant="outline" size="lg" className="w-full" onClick={openConnectDialog}>
          {mode === 'link' ? t`Connect a wallet to link it` : t`Connect a wallet to sign in`}
        </Button>
      }
    >
      <SiweSignIn mode={mode} redirectTo={redirectTo} withProof={withProof} />
    </WalletBoundary>
  );
}
