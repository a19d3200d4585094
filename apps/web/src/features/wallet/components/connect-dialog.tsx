import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { ExternalLink } from '@/components/ui/button';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import { useConnect, useConnection, useConnectors, type Connector } from 'wagmi';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { walletErrorKind, walletErrorMessage } from '@/lib/wallet/errors';
import { useWalletUiStore } from '@/stores/wallet-ui';

/**
 * A wallet's name as the list shows it: the wallet's own, or, for the local chain's dev wallets
 * (lib/wallet/local-test-wallet.ts), the site's words for them.
 */
function connectorName(connector: Connector): string {
  if (connector.id === 'localTestWallet') return t`Local test wallet`;
  if (connector.id === 'localOwnerWallet') return t`Local owner wallet`;
  return connector.name;
}

function ConnectorIcon({ connector }: { connector: Connector }) {
  if (connector.icon) {
    return <img src={connector.icon} alt="" width={32} height={32} className="size-8 rounded-lg" />;
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-8 items-center justify-center rounded-lg bg-brand-100 font-bold text-brand-800"
    >
      {connectorName(connector).slice(0, 1)}
    </span>
  );
}

/**
 * The wallet chooser: EIP-6963 wallets, WalletConnect and the local test wallet when present.
 * It closes whenever a connection is established, by whatever path: a choice made here, or a
 * wallet that already trusts the site restoring its connection while the dialog is open.
 */
export function ConnectDialog() {
  const { connectDialogOpen, closeConnectDialog } = useWalletUiStore();
  const { status } = useConnection();
  const connectors = useConnectors();
  const connect = useConnect({ mutation: { onSuccess: () => closeConnectDialog() } });
  const connected = status === 'connected';

  useEffect(() => {
    if (connected && connectDialogOpen) closeConnectDialog();
  }, [connected, connectDialogOpen, closeConnectDialog]);
  // A failure is about the attempt it followed: the next opening starts clean.
  const { reset } = connect;
  useEffect(() => {
    if (!connectDialogOpen) reset();
  }, [connectDialogOpen, reset]);

  // Choosing the wallet that is already connected is a success: the buyer has what they asked for.
  const error =
    connect.error && walletErrorKind(connect.error) !== 'connectorAlreadyConnected'
      ? walletErrorMessage(connect.error)
      : null;

  return (
    <Dialog
      open={connectDialogOpen && !connected}
      onClose={closeConnectDialog}
      title={t`Connect a wallet`}
      description={t`Choose the wallet you want to use on Green Planet ECO. We never see your keys.`}
    >
      {connectors.length > 0 && !connectors.some((connector) => connector.type === 'injected') ? (
        <p className="mb-4 rounded-2xl bg-amber-50 p-3 text-sm text-amber-950">
          {t`No browser wallet was found.`}{' '}
          <Trans>
            <ExternalLink
              href="https://ethereum.org/en/wallets/find-wallet/"
              className="font-semibold underline"
            >
              Install one
            </ExternalLink>{' '}
            or use one of these:
          </Trans>
        </p>
      ) : null}
      {connectors.length === 0 ? (
        <div className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">{t`No wallet found in this browser.`}</p>
          <p className="mt-1">
            {t`Install a browser wallet such as MetaMask, then reload this page.`}
          </p>
          <ExternalLink
            href="https://ethereum.org/en/wallets/find-wallet/"
            className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-800 underline"
          >
            {t`Find a wallet`} <ExternalIcon aria-hidden="true" className="size-3.5" />
          </ExternalLink>
        </div>
      ) : (
        <ul className="space-y-2">
          {connectors.map((connector) => {
            const pending = connect.isPending && connect.variables.connector === connector;
            const name = connectorName(connector);
            return (
              <li key={connector.uid}>
                <button
                  type="button"
                  disabled={connect.isPending}
                  onClick={() => connect.mutate({ connector })}
                  className="flex w-full items-center gap-3 rounded-2xl border border-slate-200 px-4 py-3 text-start font-semibold text-slate-900 hover:border-brand-400 hover:bg-brand-50 disabled:opacity-60"
                >
                  <ConnectorIcon connector={connector} />
                  <span className="flex-1">{name}</span>
                  {pending ? (
                    <span role="status" aria-label={t`Connecting to ${name}`}>
                      <Spinner className="size-5" />
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {/* Told here: a toast would sit under this modal dialog, out of reach. */}
      {error ? (
        <div role="alert" className="mt-4 rounded-2xl bg-red-50 p-4 text-sm text-red-950">
          <p className="font-semibold">{error.title}</p>
          <p className="mt-1">{error.message}</p>
        </div>
      ) : null}
      <p className="mt-5 text-xs text-slate-600">
        {t`By connecting you agree that crypto-assets are risky and that nothing on this site is investment advice.`}
      </p>
    </Dialog>
  );
}
