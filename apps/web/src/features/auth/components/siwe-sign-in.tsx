import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { createSiweMessage } from 'viem/siwe';
import { useConfig, useConnection } from 'wagmi';
import { signMessage } from 'wagmi/actions';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { walletErrorKind, walletErrorMessage } from '@/lib/wallet/errors';
import { useAlertStore } from '@/stores/alert';
import { useWalletUiStore } from '@/stores/wallet-ui';
import { getSiweNonce, verifySiwe } from '../api/siwe';
import { rememberSignedIn } from '../utils/session-cache';

/**
 * Sign in with Ethereum (EIP-4361): the API gives a single-use nonce, the wallet signs a message
 * naming this site, the chain and an expiry, and the API checks all of it.
 */
export default function SiweSignIn({
  mode = 'sign-in',
  redirectTo = paths.portfolio,
}: {
  mode?: 'sign-in' | 'link';
  redirectTo?: string | null;
}) {
  const config = useConfig();
  const connection = useConnection();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);
  const openAlert = useAlertStore((state) => state.open);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);

  const signIn = async () => {
    if (connection.status !== 'connected') {
      openConnectDialog();
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      const { nonce } = await getSiweNonce();
      const message = createSiweMessage({
        domain: window.location.host,
        address: connection.address,
        statement: 'Sign in to Green Planet ECO.',
        uri: window.location.origin,
        version: '1',
        chainId: connection.chainId,
        nonce,
        issuedAt: new Date(),
        expirationTime: new Date(Date.now() + 10 * 60 * 1000),
      });
      const signature = await signMessage(config, { message });
      const { user } = await verifySiwe({ message, signature });
      await rememberSignedIn(queryClient, user);
      if (mode === 'link') {
        openAlert({
          color: 'green',
          title: 'Wallet linked',
          message: `Your account is now linked to ${connection.address}.`,
        });
        return;
      }
      openAlert({
        color: 'green',
        title: 'Signed in',
        message: `Welcome, ${user.name}. You are signed in with your wallet.`,
      });
      if (redirectTo !== null) void navigate(redirectTo);
    } catch (error) {
      const message =
        error instanceof ApiError
          ? error.message
          : walletErrorKind(error) !== 'unknown'
            ? walletErrorMessage(error).message
            : 'Signing in with your wallet failed. Please try again.';
      setStatus({ kind: 'error', message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        disabled={busy}
        onClick={() => void signIn()}
      >
        {busy
          ? 'Check your wallet…'
          : connection.status !== 'connected'
            ? mode === 'link'
              ? 'Connect a wallet to link it'
              : 'Connect a wallet to sign in'
            : mode === 'link'
              ? 'Link this wallet to my account'
              : 'Sign in with wallet'}
      </Button>
      <FormStatus status={status} />
    </div>
  );
}
