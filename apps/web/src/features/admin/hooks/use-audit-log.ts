import { readLogsInRanges } from '@eco/contracts/logs';
import { readTimelockOperations } from '@/lib/wallet/owner-timelock';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getAddress, type Address } from 'viem';
import { usePublicClient } from 'wagmi';
import { auditEventAbi, auditSenders, directSender, type AuditLog } from '../audit-events';

/** An audit entry: the decoded event and who sent it. */
export type AuditEntry = AuditLog & { sender: Address | undefined };

/**
 * The owner's changes since the deployment, newest first: one log query matching every audited
 * event (split only if the RPC refuses the range), and, with an owner timelock, one more for the
 * calls it scheduled, ran and cancelled. Keyed under 'eco', so it is read again after every
 * transaction the site sends.
 */
export function useAuditLog(
  contract: Address,
  chainId: number,
  fromBlock: bigint,
  timelock?: Address,
) {
  const client = usePublicClient({ chainId });
  return useQuery({
    queryKey: ['eco', 'audit-log', chainId, contract, fromBlock.toString(), timelock],
    enabled: Boolean(client),
    staleTime: 0,
    queryFn: async (): Promise<AuditEntry[]> => {
      if (!client) throw new Error('The chain client is not ready.');
      const logs = await readLogsInRanges(
        fromBlock,
        (range) => client.getLogs({ address: contract, events: auditEventAbi, ...range }),
        () => client.getBlockNumber({ cacheTime: 0 }),
      );
      const entries = logs.map((log) => ({
        eventName: log.eventName,
        args: log.args,
        blockNumber: log.blockNumber,
        logIndex: log.logIndex,
        transactionHash: log.transactionHash,
      }));
      const senders = auditSenders(entries);
      // Closing a stage is the one audited change someone besides the owner may make (the sale
      // guardian, at once): its sender is read from its transaction.
      const closings = [
        ...new Set(
          entries.filter((e) => e.eventName === 'SaleOpenUpdated').map((e) => e.transactionHash),
        ),
      ];
      const closedBy = new Map(
        await Promise.all(
          closings.map(async (hash) => {
            const tx = await client.getTransaction({ hash });
            return [hash, directSender(tx, contract)] as const;
          }),
        ),
      );
      const changes: AuditEntry[] = entries.map((entry, i) => ({
        ...entry,
        sender: closedBy.get(entry.transactionHash) ?? senders[i],
      }));
      if (!timelock) return changes.reverse();

      const steps = (await readTimelockOperations(client, timelock, contract, fromBlock)).flatMap(
        (op) => {
          const args = { call: op.call, delay: op.delay };
          const scheduled = {
            eventName: 'CallScheduled' as const,
            args,
            blockNumber: op.scheduledBlock,
            logIndex: op.scheduledLogIndex,
            transactionHash: op.scheduledTx,
          };
          if (op.status === 'pending' || op.settledBlock === undefined || !op.settledTx)
            return [scheduled];
          return [
            scheduled,
            {
              eventName:
                op.status === 'executed' ? ('CallExecuted' as const) : ('Cancelled' as const),
              args,
              blockNumber: op.settledBlock,
              logIndex: op.settledLogIndex ?? 0,
              transactionHash: op.settledTx,
            },
          ];
        },
      );
      // Who scheduled, ran or cancelled: the sender of each such transaction (a few at most).
      const stepSenders = await Promise.all(
        steps.map((step) =>
          client.getTransaction({ hash: step.transactionHash }).then((tx) => getAddress(tx.from)),
        ),
      );
      return [...changes, ...steps.map((step, i) => ({ ...step, sender: stepSenders[i] }))]
        .sort((a, b) =>
          a.blockNumber === b.blockNumber
            ? a.logIndex - b.logIndex
            : Number(a.blockNumber - b.blockNumber),
        )
        .reverse();
    },
  });
}

/** When each block was mined (ms since the epoch), for the blocks of one page of the log. */
export function useBlockTimes(blockNumbers: readonly bigint[], chainId: number) {
  const client = usePublicClient({ chainId });
  const blocks = [...new Set(blockNumbers)].sort((a, b) => Number(a - b));
  return useQuery({
    // Mined blocks never change: not under 'eco', so transactions do not read them again.
    queryKey: ['block-times', chainId, blocks.map(String)],
    enabled: Boolean(client) && blocks.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Record<string, number>> => {
      if (!client) throw new Error('The chain client is not ready.');
      const times = await Promise.all(
        blocks.map(async (blockNumber) => {
          const block = await client.getBlock({ blockNumber });
          return [blockNumber.toString(), Number(block.timestamp) * 1000] as const;
        }),
      );
      return Object.fromEntries(times);
    },
  });
}
