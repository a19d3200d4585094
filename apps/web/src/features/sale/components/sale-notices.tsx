import { t } from '@lingui/core/macro';
import { Button } from '@/components/ui/button';
import { SwitchNetworkButton } from '@/components/wallet/switch-network-button';
import { supportedChains } from '@/lib/wallet/chains';
import { useWalletUiStore } from '@/stores/wallet-ui';

/** No wallet connected: the dialog asks for one. */
export function ConnectPrompt() {
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);
  return (
    <div className="rounded-2xl bg-brand-50 p-5 text-center">
      <p className="font-semibold text-brand-950">{t`Connect a wallet to buy ECO.`}</p>
      <p className="mt-1 text-sm text-slate-600">
        {t`Your wallet pays in ETH and receives the tokens.`}
      </p>
      <Button className="mt-4" onClick={openConnectDialog}>
        {t`Connect Wallet`}
      </Button>
    </div>
  );
}

/** The wallet is on a network without ECO: the dialog offers to switch. */
export function WrongNetwork({ chainId }: { chainId: number }) {
  const target = supportedChains.find((c) => c.id !== chainId) ?? supportedChains[0];
  const network = target.name;
  return (
    <div className="rounded-2xl bg-amber-50 p-5 text-amber-950">
      <p className="font-semibold">{t`Wrong network`}</p>
      <p className="mt-1 text-sm">
        {t`ECO is not available on the network your wallet is using. Switch to ${network} to buy.`}
      </p>
      {/* A failure is told here: a toast would sit under this modal dialog. */}
      <SwitchNetworkButton target={target} errors="inline" className="mt-4" />
    </div>
  );
}
