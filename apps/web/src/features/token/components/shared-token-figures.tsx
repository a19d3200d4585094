import { t } from '@lingui/core/macro';
import { findEcoDeployment } from '@eco/contracts/deployments';
import { lazy, useEffect, useRef } from 'react';
import { WalletBoundary } from '@/components/wallet-boundary';
import { useNearScreen } from '@/hooks/use-near-screen';
import { isTargeted } from '@/hooks/use-scroll-when-targeted';
import { chainText } from '@/lib/chain-names';
import { withQueryProvider } from '@/lib/query-provider';
import { ethUsdNote } from '@/lib/wallet/eth-usd';
import { useStageRemainingStore } from '@/stores/stage-remaining';
import { useWalletChainStore } from '@/stores/wallet-chain';
import { useTokenPageFigures } from '../api/use-token-page-figures';
import { liveStages, unsoldByStage } from '../live-stages';
import { liveFacts, liveShares } from '../token-views';
import { ContractCard } from './contract-card';
import { FiguresSource } from './figures-source';
import { FoundersVestingReading } from './founders-vesting';
import { OwnerPowersReading } from './owner-powers-section';
import { StaticTokenFigures, TokenFiguresView } from './token-figures';

// The founders' vesting and the owner's powers read the chain themselves: wallet code, loaded
// only once a visitor comes near them.
const TokenSectionsBelow = lazy(() => import('./token-sections-below'));

/**
 * The token's live figures from this site's server (or from the chain in this browser, when the
 * visitor asks: useTokenPageFigures), the contract address and Add ECO to wallet, without the
 * wallet code: on the chain a connected wallet is on, else the site's default one.
 */
function SharedTokenFigures() {
  const chainId = useWalletChainStore((state) => state.chainId);
  const deployment = findEcoDeployment(chainId);
  const { figures, reader } = useTokenPageFigures(deployment?.address, chainId);
  const chain = chainText(chainId);
  const setRemaining = useStageRemainingStore((state) => state.setRemaining);
  // The vesting and owner sections lie far below the figures. What they read waits until a
  // visitor comes near them: a visit that stays at the top asks the chain for nothing at all.
  const below = useRef<HTMLDivElement>(null);
  // A link to the owner section (the Buy dialog's) needs it read at once, to take the visitor there.
  const nearBelow =
    useNearScreen(below, { enabled: figures.data !== undefined }) || isTargeted('owner-powers');
  const stages = figures.data?.stages;
  // The estimator below prices only what each stage still holds, as of the latest block read.
  useEffect(() => {
    setRemaining(stages ? unsoldByStage(stages) : null);
  }, [stages, setRemaining]);

  return (
    <>
      {!deployment ? (
        <StaticTokenFigures
          note={t`The ECO contract is not deployed on ${chain} yet, so these are the published token facts.`}
        />
      ) : figures.isError ? (
        <StaticTokenFigures
          note={t`The live figures could not be read from the blockchain just now, so these are the published token facts.`}
        />
      ) : !figures.data ? (
        <StaticTokenFigures />
      ) : (
        <div className="space-y-10">
          <TokenFiguresView
            facts={liveFacts(figures.data)}
            stages={liveStages(figures.data, figures.data.ethUsd)}
            stagesNote={figures.data.ethUsd ? ethUsdNote(figures.data.ethUsd) : undefined}
            shares={liveShares(figures.data)}
            source={<FiguresSource chain={chain} readAt={figures.data.readAt} />}
            contract={
              <ContractCard
                address={deployment.address}
                chainId={chainId}
                symbol={figures.data.symbol}
                decimals={figures.data.decimals}
              />
            }
          />
          <div ref={below} className="space-y-10">
            {nearBelow ? (
              <WalletBoundary activate fallback={<SectionsBelowReading />}>
                <TokenSectionsBelow
                  chainId={chainId}
                  deployment={deployment}
                  figures={figures.data}
                />
              </WalletBoundary>
            ) : (
              <SectionsBelowReading />
            )}
          </div>
        </div>
      )}
      {reader}
    </>
  );
}

/** The sections below until their code loads: each says it is reading. */
function SectionsBelowReading() {
  return (
    <>
      <FoundersVestingReading />
      <OwnerPowersReading />
    </>
  );
}

export default withQueryProvider(SharedTokenFigures);
