import { t } from '@lingui/core/macro';
import { useConnection } from 'wagmi';
import { Button } from '@/components/ui/button';
import { useWalletUiStore } from '@/stores/wallet-ui';

/**
 * The button of a wallet signature (a sign-in, a link, a proof of who you are): with no wallet
 * connected it opens the connect dialog and says so; connected, it asks for the signature
 * (`onSign`, called only then); while the wallet is asked, it says where to look.
 */
export function WalletSignButton({
  labels,
  busy,
  disabled = false,
  onSign,
}: {
  labels: { connect: string; sign: string };
  busy: boolean;
  disabled?: boolean;
  onSign: () => Promise<void>;
}) {
  const connected = useConnection().status === 'connected';
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      disabled={busy || disabled}
      onClick={() => (connected ? void onSign() : openConnectDialog())}
    >
      {busy ? t`Check your wallet…` : connected ? labels.sign : labels.connect}
    </Button>
  );
}
