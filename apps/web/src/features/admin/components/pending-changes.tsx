import { ownerTimelockAbi } from '@eco/contracts';
import { HistoryCatchingUp } from '@/components/history-status';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/spinner';
import { TransactionStatus } from '@/components/wallet/transaction-status';
import { formatUtcDateTime } from '@/lib/format';
import { ecoCallText } from '@/lib/wallet/call-text';
import { useTimelockOperations, type TimelockOperationWithTime } from '@/lib/wallet/owner-timelock';
import { useContractTransaction } from '@/lib/wallet/use-contract-transaction';
import type { OwnerActionInfo } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';

/**
 * Owner calls scheduled on the timelock and not yet run or cancelled, oldest first: each with
 * the time it may run (the timelock's, read from the chain), Execute once that time has come,
 * and Cancel. Both are checked with the timelock before the wallet is asked.
 */
export function PendingChanges() {
  const { contract, chainId, timelock } = useOwnerContext();
  const operations = useTimelockOperations(timelock?.address, contract, chainId);
  if (!timelock) return null;
  if (!operations.data && operations.isError) return <HistoryCatchingUp />;
  if (operations.isPending) {
    return <Loading>Reading the timelock…</Loading>;
  }
  const { chainTime } = operations.data;
  const pending = operations.data.operations.filter((op) => op.status === 'pending');
  const catchingUp = operations.isError || operations.data.catchingUp;
  return (
    <div className="space-y-3">
      {catchingUp ? <HistoryCatchingUp /> : null}
      {pending.length === 0 ? (
        <p className="text-sm text-slate-600">No change is waiting to run.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-3xl border border-slate-200 bg-white">
          {pending.map((op) => (
            <PendingChange key={op.id} operation={op} chainTime={chainTime} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PendingChange({
  operation,
  chainTime,
}: {
  operation: TimelockOperationWithTime;
  chainTime: number;
}) {
  const { chainId, account, timelock } = useOwnerContext();
  const transaction = useContractTransaction<OwnerActionInfo>();
  const { status } = transaction;
  const what = ecoCallText(operation.call, operation.data);
  // The timelock compares with the chain's clock (the latest block's time, read with the list),
  // not this computer's; the timelock's own check still refuses a call that is not ready.
  const ready = operation.readyAt !== undefined && operation.readyAt <= chainTime;

  const run = (step: 'execute' | 'cancel') => {
    if (!timelock) return;
    const on = { abi: ownerTimelockAbi, address: timelock.address, chainId, account };
    const { target, value, data, predecessor, salt } = operation;
    void transaction.run(
      step === 'execute'
        ? { ...on, functionName: 'execute', args: [target, value, data, predecessor, salt] }
        : { ...on, functionName: 'cancel', args: [operation.id] },
      {
        type: 'owner-action',
        changes: [],
        summary:
          step === 'execute'
            ? `${what} ran on the contract.`
            : `${what} was cancelled; it will not run.`,
      },
    );
  };

  return (
    <li className="space-y-2 p-4 text-sm">
      <p className="font-mono text-xs break-all text-brand-950">{what}</p>
      <p className="text-slate-700">
        {operation.readyAt === undefined
          ? 'Its time could not be read.'
          : ready
            ? `Ready to run since ${formatUtcDateTime(operation.readyAt)}.`
            : `Can run from ${formatUtcDateTime(operation.readyAt)}.`}
      </p>
      {status.step === 'idle' || status.step === 'failed' ? (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={!ready || !timelock?.canExecute}
            onClick={() => run('execute')}
          >
            Execute
          </Button>
          <Button size="sm" variant="ghost" onClick={() => run('cancel')}>
            Cancel change
          </Button>
        </div>
      ) : null}
      <TransactionStatus
        status={status}
        type="owner-action"
        chainId={chainId}
        pending="Transaction sent. Waiting for the network to confirm it…"
        done={`Done: ${transaction.info?.summary ?? ''}`}
      />
    </li>
  );
}
