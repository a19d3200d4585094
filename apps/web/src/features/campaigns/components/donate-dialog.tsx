import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { parseUnits, type Address } from 'viem';
import { useQueryClient } from '@tanstack/react-query';
import { useChainId, useConfig, useConnection } from 'wagmi';
import { estimateGas, sendTransaction, waitForTransactionReceipt } from 'wagmi/actions';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Dialog } from '@/components/ui/dialog';
import { NumericInput } from '@/components/ui/numeric-input';
import { TransactionStatus } from '@/components/wallet/transaction-status';
import { invalidateChainReads } from '@/lib/wallet/invalidate-chain-reads';
import { transactionAlert } from '@/lib/wallet/transaction-alert';
import { transactionFailureWords } from '@/components/wallet/transaction-words';
import {
  failureCause,
  isTransactionBusy,
  nextTransactionStatus,
  type TransactionInfo,
} from '@/lib/wallet/transaction';
import { useAlertStore } from '@/stores/alert';
import { useWalletUiStore } from '@/stores/wallet-ui';

/** What a donation is for: the campaign and the ETH as the donor typed it. */
type DonateInfo = Extract<TransactionInfo, { type: 'donate' }>;

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
  const [state, dispatch] = useReducer(nextTransactionStatus, { step: 'idle' });
  const inputId = useId();
  const wallet = campaign.wallets[String(chainId)] as Address | undefined;
  // While the dialog is open it tells the outcome itself; a toast over or under it would only
  // hide part of it. Closed before the outcome, the toast tells it.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const donate = async () => {
    if (!wallet || !connection.address) return;
    let value: bigint;
    try {
      value = parseUnits(amount, 18);
    } catch {
      return;
    }
    const info: DonateInfo = { type: 'donate', campaign: campaign.title, amount };
    let hash: `0x${string}` | undefined;
    // Closed before the outcome: the toast tells a failure, in the dialog's own words.
    const alertFailure = (failure: Parameters<typeof transactionFailureWords>[1]) => {
      if (shown.current) return;
      const words = transactionFailureWords(info.type, failure);
      openAlert(transactionAlert({ color: 'red', ...words, hash, chainId }));
    };
    try {
      dispatch({ type: 'check' });
      await estimateGas(config, { account: connection.address, to: wallet, value, chainId });
      dispatch({ type: 'send' });
      hash = await sendTransaction(config, { to: wallet, value, chainId });
      dispatch({ type: 'sent', hash });
      const receipt = await waitForTransactionReceipt(config, { hash, chainId });
      dispatch({ type: 'mined', success: receipt.status === 'success' });
      if (receipt.status !== 'success') {
        alertFailure({ cause: 'reverted' });
        return;
      }
      void invalidateChainReads(queryClient);
      if (!shown.current) {
        openAlert(
          transactionAlert({
            color: 'green',
            title: 'Thank you for your donation',
            message: `${info.amount} ETH reached ${info.campaign}.`,
            hash,
            chainId,
          }),
        );
      }
    } catch (error) {
      // A plain transfer: no ECO error to recognise (contractErrors false).
      dispatch({ type: 'error', error, contractErrors: false });
      alertFailure({ cause: failureCause(error, false), error });
    }
  };

  const busy = isTransactionBusy(state);
  const valid = /^\d*\.?\d*$/.test(amount) && Number(amount) > 0;

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
                dispatch({ type: 'reset' });
              }}
            />
          </div>
          <p className="text-sm text-slate-600">
            A donation is a transfer on the blockchain: once confirmed it cannot be undone. Our{' '}
            <a
              href={paths.terms}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-800 underline"
            >
              terms<span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            apply.
          </p>
          <Button
            size="lg"
            className="w-full"
            disabled={!valid || busy}
            onClick={() => void donate()}
          >
            {state.step === 'checking'
              ? 'Checking…'
              : state.step === 'confirm-in-wallet'
                ? 'Confirm in your wallet…'
                : state.step === 'pending'
                  ? 'Waiting for confirmation…'
                  : 'Donate'}
          </Button>
          <TransactionStatus
            status={state}
            type="donate"
            chainId={chainId}
            pending="Donation sent; waiting for the network to confirm it…"
            done="Donation confirmed. Thank you!"
          />
        </div>
      )}
    </Dialog>
  );
}
