import { useState } from 'react';
import type { Address } from 'viem';
import { useConfig, useConnection } from 'wagmi';
import { Button } from '@/components/ui/button';
import { FormStatus, type SubmissionStatus } from '@/components/ui/form/form-status';
import { signSiweMessage, siweErrorMessage } from '@/lib/wallet/siwe';
import { useWalletUiStore } from '@/stores/wallet-ui';
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
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);
  const confirm = useConfirmIdentity();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<SubmissionStatus>(null);

  const otherAccount =
    connection.status === 'connected' && connection.address.toLowerCase() !== wallet.toLowerCase()
      ? connection.address
      : undefined;

  const sign = async () => {
    if (connection.status !== 'connected') {
      openConnectDialog();
      return;
    }
    if (otherAccount) return;
    setStatus(null);
    setBusy(true);
    try {
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
        message: siweErrorMessage(error, 'Signing with your wallet failed. Please try again.'),
      });
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
        disabled={busy || otherAccount !== undefined}
        onClick={() => void sign()}
      >
        {busy
          ? 'Check your wallet…'
          : connection.status === 'connected'
            ? 'Sign with your wallet'
            : 'Connect your wallet to sign'}
      </Button>
      <FormStatus
        status={
          otherAccount
            ? {
                kind: 'error',
                message: `Your wallet is connected with ${otherAccount}, not with the wallet linked to your account (${wallet}). Switch to that account in your wallet, then sign.`,
              }
            : status
        }
      />
    </div>
  );
}
