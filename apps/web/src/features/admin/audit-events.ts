import type { EcoOwnerEventName } from '@eco/contracts';
import { getAddress, isAddressEqual, zeroAddress, type Address } from 'viem';
import { stageLabel } from '@/content/token';
import { ecoText, ethText, formatDelay, formatUtcDateTime, truncateMiddle } from '@/lib/format';
import { ecoCallText } from '@/lib/wallet/call-text';
import type { EcoOwnerCall } from '@/lib/wallet/owner-timelock';
import { formatPercent } from './owner-input';

export type AuditEventName = EcoOwnerEventName;

/** The owner timelock's steps of an owner call, shown in the same log. */
export type TimelockStepName = 'CallScheduled' | 'CallExecuted' | 'Cancelled';

/** An audit event: its name and arguments (numbers as decimal strings or bigints). */
export type AuditLog = {
  eventName: AuditEventName | TimelockStepName;
  args: Record<string, unknown>;
  blockNumber: bigint;
  logIndex: number;
  transactionHash: `0x${string}`;
  /** When its block was mined (ms since the epoch). */
  timestamp: number;
};

const address = (value: unknown) => truncateMiddle(String(value));
const yesNo = (value: unknown) => (value ? 'yes' : 'no');
const perMille = (value: unknown) => formatPercent(BigInt(value as bigint), 1);
const bps = (value: unknown) => formatPercent(BigInt(value as bigint), 2);
const eco = (value: unknown) => ecoText(BigInt(value as bigint));
const eth = (value: unknown) => ethText(BigInt(value as bigint));
const stage = (value: unknown) => stageLabel(Number(value));
/** A sale schedule time (seconds since the epoch); 0 is "by hand". */
const scheduleTime = (value: unknown) =>
  BigInt(value as bigint) === 0n ? 'by hand' : formatUtcDateTime(Number(value) * 1000);
const from = (before: string, after: string) => (before === after ? after : `${before} → ${after}`);

