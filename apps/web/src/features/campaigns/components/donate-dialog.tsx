import { useId, useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { parseUnits, type Address, type Hash } from 'viem';
import { useQueryClient } from '@tanstack/react-query';
import { useChainId, useConfig, useConnection } from 'wagmi';
import { estimateGas, sendTransaction, waitForTransactionReceipt } from 'wagmi/actions';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NumericInput } from '@/components/ui/numeric-input';
import { explorerUrl } from '@/lib/wallet/chains';
import { walletErrorMessage } from '@/lib/wallet/errors';
import { invalidateChainReads } from '@/lib/wallet/invalidate-chain-reads';
import { useAlertStore } from '@/stores/alert';
import { useWalletUiStore } from '@/stores/wallet-ui';

type DonateState =
  | { step: 'idle' }
  | { step: 'checking' | 'confirm-in-wallet' }
  | { step: 'pending' | 'done'; hash: Hash }
  | { step: 'failed'; title: string; message: string };

/** Sends ETH from the connected wallet to a campaign's wallet, with the usual confirmation flow. */
export default function DonateDialog({
  campaign,
  onClose,
}: {
  campaign: { title: string; wallets: Record<string, string> };
  onClose: () => void;
}) {
  const config = useConfig();
  const queryClient = useQueryClient();
  const chainId = useChainId();
  const connection = useConnection();
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);
  const openAlert = useAlertStore((state) => state.open);
  const [amount, setAmount] = useState('');
  const [state, setState] = useState<DonateState>({ step: 'idle' });
  const inputId = useId();
  const wallet = campaign.wallets[String(chainId)] as Address | undefined;

  const donate = async () => {
    if (!wallet || !connection.address) return;
    let value: bigint;
    try {
      value = parseUnits(amount, 18);
    } catch {
      return;
    }
    try {
      setState({ step: 'checking' });
      await estimateGas(config, { account: connection.address, to: wallet, value, chainId });
      setState({ step: 'confirm-in-wallet' });
      const hash = await sendTransaction(config, { to: wallet, value, chainId });
      setState({ step: 'pending', hash });
      const receipt = await waitForTransactionReceipt(config, { hash, chainId });
      if (receipt.status !== 'success') throw new Error('The donation was reverted.');
      setState({ step: 'done', hash });
      void invalidateChainReads(queryClient);
      openAlert({
        color: 'green',
        title: 'Thank you for your donation',
        message: `${amount} ETH reached ${campaign.title} in transaction ${hash}.`,
      });
    } catch (error) {
      const { title, message } = walletErrorMessage(error);
      setState({ step: 'failed', title, message });
      openAlert({ color: 'red', title, message });
    }
  };

  const busy =
    state.step === 'checking' || state.step === 'confirm-in-wallet' || state.step === 'pending';
  const valid = /^\d*\.?\d*$/.test(amount) && Number(amount) > 0;
  const txUrl = 'hash' in state ? explorerUrl(chainId, 'tx', state.hash) : undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Donate to ${campaign.title}`}
      description="Your ETH goes straight to the campaign's wallet; nothing passes through us."
    >
      {connection.status !== 'connected' ? (
        <div className="text-center">
          <p className="text-slate-700">Connect a wallet to donate.</p>
          <Button className="mt-4" onClick={openConnectDialog}>
            Connect Wallet
          </Button>
        </div>
      ) : !wallet ? (
        <p className="rounded-2xl bg-amber-50 p-4 text-amber-950">
          This campaign has no wallet on the network your wallet is using. Switch networks to
          donate.
        </p>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">
            Campaign wallet: <span className="font-mono break-all">{wallet}</span>
          </p>
          <div>
            <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
              Amount (ETH)
            </label>
            <NumericInput
              id={inputId}
              className="mt-1"
              placeholder="0.1"
              value={amount}
              onValueChange={(value) => {
                setAmount(value);
                setState({ step: 'idle' });
              }}
            />
          </div>
          <Button size="lg" className="w-full" disabled={!valid || busy} onClick={donate}>
            {state.step === 'checking'
              ? 'Checking…'
              : state.step === 'confirm-in-wallet'
                ? 'Confirm in your wallet…'
                : state.step === 'pending'
                  ? 'Waiting for confirmation…'
                  : 'Donate'}
          </Button>
          {state.step === 'pending' || state.step === 'done' ? (
            <div role="status" className="rounded-2xl bg-brand-50 p-4 text-sm text-brand-950">
              <p className="font-semibold">
                {state.step === 'done'
                  ? 'Donation confirmed. Thank you!'
                  : 'Donation sent; waiting for the network to confirm it…'}
              </p>
              {txUrl ? (
                <a
                  href={txUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-flex items-center gap-1 underline"
                >
                  View transaction <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <p className="mt-1 font-mono text-xs break-all">Transaction {state.hash}</p>
              )}
            </div>
          ) : null}
          {state.step === 'failed' ? (
            <div role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-950">
              <p className="font-semibold">{state.title}</p>
              <p>{state.message}</p>
            </div>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
