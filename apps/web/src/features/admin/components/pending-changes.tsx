import { HistoryCatchingUp } from '@/components/history-status';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TransactionStatus } from '@/components/wallet/transaction-status';
import { formatUtcDateTime } from '@/lib/format';
import { ecoCallText } from '@/lib/wallet/call-text';
import { prepareTimelockWrite } from '@/lib/wallet/contract';
import { useTimelockOperations, type TimelockOperationWithTime } from '@/lib/wallet/owner-timelock';
import type { TransactionInfo } from '@/lib/wallet/transaction';
import { useContractTransaction } from '@/lib/wallet/use-contract-transaction';
import { useConfig } from 'wagmi';
import { useOwnerContext } from '../hooks/use-owner-context';

type OwnerActionInfo = Extract<TransactionInfo, { type: 'owner-action' }>;

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
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4 border-2" /> Reading the timelock…
      </p>
    );
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
  const config = useConfig();
  const { chainId, account, timelock } = useOwnerContext();
  const transaction = useContractTransaction<OwnerActionInfo>();
  const { status } = transaction;
  const what = ecoCallText(operation.call, operation.data);
  // The timelock compares with the chain's clock (the latest block's time, read with the list),
  // not this computer's; the timelock's own check still refuses a call that is not ready.
  const ready = operation.readyAt !== undefined && operation.readyAt <= chainTime;
  const busy = status.step !== 'idle' && status.step !== 'done' && status.step !== 'failed';

  const run = async (step: 'execute' | 'cancel') => {
    if (!timelock) return;
    const info: OwnerActionInfo = {
      type: 'owner-action',
      functionName: operation.call?.functionName as OwnerActionInfo['functionName'],
      changes: [],
      summary:
        step === 'execute'
          ? `${what} ran on the contract.`
          : `${what} was cancelled; it will not run.`,
    };
    const ok = await transaction.checkWith(
      () =>
        prepareTimelockWrite(config, {
          timelock: timelock.address,
          account,
          chainId,
          call:
            step === 'execute'
              ? {
                  functionName: 'execute',
                  args: [
                    operation.target,
                    operation.value,
                    operation.data,
                    operation.predecessor,
                    operation.salt,
                  ],
                }
              : { functionName: 'cancel', args: [operation.id] },
        }),
      chainId,
      info,
    );
    if (ok) await transaction.send();
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
            disabled={!ready || !timelock?.canExecute || busy}
            onClick={() => void run('execute')}
          >
            Execute
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => void run('cancel')}>
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
