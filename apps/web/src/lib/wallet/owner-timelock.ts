import { ecoTokenAbi, EXECUTOR_ROLE, ownerTimelockAbi, PROPOSER_ROLE } from '@eco/contracts';
import { readLogsInRanges } from '@eco/contracts/logs';
import { useQuery } from '@tanstack/react-query';
import {
  decodeFunctionData,
  isAddressEqual,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { usePublicClient, useReadContracts } from 'wagmi';

/** The timelock events an operation's life is told by. */
const operationEvents = ownerTimelockAbi.filter(
  (item) =>
    item.type === 'event' &&
    ['CallScheduled', 'CallSalt', 'CallExecuted', 'Cancelled'].includes(item.name),
);

/** A call to ECO as its owner, decoded from the calldata the timelock holds. */
export type EcoOwnerCall = { functionName: string; args: readonly unknown[] };

/** One call the owner timelock was asked to make on ECO, and where it stands. */
export type TimelockOperation = {
  id: Hex;
  target: Address;
  value: bigint;
  data: Hex;
  predecessor: Hex;
  salt: Hex;
  /** Seconds it had to wait. */
  delay: bigint;
  call: EcoOwnerCall | undefined;
  status: 'pending' | 'executed' | 'cancelled';
  scheduledBlock: bigint;
  scheduledLogIndex: number;
  scheduledTx: Hex;
  /** The block it was executed or cancelled in. */
  settledBlock: bigint | undefined;
  settledLogIndex: number | undefined;
  settledTx: Hex | undefined;
};

/** The ECO call in `data`, or undefined when it is not one of ECO's functions. */
export function decodeEcoCall(data: Hex): EcoOwnerCall | undefined {
  try {
    const { functionName, args } = decodeFunctionData({ abi: ecoTokenAbi, data });
    // viem answers undefined args for a function without parameters (enableTrading, withdraw),
    // whatever its type says.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    return { functionName, args: args ?? [] };
  } catch {
    return undefined;
  }
}

type OperationLog = {
  eventName: string;
  args: Record<string, unknown>;
  blockNumber: bigint;
  logIndex: number;
  transactionHash: Hex;
};

/**
 * Folds the timelock's events into its operations on `target`, oldest first: scheduled (with the
 * salt it needs to run), then executed or cancelled.
 */
export function foldOperations(
  logs: readonly OperationLog[],
  target: Address,
): TimelockOperation[] {
  const byId = new Map<Hex, TimelockOperation>();
  const salts = new Map<Hex, Hex>();
  for (const log of logs) {
    const id = log.args.id as Hex;
    if (log.eventName === 'CallSalt') salts.set(id, log.args.salt as Hex);
    if (log.eventName === 'CallScheduled') {
      const callTarget = log.args.target as Address;
      if (!isAddressEqual(callTarget, target)) continue;
      const data = log.args.data as Hex;
      byId.set(id, {
        id,
        target: callTarget,
        value: log.args.value as bigint,
        data,
        predecessor: log.args.predecessor as Hex,
        salt: `0x${'00'.repeat(32)}`,
        delay: log.args.delay as bigint,
        call: decodeEcoCall(data),
        status: 'pending',
        scheduledBlock: log.blockNumber,
        scheduledLogIndex: log.logIndex,
        scheduledTx: log.transactionHash,
        settledBlock: undefined,
        settledLogIndex: undefined,
        settledTx: undefined,
      });
    }
    const operation = byId.get(id);
    if (operation && (log.eventName === 'CallExecuted' || log.eventName === 'Cancelled')) {
      operation.status = log.eventName === 'CallExecuted' ? 'executed' : 'cancelled';
      operation.settledBlock = log.blockNumber;
      operation.settledLogIndex = log.logIndex;
      operation.settledTx = log.transactionHash;
    }
  }
  return [...byId.values()].map((op) => ({ ...op, salt: salts.get(op.id) ?? op.salt }));
}

/** Reads every operation the timelock was asked to make on `target` since `fromBlock`. */
export async function readTimelockOperations(
  client: PublicClient,
  timelock: Address,
  target: Address,
  fromBlock: bigint,
): Promise<TimelockOperation[]> {
  const logs = await readLogsInRanges(
    fromBlock,
    (range) => client.getLogs({ address: timelock, events: operationEvents, ...range }),
    () => client.getBlockNumber({ cacheTime: 0 }),
  );
  return foldOperations(logs, target);
}

/**
 * The owner timelock's operations on ECO, oldest first, with the time each pending one may run
 * (ms since the epoch, as the timelock holds it). Under 'eco', so read again after every
 * transaction the site sends.
 */
export function useTimelockOperations(
  timelock: Address | undefined,
  eco: Address | undefined,
  chainId: number,
  fromBlock: bigint | undefined,
) {
  const client = usePublicClient({ chainId });
  return useQuery({
    queryKey: ['eco', 'timelock-operations', chainId, timelock, eco, fromBlock?.toString()],
    enabled: Boolean(client && timelock && eco && fromBlock !== undefined),
    staleTime: 0,
    // A pending change becomes ready with time alone, which no transaction of this site marks. The
    // local chain's clock jumps (anvil's evm_increaseTime in development and tests): read it often.
    refetchInterval: chainId === 31337 ? 2_000 : 15_000,
    queryFn: async () => {
      if (!client || !timelock || !eco || fromBlock === undefined) throw new Error('not ready');
      const operations = await readTimelockOperations(client, timelock, eco, fromBlock);
      const pending = operations.filter((op) => op.status === 'pending');
      const times = pending.length
        ? await client.multicall({
            allowFailure: false,
            contracts: pending.map((op) => ({
              address: timelock,
              abi: ownerTimelockAbi,
              functionName: 'getTimestamp',
              args: [op.id],
            })),
          })
        : [];
      const readyAt = new Map(pending.map((op, i) => [op.id, Number(times[i]) * 1000]));
      const latest = await client.getBlock();
      return {
        operations: operations.map((op) => ({ ...op, readyAt: readyAt.get(op.id) })),
        /** The latest block's time (ms): what the timelock compares `readyAt` with. */
        chainTime: Number(latest.timestamp) * 1000,
      };
    },
  });
}

export type TimelockOperationWithTime = TimelockOperation & { readyAt: number | undefined };

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
