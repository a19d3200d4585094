import { t } from '@lingui/core/macro';
import { PlusCircle } from 'lucide-react';
import { useConnection, useWatchAsset } from 'wagmi';
import { Button } from '@/components/ui/button';
import { walletErrorMessage } from '@/lib/wallet/errors';
import { useAlertStore } from '@/stores/alert';
import { useWalletUiStore } from '@/stores/wallet-ui';

/**
 * "Add ECO to wallet" once the wallet code is loaded (contract-card.tsx shows it in its place
 * before): asks a connected wallet to watch ECO (EIP-747), or to connect one first.
 */
export default function AddEcoToWallet({
  address,
  symbol,
  decimals,
}: {
  address: `0x${string}`;
  symbol: string;
  decimals: number;
}) {
  const { isConnected } = useConnection();
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);
  const openAlert = useAlertStore((state) => state.open);
  const watchAsset = useWatchAsset({
    mutation: {
      onSuccess: (added) =>
        openAlert(
          added
            ? {
                color: 'green',
                title: t`ECO added`,
                message: t`${symbol} now shows in your wallet.`,
              }
            : {
                color: 'yellow',
                title: t`Not added`,
                message: t`Your wallet did not add the token.`,
              },
        ),
      onError: (error) => openAlert({ color: 'red', ...walletErrorMessage(error) }),
    },
  });
  return (
    <Button
      size="sm"
      disabled={watchAsset.isPending}
      onClick={() =>
        isConnected
          ? watchAsset.mutate({
              type: 'ERC20',
              options: {
                address,
                symbol,
                decimals,
                image: `${window.location.origin}/images/logo.svg`,
              },
            })
          : openConnectDialog()
      }
    >
      <PlusCircle aria-hidden="true" className="size-4" /> {t`Add ECO to wallet`}
    </Button>
  );
}
