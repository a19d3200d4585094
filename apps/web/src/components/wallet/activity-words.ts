import { saleStages } from '@eco/contracts';
import type { Hash } from 'viem';
import { assetText, formatEco } from '@/lib/format';
import type { ActivityRecord, ActivityStatus } from '@/stores/activity';
import type { TransactionInfo } from '@/lib/wallet/transaction';

/** What a recorded transaction was for, in a few words: "Buy 1,000 ECO (Public stage)". */
export function activityTitle(record: ActivityRecord): string {
  if (record.kind === 'add-token') return 'Add ECO to your wallet';
  return infoTitle(record.info);
}

function infoTitle(info: TransactionInfo): string {
  switch (info.type) {
    case 'buy': {
      const stage = saleStages.find((s) => s.key === info.stage)?.label ?? info.stage;
      return `Buy ${formatEco(info.amount)} ECO (${stage} stage)`;
    }
    case 'approve-usdc':
      return `Allow the sale to take ${assetText('usdc', info.amount)}`;
    case 'return': {
      const stage = saleStages.find((s) => s.key === info.stage)?.label ?? info.stage;
      const verb = info.kind === 'withdraw' ? 'Withdraw' : 'Refund';
      return `${verb} ${formatEco(info.amount)} ECO (${stage} stage) for ${assetText(info.asset, info.cost)}`;
    }
    case 'donate':
      return `Donate ${info.amount} ETH to ${info.campaign}`;
    case 'owner-action':
      return info.summary;
  }
}

const statusWords: Record<ActivityStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  failed: 'Failed',
  cancelled: 'Cancelled in the wallet',
  replaced: 'Replaced by another transaction',
  'not-found': 'Not found by the network',
};

/** Where a record stands, in words ("Confirmed, sped up in the wallet"). */
export function activityStatusWords(record: ActivityRecord): string {
  if (record.kind === 'add-token')
    return record.status === 'confirmed' ? 'Asked the wallet' : 'Not added';
  if (record.status === 'confirmed' && record.replacement?.reason === 'repriced')
    return 'Confirmed, sped up in the wallet';
  return statusWords[record.status];
}

/**
 * The transaction whose receipt tells the outcome: the replacement's when the wallet sped it up
 * or replaced it (the one that ran), else its own.
 */
export function outcomeHash(record: ActivityRecord): Hash | undefined {
  if (record.kind !== 'transaction') return undefined;
  return record.replacement?.hash ?? record.id;
}

/** Whether the site has a receipt page for what the record was: purchases, returns and donations. */
export function hasReceiptPage(record: ActivityRecord): boolean {
  return (
    record.kind === 'transaction' &&
    (record.info.type === 'buy' ||
      record.info.type === 'donate' ||
      record.info.type === 'return') &&
    (record.status === 'confirmed' || record.status === 'failed' || record.status === 'pending')
  );
}