/** What an audit event changed, in one line: "Buy fee 1% → 1.5%, sell fee 1%". */
export function describeAuditEvent({ eventName, args: a }: Pick<AuditLog, 'eventName' | 'args'>): {
  title: string;
  detail: string;
} {
  switch (eventName) {
    case 'FeesUpdated':
      return {
        title: 'Fees',
        detail: `Buy fee ${from(perMille(a.oldBuyFee), perMille(a.newBuyFee))}, sell fee ${from(perMille(a.oldSellFee), perMille(a.newSellFee))}`,
      };
    case 'TradingEnabledUpdated':
      return { title: 'Trading', detail: a.newValue ? 'Trading enabled' : 'Trading disabled' };
    case 'MaxTransactionLimitEnabledUpdated':
      return {
        title: 'Transaction limits',
        detail: `Limits ${from(a.oldValue ? 'on' : 'off', a.newValue ? 'on' : 'off')}`,
      };
    case 'MaxTransferRatesUpdated':
      return {
        title: 'Limits',
        detail: `Largest sell ${from(perMille(a.oldRate), perMille(a.newRate))}, largest buy ${from(perMille(a.oldRateBuy), perMille(a.newRateBuy))} of the supply`,
      };
    case 'ExcludedFromFeesUpdated':
      return {
        title: 'Fee exclusion',
        detail: `${address(a.account)} excluded from fees: ${from(yesNo(a.oldValue), yesNo(a.newValue))}`,
      };
    case 'ExcludedFromLimitsUpdated':
      return {
        title: 'Limit exclusion',
        detail: `${address(a.account)} excluded from limits: ${from(yesNo(a.oldValue), yesNo(a.newValue))}`,
      };
    case 'MarketPairUpdated':
      return {
        title: 'Market pair',
        detail: `${address(a.pair)} is a market pair: ${from(yesNo(a.oldValue), yesNo(a.newValue))}`,
      };
    case 'MerkleRootOfPartnersUpdated':
      return {
        title: 'Partners list',
        detail: `Root ${from(address(a.oldRoot), address(a.newRoot))}`,
      };
    case 'TokenPriceUpdated':
      return {
        title: 'Price',
        detail: `${stage(a.stage)}: ${from(eth(a.oldPrice), eth(a.newPrice))} per ECO`,
      };
    case 'SaleOpenUpdated':
      return {
        title: 'Sale stage',
        detail: `${stage(a.stage)}: ${from(a.oldValue ? 'open' : 'closed', a.newValue ? 'open' : 'closed')}`,
      };
    case 'SaleScheduleUpdated':
      return {
        title: 'Sale schedule',
        detail: `${stage(a.stage)}: opens ${from(scheduleTime(a.oldOpensAt), scheduleTime(a.newOpensAt))}, closes ${from(scheduleTime(a.oldClosesAt), scheduleTime(a.newClosesAt))}`,
      };
    case 'ReferralRewardBpsUpdated':
      return {
        title: 'Referral reward',
        detail: `${from(bps(a.oldBps), bps(a.newBps))} of the tokens bought`,
      };
    case 'WalletCapUpdated':
      return {
        title: 'Cap per wallet',
        detail: `${stage(a.stage)}: ${from(eco(a.oldCap), eco(a.newCap))} per wallet`,
      };
    case 'FundWalletUpdated':
      return {
        title: 'Fund wallet',
        detail: `${a.oldWallet === zeroAddress ? 'Set to' : `${address(a.oldWallet)} →`} ${address(a.newWallet)}`,
      };
    case 'Withdrawn':
      return { title: 'Withdrawal', detail: `${eth(a.amount)} sent to ${address(a.to)}` };
    case 'OwnerMinted':
      return {
        title: 'Mint',
        detail: `${eco(a.amount)} from the ${stage(a.stage)} allocation to ${address(a.to)}`,
      };
    case 'OwnershipTransferStarted':
      return {
        title: 'Ownership transfer',
        detail:
          a.newOwner === zeroAddress
            ? 'Pending transfer cancelled'
            : `Offered to ${address(a.newOwner)}; it becomes owner when it accepts`,
      };
    case 'SaleGuardianUpdated':
      return {
        title: 'Sale guardian',
        detail: `${a.oldGuardian === zeroAddress ? 'nobody' : address(a.oldGuardian)} → ${a.newGuardian === zeroAddress ? 'nobody' : address(a.newGuardian)} may close a stage at once`,
      };
    case 'CallScheduled':
      return {
        title: 'Scheduled',
        detail: `${ecoCallText(a.call as EcoOwnerCall | undefined)}, to run after the ${formatDelay(BigInt(a.delay as bigint), 'adjective')} delay`,
      };
    case 'CallExecuted':
      return { title: 'Executed', detail: ecoCallText(a.call as EcoOwnerCall | undefined) };
    case 'Cancelled':
      return {
        title: 'Cancelled',
        detail: `${ecoCallText(a.call as EcoOwnerCall | undefined)}: it will not run`,
      };
    case 'OwnershipTransferred':
      return {
        title: 'Owner',
        detail:
          a.previousOwner === zeroAddress
            ? `${address(a.newOwner)} owns the contract (deployment)`
            : `${address(a.previousOwner)} → ${address(a.newOwner)}`,
      };
  }
}

/**
 * Who sent a change, when the transaction went straight to ECO rather than through the owner's
 * timelock: closeSale by the sale guardian, or any change by an owner that is a plain wallet.
 * Undefined for a transaction to another address (the timelock's execute) or a deployment, whose
 * changes are the owner's.
 */
export function directSender(
  tx: { to: Address | null; from: Address },
  contract: Address,
): Address | undefined {
  return tx.to !== null && isAddressEqual(tx.to, contract) ? getAddress(tx.from) : undefined;
}

/**
 * Who made each change. Every audited function is owner-only, so the sender is the owner at
 * that point of the log; an OwnershipTransferred is sent by the new owner (acceptOwnership).
 * `logs` must be in chain order; returns the sender per log, in the same order.
 */
export function auditSenders(
  logs: readonly Pick<AuditLog, 'eventName' | 'args'>[],
): (Address | undefined)[] {
  let owner: Address | undefined;
  return logs.map((log) => {
    if (log.eventName === 'OwnershipTransferred') {
      owner = log.args.newOwner as Address;
      return owner;
    }
    return owner;
  });
}
