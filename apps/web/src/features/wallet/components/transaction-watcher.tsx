import { useEffect, useState } from 'react';
import { useConfig } from 'wagmi';
import { settledTransactionAlert } from '@/components/wallet/settled-alert';
import { followTransaction, isFollowing, outcomeEvent } from '@/lib/wallet/follow-transaction';
import { useActivityStore } from '@/stores/activity';
import { nextTransactionStatus, type TransactionStatus } from '@/lib/wallet/transaction';
import { useAlertStore } from '@/stores/alert';

/** After an RPC error, the next try at watching a pending transaction. */
const RETRY_MS = 15_000;

/**
 * Watches, on every page, the pending transactions this tab is not already following: those sent
 * before a reload, or from another tab. Each outcome is told in a toast (the dialog that sent the
 * transaction is gone) and written into the recorded activity. Renders nothing.
 */
export function TransactionWatcher() {
  const config = useConfig();
  const records = useActivityStore((state) => state.records);
  const openAlert = useAlertStore((state) => state.open);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    for (const record of records) {
      if (record.kind !== 'transaction' || record.status !== 'pending') continue;
      // A chain this build does not know (a record from another build of the site) stays pending.
      if (!config.chains.some((chain) => chain.id === record.chainId)) continue;
      if (isFollowing(record.chainId, record.id)) continue;
      followTransaction(config, record).then(
        (outcome) => {
          const pending: TransactionStatus = { step: 'pending', hash: record.id };
          const status = nextTransactionStatus(pending, outcomeEvent(outcome));
          const alert = settledTransactionAlert(record.info, status, record.chainId);
          if (alert) openAlert(alert);
        },
        () => {
          // The RPC failed: the record stays pending and is watched again shortly.
          retry ??= setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
        },
      );
    }
    return () => clearTimeout(retry);
  }, [records, config, openAlert, attempt]);

  return null;
}
