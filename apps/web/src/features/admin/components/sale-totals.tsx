import { useChainId } from 'wagmi';
import { Spinner } from '@/components/ui/spinner';
import { useEcoContract } from '@/lib/wallet/use-eco-contract';
import { useOwnerState } from '../hooks/use-owner-state';
import { ethText, saleStages } from '../owner-format';
import { StageCard } from './stage-card';

/** Sale totals per stage, read from the chain (the same batched read as the owner panel). */
export default function SaleTotals() {
  const chainId = useChainId();
  const eco = useEcoContract();
  const state = useOwnerState(eco?.contract.address, chainId);
  if (!eco) {
    return <p className="text-slate-700">ECO is not deployed on this network.</p>;
  }
  if (state.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-950">
        The sale totals could not be read from the chain just now.
      </p>
    );
  }
  if (!state.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4 border-2" /> Reading the sale from the chain…
      </p>
    );
  }
  const { token, totalRaised, totalWithdrawn, ethBalance } = state.data;
  return (
    <div className="space-y-4">
      <ul className="grid gap-3 md:grid-cols-3">
        {saleStages.map((stage) => (
          <StageCard key={stage.key} stage={stage} figures={token.stages[stage.key]} heading="h3" />
        ))}
      </ul>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div className="rounded-2xl bg-slate-50 p-3">
          <dt className="text-slate-600">Raised in total</dt>
          <dd className="font-semibold tabular-nums">{ethText(totalRaised)}</dd>
        </div>
        <div className="rounded-2xl bg-slate-50 p-3">
          <dt className="text-slate-600">Withdrawn to the fund wallet</dt>
          <dd className="font-semibold tabular-nums">{ethText(totalWithdrawn)}</dd>
        </div>
        <div className="rounded-2xl bg-slate-50 p-3">
          <dt className="text-slate-600">Still in the contract</dt>
          <dd className="font-semibold tabular-nums">{ethText(ethBalance)}</dd>
        </div>
      </dl>
    </div>
  );
}
