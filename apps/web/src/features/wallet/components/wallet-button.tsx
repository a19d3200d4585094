import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { ExternalLink } from '@/components/ui/button';
import { ChevronDown, Copy, ExternalLink as ExternalIcon, LogOut } from 'lucide-react';
import { ecoTokenAbi } from '@eco/contracts';
import { useChainId, useConnection, useDisconnect, useReadContract } from 'wagmi';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import { Spinner } from '@/components/ui/spinner';
import { SwitchNetworkButton } from '@/components/wallet/switch-network-button';
import { formatEco, formatNumber, truncateMiddle } from '@/lib/format';
import { explorerUrl, supportedChains } from '@/lib/wallet/chains';
import { activityOf, useActivityStore } from '@/stores/activity';
import { useEcoContract } from '@/lib/wallet/use-eco-contract';
import { useAlertStore } from '@/stores/alert';
import { RecentActivity } from './recent-activity';
import { ConnectWalletButton, walletButtonClasses } from './connect-wallet-button';

/** The header button in each connection state, with the connected account's menu. */
export function WalletButton() {
  const connection = useConnection();

  if (connection.status === 'connecting' || connection.status === 'reconnecting') {
    const label = connection.status === 'connecting' ? t`Connecting…` : t`Reconnecting…`;
    return (
      <button type="button" disabled className={walletButtonClasses} aria-live="polite">
        <Spinner className="size-4 border-2" />
        {label}
      </button>
    );
  }
  if (connection.status === 'disconnected') {
    return <ConnectWalletButton />;
  }
  return <ConnectedMenu address={connection.address} supported={Boolean(connection.chain)} />;
}

function ConnectedMenu({ address, supported }: { address: `0x${string}`; supported: boolean }) {
  const [open, setOpen] = useState(false);
  const { copied, copy: copyText } = useCopyToClipboard();
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const chainId = useChainId();
  const eco = useEcoContract();
  const openAlert = useAlertStore((state) => state.open);
  const disconnect = useDisconnect();
  const pending = useActivityStore(
    (state) =>
      activityOf(state.records, chainId, address).filter((record) => record.status === 'pending')
        .length,
  );
  const balance = useReadContract({
    address: eco?.contract.address,
    abi: ecoTokenAbi,
    functionName: 'balanceOf',
    args: [address],
    query: { enabled: Boolean(eco) && supported },
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (!supported) return <SwitchNetworkButton target={supportedChains[0]} appearance="pill" />;

  const explorer = explorerUrl(chainId, 'address', address);
  const ecoBalance = balance.data === undefined ? null : formatEco(balance.data);
  const pendingCount = formatNumber(pending, { decimals: 0 });

  const copy = async () => {
    if (!(await copyText(address))) {
      openAlert({
        color: 'yellow',
        title: t`Copy failed`,
        message: t`Your address is ${address}.`,
      });
    }
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={walletButtonClasses}
      >
        {pending > 0 ? (
          <Spinner className="size-4 border-2" />
        ) : (
          <span className="size-2 rounded-full bg-brand-400" aria-hidden="true" />
        )}
        <span className="font-mono">{truncateMiddle(address)}</span>
        {pending > 0 ? (
          <span className="text-brand-100">
            <Trans>
              <span className="sr-only">, </span>
              {pendingCount} pending
            </Trans>
          </span>
        ) : null}
        {ecoBalance !== null ? (
          <span className="hidden text-brand-200 sm:inline">{ecoBalance} ECO</span>
        ) : null}
        <span className="sr-only">{t`, wallet menu`}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="palette-page absolute end-0 z-50 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-2xl border border-slate-200 bg-white p-2 text-slate-800 shadow-xl"
      >
        <p className="px-3 py-2 text-xs text-slate-600">
          {t`Connected account`}
          <span className="mt-0.5 block font-mono text-sm break-all text-slate-900">{address}</span>
          {ecoBalance !== null ? (
            <span className="mt-1 block text-sm font-semibold text-brand-800">
              {ecoBalance} ECO
            </span>
          ) : null}
        </p>
        <button
          type="button"
          onClick={() => void copy()}
          className="flex w-full items-center gap-2 rounded-xl px-3 py-2 text-start text-sm hover:bg-brand-50"
        >
          <Copy aria-hidden="true" className="size-4" />
          {copied ? t`Copied` : t`Copy address`}
        </button>
        <span role="status" className="sr-only">
          {copied ? t`Address copied` : ''}
        </span>
        {explorer ? (
          <ExternalLink
            href={explorer}
            className="flex items-center gap-2 rounded-xl px-3 py-2 text-sm hover:bg-brand-50"
          >
            <ExternalIcon aria-hidden="true" className="size-4" />
            {t`View on explorer`}
          </ExternalLink>
        ) : null}
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            disconnect.mutate();
          }}
          className="flex w-full items-center gap-2 rounded-xl px-3 py-2 text-start text-sm text-red-800 hover:bg-red-50"
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t`Disconnect`}
        </button>
        <RecentActivity chainId={chainId} account={address} onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}
