import { ecoTokenAbi, EXECUTOR_ROLE, ownerTimelockAbi, PROPOSER_ROLE } from '@eco/contracts';
import type { IndexedTimelockOperation, IndexerTimelockOperationsAnswer } from '@eco/shared';
import { useQuery } from '@tanstack/react-query';
import { getAddress, isAddressEqual, type Address, type Hex } from 'viem';
import { usePublicClient, useReadContracts } from 'wagmi';
import {
  historyLag,
  historyQueryOptions,
  historyRefetchInterval,
  readWholeList,
} from '@/lib/indexer';
import { decodeCall, type DecodedCall } from './call-text';

/** A call to ECO as its owner, decoded from the calldata the timelock holds. */
export type EcoOwnerCall = DecodedCall;

/** The ECO call in `data`, or undefined when it is not one of ECO's functions. */
export const decodeEcoCall = (data: Hex) => decodeCall(ecoTokenAbi, data);

/**
 * One call the owner timelock was asked to make on ECO and where it stands, as the indexer
 * answers it, in the site's types: `delay` in seconds, `scheduledBy` the proposer who sent it,
 * the `settled*` fields the execution or cancellation, and the time it may run (ms since the
 * epoch) while it is pending.
 */
export function toTimelockOperation(op: IndexedTimelockOperation) {
  const bigOrUndefined = (value: string | null) => (value === null ? undefined : BigInt(value));
  return {
    id: op.id,
    target: getAddress(op.target),
    value: BigInt(op.value),
    data: op.data,
    predecessor: op.predecessor,
    salt: op.salt,
    delay: BigInt(op.delay),
    call: decodeEcoCall(op.data),
    status: op.status,
    scheduledBlock: BigInt(op.scheduledBlock),
    scheduledLogIndex: op.scheduledLogIndex,
    scheduledTx: op.scheduledTx,
    scheduledBy: getAddress(op.scheduledBy),
    settledBlock: bigOrUndefined(op.settledBlock),
    settledLogIndex: op.settledLogIndex ?? undefined,
    settledTx: op.settledTx ?? undefined,
    settledBy: op.settledBy ? getAddress(op.settledBy) : undefined,
    // The timelock stores block.timestamp + delay when it schedules; the indexer keeps the same.
    readyAt: op.status === 'pending' ? Number(op.readyAt) * 1000 : undefined,
  };
}

/**
 * The owner timelock's operations on ECO, oldest first, with the time each pending one may run
 * (ms since the epoch, as the timelock holds it): one request to the indexer and one read of the
 * latest block, whose time is what the timelock compares `readyAt` with. Under 'eco', so read
 * again after every transaction the site sends.
 */
export function useTimelockOperations(
  timelock: Address | undefined,
  eco: Address | undefined,
  chainId: number,
) {
  const client = usePublicClient({ chainId });
  return useQuery({
    queryKey: ['eco', 'timelock-operations', chainId, timelock, eco],
    enabled: Boolean(client && timelock && eco),
    ...historyQueryOptions,
    queryFn: async ({ signal }) => {
      if (!client || !timelock || !eco) throw new Error('not ready');
      const [answer, latest] = await Promise.all([
        // Pending calls are the newest: the list is read whole (oldest first, page by page).
        readWholeList<IndexerTimelockOperationsAnswer, 'operations'>(
          chainId,
          '/timelock/operations',
          'operations',
          signal,
        ),
        client.getBlock({ blockTag: 'latest' }),
      ]);
      return {
        operations: answer.operations
          .filter((op) => isAddressEqual(op.timelock, timelock) && isAddressEqual(op.target, eco))
          .map(toTimelockOperation),
        chainTime: Number(latest.timestamp) * 1000,
        ...historyLag(answer.indexed, latest.number),
      };
    },
    // A pending change becomes ready with time alone, which no transaction of this site marks. The
    // local chain's clock jumps (anvil's evm_increaseTime in development and tests): read it often.
    refetchInterval: (query) =>
      historyRefetchInterval(query) || (chainId === 31337 ? 2_000 : 15_000),
  });
}

/** An operation with the time it may run (ms since the epoch) while it is pending. */
export type TimelockOperationWithTime = ReturnType<typeof toTimelockOperation>;

/**
 * Whether `owner` is an OpenZeppelin TimelockController (it answers getMinDelay), its delay, and
 * whether `account` may schedule and run its calls. Undefined while unknown.
 */
export function useOwnerTimelock(owner: Address | undefined, chainId: number, account?: Address) {
  const base = { address: owner, abi: ownerTimelockAbi, chainId } as const;
  // Without an account, the zero address's roles are asked: nobody's, so both answer false.
  const who = account ?? '0x0000000000000000000000000000000000000000';
  const reads = useReadContracts({
    contracts: [
      { ...base, functionName: 'getMinDelay' },
      { ...base, functionName: 'hasRole', args: [PROPOSER_ROLE, who] },
      { ...base, functionName: 'hasRole', args: [EXECUTOR_ROLE, who] },
    ],
    query: { enabled: Boolean(owner) },
  });
  if (!reads.data) return { data: undefined, isError: reads.isError, refetch: reads.refetch };
  const [delay, proposer, executor] = reads.data;
  const isTimelock = delay.status === 'success';
  return {
    data: {
      isTimelock,
      minDelay: isTimelock ? delay.result : 0n,
      canPropose: isTimelock && proposer.status === 'success' && proposer.result,
      canExecute: isTimelock && executor.status === 'success' && executor.result,
    },
    isError: false,
    refetch: reads.refetch,
  };
}
