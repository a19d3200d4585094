import type { IndexedOwnerEvent, IndexedTimelockOperation } from '@eco/shared';
import { useCallback } from 'react';
import { getAddress, isAddressEqual, type Address } from 'viem';
import type { HistoryLag } from '@/lib/indexer';
import { useOwnerLog, type OwnerLog, type OwnerLogLists } from '@/lib/owner-log';
import { decodeEcoCall } from '@/lib/wallet/owner-timelock';
import {
  auditSenders,
  directSender,
  type AuditEventName,
  type AuditLog,
  type TimelockStepName,
} from '../audit-events';

/** An audit entry: the event and who sent it. */
export type AuditEntry = AuditLog & { sender: Address | undefined };

export type AuditLogData = { entries: AuditEntry[] } & HistoryLag;

/** The timelock's steps of one operation on ECO: scheduled, then executed or cancelled. */
function operationSteps(op: IndexedTimelockOperation): AuditEntry[] {
  const args = { call: decodeEcoCall(op.data), delay: BigInt(op.delay) };
  const scheduled: AuditEntry = {
    eventName: 'CallScheduled',
    args,
    blockNumber: BigInt(op.scheduledBlock),
    logIndex: op.scheduledLogIndex,
    transactionHash: op.scheduledTx,
    timestamp: Number(op.scheduledTimestamp) * 1000,
    sender: getAddress(op.scheduledBy),
  };
  if (op.status === 'pending' || op.settledBlock === null || op.settledTx === null) {
    return [scheduled];
  }
  const settled: TimelockStepName = op.status === 'executed' ? 'CallExecuted' : 'Cancelled';
  return [
    scheduled,
    {
      eventName: settled,
      args,
      blockNumber: BigInt(op.settledBlock),
      logIndex: op.settledLogIndex ?? 0,
      transactionHash: op.settledTx,
      timestamp: Number(op.settledTimestamp ?? 0) * 1000,
      sender: op.settledBy ? getAddress(op.settledBy) : undefined,
    },
  ];
}

/** Event arguments with addresses checksummed, as viem would decode them (the indexer keeps lower case). */
function checksummed(args: IndexedOwnerEvent['args']): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(args).map(([key, value]) => [
      key,
      typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value) ? getAddress(value) : value,
    ]),
  );
}

/** The audit log from the indexer's lists (each read whole), newest first. */
export function auditEntries(
  answer: OwnerLogLists,
  contract: Address,
  timelock: Address | undefined,
): AuditEntry[] {
  // The indexer answers newest first; the owner at each point is found in chain order.
  const events = [...answer.events].reverse().map((event) => ({
    eventName: event.eventName as AuditEventName,
    args: checksummed(event.args),
    blockNumber: BigInt(event.blockNumber),
    logIndex: event.logIndex,
    transactionHash: event.transactionHash,
    timestamp: Number(event.timestamp) * 1000,
    from: event.sender,
    to: event.to,
  }));
  const owners = auditSenders(events);
  const changes: AuditEntry[] = events.map(({ from, to, ...entry }, i) => ({
    ...entry,
    // Closing a stage is the one audited change someone besides the owner may make (the sale
    // guardian, at once): its sender is the transaction's, when it was sent straight to ECO.
    sender:
      (entry.eventName === 'SaleOpenUpdated' ? directSender({ to, from }, contract) : undefined) ??
      owners[i],
  }));
  const steps = timelock
    ? answer.operations
        .filter(
          (op) => isAddressEqual(op.timelock, timelock) && isAddressEqual(op.target, contract),
        )
        .flatMap(operationSteps)
    : [];
  return [...changes, ...steps]
    .sort((a, b) =>
      a.blockNumber === b.blockNumber
        ? a.logIndex - b.logIndex
        : Number(a.blockNumber - b.blockNumber),
    )
    .reverse();
}

/**
 * The owner's changes since the deployment, newest first, and with an owner timelock the calls it
 * scheduled, ran and cancelled: the owner log's one query, with each entry's sender.
 */
export function useAuditLog(contract: Address, chainId: number, timelock?: Address) {
  const select = useCallback(
    ({ behind, catchingUp, events, operations }: OwnerLog): AuditLogData => ({
      entries: auditEntries({ events, operations }, contract, timelock),
      behind,
      catchingUp,
    }),
    [contract, timelock],
  );
  return useOwnerLog(chainId, select);
}
