import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ACCOUNT_ERROR_CODES, type ApiSiweVerifyResponse } from '@eco/shared';
import { useConfig, useConnection } from 'wagmi';
import { FormStatus, type SubmissionStatus } from '@/components/ui/form/form-status';
import { WalletSignButton } from '@/components/wallet/wallet-sign-button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { signSiweMessage, siweErrorMessage } from '@/lib/wallet/siwe';
import { useAlertStore } from '@/stores/alert';
import { verifySiwe } from '../api/siwe';
import { rememberSignedIn } from '../utils/session-cache';

/** A request that may need the owner to confirm it is them first, then is sent again. */
export type LinkWithProof = (
  link: () => Promise<ApiSiweVerifyResponse>,
) => Promise<ApiSiweVerifyResponse>;

/**
 * Sign in with Ethereum (EIP-4361): the API gives a single-use nonce, the wallet signs a message
 * naming this site, the chain and an expiry, and the API checks all of it. Linking a wallet to a
 * signed-in account needs a fresh proof that it is the owner: `withProof` (the account page's)
 * asks for one when the API wants it and links again; elsewhere the visitor is sent there.
 */
export default function SiweSignIn({
  mode = 'sign-in',
  redirectTo = paths.portfolio,
  withProof,
}: {
  mode?: 'sign-in' | 'link';
  redirectTo?: string | null;
  withProof?: LinkWithProof | undefined;
}) {
  const config = useConfig();
  const connection = useConnection();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const openAlert = useAlertStore((state) => state.open);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<SubmissionStatus>(null);

  const signIn = async () => {
    // The button calls this only with a wallet connected; the check tells TypeScript so.
    if (connection.status !== 'connected') return;
    setBusy(true);
    setStatus(null);
    const { address, chainId } = connection;
    // The message the wallet signs stays English: EIP-4361 allows only ASCII in its statement.
    const statement =
      mode === 'link'
        ? 'Link this wallet to my Green Planet ECO account.'
        : 'Sign in to Green Planet ECO.';
    const verify = async () =>
      verifySiwe(await signSiweMessage(config, { address, chainId, statement }));
    try {
      const { user } = await (mode === 'link' && withProof ? withProof(verify) : verify());
      await rememberSignedIn(queryClient, user);
      if (mode === 'link') {
        openAlert({
          color: 'green',
          title: t`Wallet linked`,
          message: t`Your account is now linked to ${address}.`,
        });
        return;
      }
      const name = user.name;
      openAlert({
        color: 'green',
        title: t`Signed in`,
        message: t`Welcome, ${name}. You are signed in with your wallet.`,
      });
      if (redirectTo !== null) void navigate(redirectTo);
    } catch (error) {
      const proofRequired =
        error instanceof ApiError && error.code === ACCOUNT_ERROR_CODES.proofRequired;
      const message =
        proofRequired && !withProof
          ? t`Linking a wallet needs a recent sign-in: link it from your account page, which asks you to confirm it is you first.`
          : siweErrorMessage(error, t`Signing in with your wallet failed. Please try again.`);
      setStatus({ kind: 'error', message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <WalletSignButton
        labels={
          mode === 'link'
            ? { connect: t`Connect a wallet to link it`, sign: t`Link this wallet to my account` }
            : { connect: t`Connect a wallet to sign in`, sign: t`Sign in with wallet` }
        }
        busy={busy}
        onSign={signIn}
      />
      <FormStatus status={status} />
    </div>
  );
}
