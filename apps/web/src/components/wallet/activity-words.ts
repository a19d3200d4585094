import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Hash } from 'viem';
import { assetText, formatEco } from '@/lib/format';
import { saleStageLabel } from '@/lib/wallet/sale-stage-label';
import type { ActivityRecord, ActivityStatus } from '@/stores/activity';
import type { TransactionInfo } from '@/lib/wallet/transaction';

/** What a recorded transaction was for, in a few words: "Buy 1,000 ECO (Public stage)". */
export function activityTitle(record: ActivityRecord): string {
  if (record.kind === 'add-token') return t`Add ECO to your wallet`;
  return infoTitle(record.info);
}

function infoTitle(info: TransactionInfo): string {
  switch (info.type) {
    case 'buy': {
      const amount = formatEco(info.amount);
      const stage = saleStageLabel(info.stage);
      return t`Buy ${amount} ECO (${stage} stage)`;
    }
    case 'approve-usdc': {
      const amount = assetText('usdc', info.amount);
      return t`Allow the sale to take ${amount}`;
    }
    case 'return': {
      const amount = formatEco(info.amount);
      const stage = saleStageLabel(info.stage);
      const cost = assetText(info.asset, info.cost);
      return info.kind === 'withdraw'
        ? t`Withdraw ${amount} ECO (${stage} stage) for ${cost}`
        : t`Refund ${amount} ECO (${stage} stage) for ${cost}`;
    }
    case 'donate': {
      const { amount, campaign } = info;
      return t`Donate ${amount} ETH to ${campaign}`;
    }
    case 'owner-action':
      return info.summary;
  }
}

const statusWords: Record<ActivityStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  confirmed: msg`Confirmed`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled in the wallet`,
  replaced: msg`Replaced by another transaction`,
  'not-found': msg`Not found by the network`,
};

/** Where a record stands, in words ("Confirmed, sped up in the wallet"). */
export function activityStatusWords(record: ActivityRecord): string {
  if (record.kind === 'add-token')
    return record.status === 'confirmed' ? t`Asked the wallet` : t`Not added`;
  if (record.status === 'confirmed' && record.replacement?.reason === 'repriced')
    return t`Confirmed, sped up in the wallet`;
  return i18n._(statusWords[record.status]);
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
