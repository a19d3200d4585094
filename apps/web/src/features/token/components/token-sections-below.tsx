import type { EcoDeployment } from '@eco/contracts/deployments';
import type { TokenPageFigures } from '@/lib/wallet/token-figures';
import { useFoundersVesting } from '../api/use-founders-vesting';
import { FoundersVesting } from './founders-vesting';
import { OwnerPowers } from './owner-powers';

/**
 * The founders' vesting and the owner's powers, far below the figures, which read the chain
 * themselves (the vesting contracts, the timelock and its proposers, the proposer's code, the
 * latest block and the indexer, some of it polled): wallet code, loaded once a visitor comes
 * near them (shared-token-figures.tsx).
 */
export default function TokenSectionsBelow({
  chainId,
  deployment,
  figures,
}: {
  chainId: number;
  deployment: EcoDeployment;
  figures: TokenPageFigures;
}) {
  // Read once for the page: the vesting section and the owner section both show it.
  const vesting = useFoundersVesting(deployment.address, chainId, figures.foundersVestingWallets);
  return (
    <>
      <FoundersVesting chainId={chainId} vesting={vesting} />
      <OwnerPowers
        eco={deployment.address}
        chainId={chainId}
        figures={figures}
        vesting={vesting.data}
        deployment={deployment}
        read
        settledAbove={vesting.data !== undefined || vesting.isError}
      />
    </>
  );
}
