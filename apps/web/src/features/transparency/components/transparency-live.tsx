import { t } from '@lingui/core/macro';
import { findEcoDeployment } from '@eco/contracts';
import { useChainId } from 'wagmi';
import { chainText } from '@/lib/wallet/chains';
import { ChangeLogSection } from './change-log-section';
import { ContractsSection } from './contracts-section';
import { SupplySection } from './supply-section';
import { TreasurySections } from './treasury-sections';

/** Everything /transparency reads from the chain and the indexer, for the chain wagmi is on. */
export default function TransparencyLive() {
  const chainId = useChainId();
  const chain = chainText(chainId);
  if (!findEcoDeployment(chainId)) {
    return <p className="text-slate-700">{t`ECO is not deployed on ${chain} yet.`}</p>;
  }
  return (
    <div className="space-y-14">
      <p className="text-sm text-slate-600">{t`Read live from ${chain}.`}</p>
      <TreasurySections chainId={chainId} />
      <SupplySection chainId={chainId} />
      <ChangeLogSection chainId={chainId} />
      <ContractsSection chainId={chainId} />
    </div>
  );
}
