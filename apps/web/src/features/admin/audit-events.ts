import type { EcoOwnerEventName } from '@eco/contracts';
import { getAddress, isAddressEqual, zeroAddress, type Address } from 'viem';
import { stageLabel } from '@/content/token';
import {
  ecoText,
  ethText,
  formatDelay,
  formatUtcDateTime,
  truncateMiddle,
  usdcText,
} from '@/lib/format';
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

type Args = AuditLog['args'];

const address = (value: unknown) => truncateMiddle(String(value));
const yesNo = (value: unknown) => (value ? 'yes' : 'no');
const perMille = (value: unknown) => formatPercent(BigInt(value as bigint), 1);
const bps = (value: unknown) => formatPercent(BigInt(value as bigint), 2);
const eco = (value: unknown) => ecoText(BigInt(value as bigint));
const eth = (value: unknown) => ethText(BigInt(value as bigint));
const stage = (value: unknown) => stageLabel(Number(value));
const usdc = (value: unknown) => usdcText(BigInt(value as bigint));
/** A USDC price; 0 means the stage sells for ETH only. */
const usdcPrice = (value: unknown) => (BigInt(value as bigint) === 0n ? 'ETH only' : usdc(value));
/** A sale schedule time (seconds since the epoch); 0 is "by hand". */
const scheduleTime = (value: unknown) =>
  BigInt(value as bigint) === 0n ? 'by hand' : formatUtcDateTime(Number(value) * 1000);
const from = (before: string, after: string) => (before === after ? after : `${before} → ${after}`);
/** The event's `old<name>` and `new<name>` arguments, each written by `text`. */
const change = (text: (value: unknown) => string, a: Args, name: string) =>
  from(text(a[`old${name}`]), text(a[`new${name}`]));
const onOff = (value: unknown) => (value ? 'on' : 'off');
const openClosed = (value: unknown) => (value ? 'open' : 'closed');

/** Each audit event's title, and its detail from its arguments. */
const auditEvents: Record<AuditLog['eventName'], [title: string, detail: (a: Args) => string]> = {
  FeesUpdated: [
    'Fees',
    (a) => `Buy fee ${change(perMille, a, 'BuyFee')}, sell fee ${change(perMille, a, 'SellFee')}`,
  ],
  TradingEnabledUpdated: ['Trading', (a) => (a.newValue ? 'Trading enabled' : 'Trading disabled')],
  MaxTransactionLimitEnabledUpdated: [
    'Transaction limits',
    (a) => `Limits ${change(onOff, a, 'Value')}`,
  ],
  MaxTransferRatesUpdated: [
    'Limits',
    (a) =>
      `Largest sell ${change(perMille, a, 'Rate')}, largest buy ${change(perMille, a, 'RateBuy')} of the supply`,
  ],
  ExcludedFromFeesUpdated: [
    'Fee exclusion',
    (a) => `${address(a.account)} excluded from fees: ${change(yesNo, a, 'Value')}`,
  ],
  ExcludedFromLimitsUpdated: [
    'Limit exclusion',
    (a) => `${address(a.account)} excluded from limits: ${change(yesNo, a, 'Value')}`,
  ],
  MarketPairUpdated: [
    'Market pair',
    (a) => `${address(a.pair)} is a market pair: ${change(yesNo, a, 'Value')}`,
  ],
  MerkleRootOfPartnersUpdated: ['Partners list', (a) => `Root ${change(address, a, 'Root')}`],
  TokenPriceUpdated: ['Price', (a) => `${stage(a.stage)}: ${change(eth, a, 'Price')} per ECO`],
  SaleOpenUpdated: ['Sale stage', (a) => `${stage(a.stage)}: ${change(openClosed, a, 'Value')}`],
  SaleScheduleUpdated: [
    'Sale schedule',
    (a) =>
      `${stage(a.stage)}: opens ${change(scheduleTime, a, 'OpensAt')}, closes ${change(scheduleTime, a, 'ClosesAt')}`,
  ],
  ReferralRewardBpsUpdated: [
    'Referral reward',
    (a) => `${change(bps, a, 'Bps')} of the tokens bought`,
  ],
  WalletCapUpdated: [
    'Cap per wallet',
    (a) => `${stage(a.stage)}: ${change(eco, a, 'Cap')} per wallet`,
  ],
  FundWalletUpdated: [
    'Fund wallet',
    (a) =>
      `${a.oldWallet === zeroAddress ? 'Set to' : `${address(a.oldWallet)} →`} ${address(a.newWallet)}`,
  ],
  // ECO's Asset enum: 0 ETH (wei), 1 USDC (six decimals).
  Withdrawn: [
    'Withdrawal',
    (a) => `${Number(a.asset) === 1 ? usdc(a.amount) : eth(a.amount)} sent to ${address(a.to)}`,
  ],
  UsdcPriceUpdated: [
    'USDC price',
    (a) => `${stage(a.stage)}: ${change(usdcPrice, a, 'Price')} per ECO`,
  ],
  StageFinalized: [
    'Stage finalized',
    (a) =>
      `${stage(a.stage)} finalized: no longer cancellable; purchases past their withdrawal period may be settled`,
  ],
  StageCancelled: [
    'Stage cancelled',
    (a) => `${stage(a.stage)} cancelled for good: every purchase in it may be refunded`,
  ],
  OwnerMinted: [
    'Mint',
    (a) => `${eco(a.amount)} from the ${stage(a.stage)} allocation to ${address(a.to)}`,
  ],
  OwnershipTransferStarted: [
    'Ownership transfer',
    (a) =>
      a.newOwner === zeroAddress
        ? 'Pending transfer cancelled'
        : `Offered to ${address(a.newOwner)}; it becomes owner when it accepts`,
  ],
  SaleGuardianUpdated: [
    'Sale guardian',
    (a) =>
      `${a.oldGuardian === zeroAddress ? 'nobody' : address(a.oldGuardian)} → ${a.newGuardian === zeroAddress ? 'nobody' : address(a.newGuardian)} may close a stage at once`,
  ],
  CallScheduled: [
    'Scheduled',
    (a) =>
      `${ecoCallText(a.call as EcoOwnerCall | undefined)}, to run after the ${formatDelay(BigInt(a.delay as bigint), 'adjective')} delay`,
  ],
  CallExecuted: ['Executed', (a) => ecoCallText(a.call as EcoOwnerCall | undefined)],
  Cancelled: [
    'Cancelled',
    (a) => `${ecoCallText(a.call as EcoOwnerCall | undefined)}: it will not run`,
  ],
  OwnershipTransferred: [
    'Owner',
    (a) =>
      a.previousOwner === zeroAddress
        ? `${address(a.newOwner)} owns the contract (deployment)`
        : `${address(a.previousOwner)} → ${address(a.newOwner)}`,
  ],
};

/** What an audit event changed, in one line: "Buy fee 1% → 1.5%, sell fee 1%". */
export function describeAuditEvent({ eventName, args }: Pick<AuditLog, 'eventName' | 'args'>): {
  title: string;
  detail: string;
} {
  const [title, detail] = auditEvents[eventName];
  return { title, detail: detail(args) };
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
    if (log.eventName === 'OwnershipTransferred') owner = log.args.newOwner as Address;
    return owner;
  });
}
