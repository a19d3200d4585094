import { readLogsInRanges } from '@eco/contracts/logs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { usePublicClient } from 'wagmi';
import { auditEventAbi, auditSenders, type AuditLog } from '../audit-events';

/** An audit entry: the decoded event and who sent it. */
export type AuditEntry = AuditLog & { sender: Address | undefined };

/**
 * The owner's changes since the deployment, newest first: one log query matching every audited
 * event (split only if the RPC refuses the range). Keyed under 'eco', so it is read again after every transaction the site sends.
 */
export function useAuditLog(contract: Address, chainId: number, fromBlock: bigint) {
  const client = usePublicClient({ chainId });
  return useQuery({
    queryKey: ['eco', 'audit-log', chainId, contract, fromBlock.toString()],
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
      return entries.map((entry, i) => ({ ...entry, sender: senders[i] })).reverse();
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
