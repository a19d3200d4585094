import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { Address } from 'viem';
import { useConfig, useConnection } from 'wagmi';
import { FormStatus, type SubmissionStatus } from '@/components/ui/form/form-status';
import { WalletSignButton } from '@/components/wallet/wallet-sign-button';
import { signSiweMessage, siweErrorMessage } from '@/lib/wallet/siwe';
import { useConfirmIdentity } from '../api/account';

/**
 * "Sign with your wallet" in the Confirm it's you box: the linked wallet signs a new message
 * (the nonce and checks of a wallet sign-in) and the API takes it as the proof. While the wallet
 * is connected with another account the page says so and asks for no signature (the API would
 * refuse it).
 */
export default function ConfirmWithWallet({
  wallet,
  onConfirmed,
}: {
  wallet: Address;
  onConfirmed: () => void;
}) {
  const config = useConfig();
  const connection = useConnection();
  const confirm = useConfirmIdentity();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<SubmissionStatus>(null);

  const otherAccount =
    connection.status === 'connected' && connection.address.toLowerCase() !== wallet.toLowerCase()
      ? connection.address
      : undefined;

  const sign = async () => {
    // The button calls this only with a wallet connected; the check tells TypeScript so.
    if (connection.status !== 'connected' || otherAccount) return;
    setStatus(null);
    setBusy(true);
    try {
      // The message the wallet signs stays English: EIP-4361 allows only ASCII in its statement.
      const signed = await signSiweMessage(config, {
        address: connection.address,
        chainId: connection.chainId,
        statement: "Confirm it's me, to change how my Green Planet ECO account signs in.",
      });
      await confirm.mutateAsync(signed);
      onConfirmed();
    } catch (error) {
      setStatus({
        kind: 'error',
        message: siweErrorMessage(error, t`Signing with your wallet failed. Please try again.`),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <WalletSignButton
        labels={{ connect: t`Connect your wallet to sign`, sign: t`Sign with your wallet` }}
        busy={busy}
        disabled={otherAccount !== undefined}
        onSign={sign}
      />
      <FormStatus
        status={
          otherAccount
            ? {
                kind: 'error',
                message: t`Your wallet is connected with ${otherAccount}, not with the wallet linked to your account (${wallet}). Switch to that account in your wallet, then sign.`,
              }
            : status
        }
      />
    </div>
  );
}
