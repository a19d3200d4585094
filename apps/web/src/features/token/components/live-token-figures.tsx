import { Copy, ExternalLink, PlusCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useChainId, useConnection, useWatchAsset } from 'wagmi';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import { useNearScreen } from '@/hooks/use-near-screen';
import { isTargeted } from '@/hooks/use-scroll-when-targeted';
import { Button, ExternalLink as ExternalLinkTo } from '@/components/ui/button';
import { chainText, explorerUrl } from '@/lib/wallet/chains';
import { walletErrorMessage } from '@/lib/wallet/errors';
import { useEcoContract } from '@/lib/wallet/use-eco-contract';
import { useAlertStore } from '@/stores/alert';
import { useWalletUiStore } from '@/stores/wallet-ui';
import { ethUsdNote } from '@/lib/wallet/eth-usd';
import { useTokenFigures } from '@/lib/wallet/token-figures';
import { useFoundersVesting } from '../api/use-founders-vesting';
import { useStageRemainingStore } from '@/stores/stage-remaining';
import { liveStages } from '../live-stages';
import { unsoldByStage } from '../owner-powers';
import { liveFacts, liveShares } from '../token-views';
import { FiguresSource } from './figures-source';
import { FoundersVesting } from './founders-vesting';
import { OwnerPowers } from './owner-powers';
import { StaticTokenFigures, TokenFiguresView } from './token-figures';

/**
 * The token's live figures (from this site's server, or from the chain in this browser when the
 * visitor asks: useTokenFigures), the contract address and Add ECO to wallet.
 */
export default function LiveTokenFigures() {
  const chainId = useChainId();
  const eco = useEcoContract();
  const figures = useTokenFigures(eco?.contract.address, chainId);
  const chain = chainText(chainId);
  const setRemaining = useStageRemainingStore((state) => state.setRemaining);
  // The vesting and owner sections lie far below the figures. What they read (the vesting
  // contracts, the timelock and its proposers, the proposer's code, the latest block and the
  // indexer, some of it polled) waits until a visitor comes near them: the figures render from
  // one multicall, and a visit that stays at the top asks the chain for nothing more.
  const below = useRef<HTMLDivElement>(null);
  // A link to the owner section (the Buy dialog's) needs it read at once, to take the visitor there.
  const nearBelow =
    useNearScreen(below, { enabled: figures.data !== undefined }) || isTargeted('owner-powers');
  // Read once for the page: the vesting section and the owner section both show it.
  const vesting = useFoundersVesting(
    eco?.contract.address,
    chainId,
    nearBelow ? (figures.data?.foundersVestingWallets ?? []) : [],
  );
  const stages = figures.data?.stages;
  // The estimator below prices only what each stage still holds, as of the latest block read.
  useEffect(() => {
    setRemaining(stages ? unsoldByStage(stages) : null);
  }, [stages, setRemaining]);

  if (!eco) {
    return (
      <StaticTokenFigures
        note={`The ECO contract is not deployed on ${chain} yet, so these are the published token facts.`}
      />
    );
  }
  if (figures.isError) {
    return (
      <StaticTokenFigures note="The live figures could not be read from the blockchain just now, so these are the published token facts." />
    );
  }
  if (!figures.data) return <StaticTokenFigures />;

  return (
    <div className="space-y-10">
      <TokenFiguresView
        facts={liveFacts(figures.data)}
        stages={liveStages(figures.data, figures.data.ethUsd)}
        stagesNote={figures.data.ethUsd ? ethUsdNote(figures.data.ethUsd) : undefined}
        shares={liveShares(figures.data)}
        source={<FiguresSource chain={chain} readAt={figures.data.readAt} />}
        contract={
          <ContractCard
            address={eco.contract.address}
            chainId={chainId}
            symbol={figures.data.symbol}
            decimals={figures.data.decimals}
          />
        }
      />
      <div ref={below} className="space-y-10">
        <FoundersVesting chainId={chainId} vesting={vesting} />
        <OwnerPowers
          eco={eco.contract.address}
          chainId={chainId}
          figures={figures.data}
          vesting={vesting.data}
          deployment={eco.deployment}
          read={nearBelow}
          settledAbove={vesting.data !== undefined || vesting.isError}
        />
      </div>
    </div>
  );
}

function ContractCard({
  address,
  chainId,
  symbol,
  decimals,
}: {
  address: `0x${string}`;
  chainId: number;
  symbol: string;
  decimals: number;
}) {
  const { copied, copy: copyText } = useCopyToClipboard();
  const { isConnected } = useConnection();
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);
  const openAlert = useAlertStore((state) => state.open);
  const watchAsset = useWatchAsset({
    mutation: {
      onSuccess: (added) =>
        openAlert(
          added
            ? { color: 'green', title: 'ECO added', message: `${symbol} now shows in your wallet.` }
            : {
                color: 'yellow',
                title: 'Not added',
                message: 'Your wallet did not add the token.',
              },
        ),
      onError: (error) => openAlert({ color: 'red', ...walletErrorMessage(error) }),
    },
  });
  const explorer = explorerUrl(chainId, 'address', address);

  const copy = async () => {
    if (!(await copyText(address))) {
      openAlert({
        color: 'yellow',
        title: 'Copy failed',
        message: `The contract address is ${address}.`,
      });
    }
  };

  return (
    <div className="rounded-3xl border border-slate-200 bg-slate-50 p-5">
      <p className="text-sm text-slate-600">Contract address</p>
      <p className="mt-1 font-mono text-sm break-all text-slate-900">{address}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" /> {copied ? 'Copied' : 'Copy address'}
        </Button>
        {explorer ? (
          <ExternalLinkTo
            href={explorer}
            className="inline-flex items-center gap-1 rounded-full border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            <ExternalLink aria-hidden="true" className="size-4" /> View on explorer
          </ExternalLinkTo>
        ) : null}
        <Button
          size="sm"
          disabled={watchAsset.isPending}
          onClick={() =>
            isConnected
              ? watchAsset.mutate({
                  type: 'ERC20',
                  options: {
                    address,
                    symbol,
                    decimals,
                    image: `${window.location.origin}/images/logo.svg`,
                  },
                })
              : openConnectDialog()
          }
        >
          <PlusCircle aria-hidden="true" className="size-4" /> Add ECO to wallet
        </Button>
        <span role="status" className="sr-only">
          {copied ? 'Contract address copied' : ''}
        </span>
      </div>
    </div>
  );
}
