import { t } from '@lingui/core/macro';
import { Copy, ExternalLink, PlusCircle } from 'lucide-react';
import { lazy } from 'react';
import { Button, ExternalLink as ExternalLinkTo } from '@/components/ui/button';
import { WalletBoundary } from '@/components/wallet-boundary';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import { explorerUrl } from '@/lib/chain-names';
import { useAlertStore } from '@/stores/alert';
import { useWalletUiStore } from '@/stores/wallet-ui';

// Asking a wallet to watch ECO needs the wallet code; nothing else on the card does.
const AddEcoToWallet = lazy(() => import('./add-eco-to-wallet'));

/** ECO's address on `chainId`: copy it, see it on the explorer, add ECO to a wallet. */
export function ContractCard({
  address,
  chainId,
  symbol,
  decimals,
}: {
  address: `0x${string}`;
  chainId: number;
  symbol: string;
  decimals: number;
}) {
  const { copied, copy: copyText } = useCopyToClipboard();
  const walletLoaded = useWalletUiStore((state) => state.active);
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);
  const openAlert = useAlertStore((state) => state.open);
  const explorer = explorerUrl(chainId, 'address', address);

  const copy = async () => {
    if (!(await copyText(address))) {
      openAlert({
        color: 'yellow',
        title: t`Copy failed`,
        message: t`The contract address is ${address}.`,
      });
    }
  };
  const add = (props: { disabled?: boolean; onClick?: () => void }) => (
    <Button size="sm" {...props}>
      <PlusCircle aria-hidden="true" className="size-4" /> {t`Add ECO to wallet`}
    </Button>
  );

  return (
    <div className="rounded-3xl border border-slate-200 bg-slate-50 p-5">
      <p className="text-sm text-slate-600">{t`Contract address`}</p>
      <p className="mt-1 font-mono text-sm break-all text-slate-900">{address}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" /> {copied ? t`Copied` : t`Copy address`}
        </Button>
        {explorer ? (
          <ExternalLinkTo
            href={explorer}
            className="inline-flex items-center gap-1 rounded-full border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            <ExternalLink aria-hidden="true" className="size-4" /> {t`View on explorer`}
          </ExternalLinkTo>
        ) : null}
        {walletLoaded ? (
          // Whether a wallet is connected is known once the wallet code has loaded.
          <WalletBoundary fallback={add({ disabled: true })}>
            <AddEcoToWallet address={address} symbol={symbol} decimals={decimals} />
          </WalletBoundary>
        ) : (
          // The wallet code is not loaded, so no wallet is connected: connect one first (which
          // loads it).
          add({ onClick: openConnectDialog })
        )}
        <span role="status" className="sr-only">
          {copied ? t`Contract address copied` : ''}
        </span>
      </div>
    </div>
  );
}
