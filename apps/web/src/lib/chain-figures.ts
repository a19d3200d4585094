import type { ApiChainFigures } from '@eco/shared/chain-figures';
import { useQuery } from '@tanstack/react-query';
import { usePageVisible } from '@/hooks/use-page-visible';
import { apiRequest } from '@/lib/api-client';
import type { TokenPageFigures } from '@/lib/wallet/token-figures';
import { judgeEthUsd } from '@/lib/wallet/eth-usd';

// The figures every visitor shares, from this site's server (GET /api/chain/:chainId/figures,
// docs/decisions/0040): the API reads the chain once per block for everyone, so a visitor costs
// the chain's node nothing. Free of the wallet stack (wagmi, viem): only JSON and bigints.

/**
 * How often a visible page asks for the figures: the interval the wallet stack watched blocks
 * at (lib/wallet/config.ts), so the figures are as fresh as when each page read the chain. The
 * answers are cached a second by the API and whatever sits in front of it, so a crowd polling
 * this often costs the node no more than one visitor.
 */
export const SHARED_FIGURES_POLL_MS = 4_000;

/** Where a set of figures was read, and at which block. */
export type FiguresReadAt = { blockNumber: bigint; by: 'server' | 'browser' };

/** The figures as the token page shows them, and where they were read. */
export type SharedTokenFigures = TokenPageFigures & { readAt: FiguresReadAt };

const big = (value: string) => BigInt(value);

/** The API's answer (decimal strings) as the figures the page shows (bigints). */
export function sharedTokenFigures(answer: ApiChainFigures): SharedTokenFigures {
  const f = answer.figures;
  const stage = (s: ApiChainFigures['figures']['stages']['public']) => ({
    price: big(s.price),
    allocation: big(s.allocation),
    sold: big(s.sold),
    open: s.open,
    walletCap: big(s.walletCap),
    opensAt: big(s.opensAt),
    closesAt: big(s.closesAt),
    usdcPrice: big(s.usdcPrice),
    minimum: {
      amount: big(s.minimum.amount),
      deadline: big(s.minimum.deadline),
      counted: big(s.minimum.counted),
      state: s.minimum.state,
    },
    cancelled: s.cancelled,
    finalized: s.finalized,
  });
  const blockTimestamp = big(answer.block.timestamp);
  const feed = answer.ethUsd;
  return {
    name: f.name,
    symbol: f.symbol,
    decimals: f.decimals,
    totalSupply: big(f.totalSupply),
    maxSupply: big(f.maxSupply),
    buyFee: big(f.buyFee),
    sellFee: big(f.sellFee),
    maxBuyFee: big(f.maxBuyFee),
    maxSellFee: big(f.maxSellFee),
    tradingEnabled: f.tradingEnabled,
    maxTransactionLimitEnabled: f.maxTransactionLimitEnabled,
    maxTransferAmount: big(f.maxTransferAmount),
    maxTransferAmountBuy: big(f.maxTransferAmountBuy),
    referralRewardBps: big(f.referralRewardBps),
    foundersVestingWallets: f.foundersVestingWallets,
    owner: f.owner,
    pendingOwner: f.pendingOwner,
    saleGuardian: f.saleGuardian,
    fundWallet: f.fundWallet,
    maxReferralRewardBps: big(f.maxReferralRewardBps),
    shares: Object.fromEntries(
      Object.entries(f.shares).map(([name, value]) => [name, big(value)]),
    ) as TokenPageFigures['shares'],
    stages: {
      partners: stage(f.stages.partners),
      private: stage(f.stages.private),
      public: stage(f.stages.public),
    },
    // The block's own time: the chain's clock, for the calendar's countdowns and the feed's age.
    blockTimestamp,
    ...(feed
      ? {
          ethUsd: judgeEthUsd(
            {
              roundId: big(feed.roundId),
              answer: big(feed.answer),
              updatedAt: big(feed.updatedAt),
              answeredInRound: big(feed.answeredInRound),
              decimals: feed.decimals,
              chainTime: blockTimestamp,
            },
            feed,
          ),
        }
      : {}),
    readAt: { blockNumber: big(answer.block.number), by: 'server' },
  };
}

/** The query key of a chain's shared figures (the API's answer, as it came). */
export const sharedFiguresKey = (chainId: number) => ['chain-figures', chainId] as const;

/**
 * The shared figures of `chainId` from this site's server, asked again every
 * SHARED_FIGURES_POLL_MS while the page is visible (never while it is hidden). The cache keeps
 * the API's JSON as it came; `select` turns it into bigints.
 */
export function useSharedFigures(chainId: number, enabled: boolean) {
  const visible = usePageVisible();
  return useQuery({
    queryKey: sharedFiguresKey(chainId),
    queryFn: ({ signal }) =>
      apiRequest<ApiChainFigures>(`/chain/${chainId}/figures`, { signal, credentials: 'omit' }),
    enabled,
    select: sharedTokenFigures,
    // Figures restored from an earlier visit (or another page) are asked for again at once
    // when older than a poll, and shown meanwhile: they say the block they were read at.
    staleTime: SHARED_FIGURES_POLL_MS,
    refetchInterval: enabled && visible ? SHARED_FIGURES_POLL_MS : false,
    // A hidden page asks nothing; coming back, the next poll (or the focus) brings it up to date.
    refetchIntervalInBackground: false,
  });
}
