import { paths } from '@/config/paths';
import { formatEco } from '@/lib/format';
import type {
  FailedTransaction,
  TransactionInfo,
  TransactionStatus,
} from '@/lib/wallet/transaction';
import { transactionAlert } from '@/lib/wallet/transaction-alert';
import type { AlertContent } from '@/stores/alert';
import { transactionFailureWords } from './transaction-words';

type Words = { title: string; message: string };

/**
 * The toast that tells a transaction's outcome when no dialog shows it: the dialog that sent it
 * was closed, or the page was reloaded while it was pending. A purchase or a donation links its
 * receipt; anything else its explorer page. `failureWords` words a failure for a feature with
 * errors of its own (a donation's). Nothing for a status that is not an outcome.
 */
export function settledTransactionAlert(
  info: TransactionInfo,
  status: TransactionStatus,
  chainId: number,
  failureWords: (failure: FailedTransaction) => Words = (failure) =>
    transactionFailureWords(info.type, failure),
): AlertContent | undefined {
  if (status.step === 'failed') {
    return transactionAlert({ color: 'red', ...failureWords(status), hash: status.hash, chainId });
  }
  if (status.step !== 'done') return undefined;
  const spedUp = status.spedUpFrom ? ' Your wallet sped it up; the faster transaction ran.' : '';
  const receipt = { href: paths.receipt(chainId, status.hash), label: 'View your receipt' };
  switch (info.type) {
    case 'buy':
      return {
        ...transactionAlert({
          color: 'green',
          title: 'Purchase confirmed',
          message: `${formatEco(info.amount)} ECO arrived in your wallet.${spedUp}`,
          hash: status.hash,
          chainId,
        }),
        // The receipt names the explorer's page itself; the toast has room for one link.
        link: receipt,
      };
    case 'donate':
      return {
        ...transactionAlert({
          color: 'green',
          title: 'Thank you for your donation',
          message: `${info.amount} ETH reached ${info.campaign}.${spedUp}`,
          hash: status.hash,
          chainId,
        }),
        link: receipt,
      };
    case 'owner-action':
      return transactionAlert({
        color: 'green',
        title: 'Change confirmed',
        message: `${info.summary}${spedUp}`,
        hash: status.hash,
        chainId,
      });
  }
}
