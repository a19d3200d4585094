import { t } from '@lingui/core/macro';
import type { Hash } from 'viem';
import { paths } from '@/config/paths';
import { assetText, formatEco, shortHash } from '@/lib/format';
import { explorerUrl } from '@/lib/wallet/chains';
import type { TransactionInfo, TransactionStatus } from '@/lib/wallet/transaction';
import type { AlertColor, AlertContent } from '@/stores/alert';
import { transactionFailureWords } from './transaction-words';

/**
 * A toast about a transaction: its message names the transaction by its short hash (never the
 * 66-character one) and links its explorer page where the chain has an explorer. Keyed by the
 * hash, so toasts of several transactions stack.
 */
export function transactionAlert({
  color,
  title,
  message,
  hash,
  chainId,
}: {
  color: AlertColor;
  title: string;
  /** What happened, in sentences; the transaction is named after it. */
  message: string;
  hash: Hash | undefined;
  chainId: number;
}): AlertContent {
  if (!hash) return { color, title, message };
  const href = explorerUrl(chainId, 'tx', hash);
  const transaction = shortHash(hash);
  return {
    // One toast per transaction: its outcome replaces its own earlier toast, beside the others.
    key: `tx:${hash}`,
    color,
    title,
    message: `${message} ${t`Transaction ${transaction}.`}`,
    link: href ? { href, label: t`View transaction` } : undefined,
  };
}

/**
 * The toast that tells a transaction's outcome when no dialog shows it: the dialog that sent it
 * was closed, or the page was reloaded while it was pending. A purchase or a donation links its
 * receipt; anything else its explorer page. Nothing for a status that is not an outcome.
 */
export function settledTransactionAlert(
  info: TransactionInfo,
  status: TransactionStatus,
  chainId: number,
): AlertContent | undefined {
  if (status.step === 'failed') {
    const words = transactionFailureWords(info.type, status);
    return transactionAlert({ color: 'red', ...words, hash: status.hash, chainId });
  }
  if (status.step !== 'done') return undefined;
  const spedUp = status.spedUpFrom
    ? ` ${t`Your wallet sped it up; the faster transaction ran.`}`
    : '';
  const [title, message] = settledWords(info);
  const alert = transactionAlert({
    color: 'green',
    title,
    message: `${message}${spedUp}`,
    hash: status.hash,
    chainId,
  });
  if (info.type === 'owner-action' || info.type === 'approve-usdc') return alert;
  // The receipt names the explorer's page itself; the toast has room for one link.
  return {
    ...alert,
    link: { href: paths.receipt(chainId, status.hash), label: t`View your receipt` },
  };
}

/** A confirmed transaction's toast title and message. */
function settledWords(info: TransactionInfo): [string, string] {
  switch (info.type) {
    case 'buy': {
      const amount = formatEco(info.amount);
      return [t`Purchase confirmed`, t`${amount} ECO arrived in your wallet.`];
    }
    case 'donate': {
      const { amount, campaign } = info;
      return [t`Thank you for your donation`, t`${amount} ETH reached ${campaign}.`];
    }
    case 'approve-usdc': {
      const amount = assetText('usdc', info.amount);
      return [t`USDC approved`, t`The sale may now take ${amount}. Step 2: confirm the purchase.`];
    }
    case 'return': {
      const paid = assetText(info.asset, info.cost);
      const amount = formatEco(info.amount);
      return [
        info.kind === 'withdraw' ? t`Purchase withdrawn` : t`Refund received`,
        t`${paid} came back to your wallet; ${amount} ECO went back.`,
      ];
    }
    case 'owner-action':
      return [t`Change confirmed`, info.summary];
  }
}
