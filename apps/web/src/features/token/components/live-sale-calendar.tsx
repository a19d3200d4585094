import { saleStages } from '@eco/contracts';
import type { ReactNode } from 'react';
import { useBlock, useChainId } from 'wagmi';
import { stageLabel } from '@/content/token';
import { useNow } from '@/hooks/use-now';
import { chainNow } from '@/lib/chain-clock';
import { chainText } from '@/lib/wallet/chains';
import {
  useTokenFigures,
  type TokenFigures,
  type TokenPageFigures,
} from '@/lib/wallet/token-figures';
import { useEcoContract } from '@/lib/wallet/use-eco-contract';
import { FiguresSource } from './figures-source';
import { SaleCalendar, type CalendarStage, type CalendarStageInput } from './sale-calendar';
import { SaleCalendarPlaceholder } from './sale-calendar-placeholder';

/** The chain's clock as last read: a block's time (ms) and when this page read it (ms). */
type ChainClock = { chainTime: number; readAt: number };

/**
 * The chain's clock, which the countdowns run on rather than this computer's (a local chain's
 * clock is moved by hand, and a visitor's may simply be wrong). When the figures' multicall
 * carries its block's time, that is the clock, at no cost; otherwise the latest block is read
 * once, and not again: no request is added to each new block's reads. Between reads the clock
 * runs on with this computer's (see chainNow).
 */
function useChainClock(
  figures: { data: TokenPageFigures | undefined; dataUpdatedAt: number },
  chainId: number,
): ChainClock | undefined {
  // The block time of the figures' own multicall, where token-figures.ts reads it (with the
  // ETH/USD feed, on every chain that has one).
  const fromFigures = figures.data?.blockTimestamp;
  const block = useBlock({
    chainId,
    query: {
      enabled: figures.data !== undefined && fromFigures === undefined,
      staleTime: Infinity,
      // A block restored from an earlier visit says nothing about how far the clock was moved since.
      meta: { persist: false },
    },
  });
  if (fromFigures !== undefined) {
    return { chainTime: Number(fromFigures) * 1000, readAt: figures.dataUpdatedAt };
  }
  if (block.data)
    return { chainTime: Number(block.data.timestamp) * 1000, readAt: block.dataUpdatedAt };
  // Without the block, this computer's clock is the best there is (chainNow never goes behind it).
  if (block.isError) return { chainTime: block.errorUpdatedAt, readAt: block.errorUpdatedAt };
  return undefined;
}

/** Each stage's figures from the token page's multicall, under the names the site uses. */
function calendarStages(figures: TokenFigures): CalendarStageInput[] {
  return saleStages.map(({ key }) => ({
    key,
    label: stageLabel(key),
    ...figures.stages[key],
  }));
}

/**
 * The sale calendar, live: the token page's one multicall (shared with its other figures, read
 * again with each new block) and the chain's clock. A countdown ticks each second on screen.
 */
export default function LiveSaleCalendar({
  stageAction,
  headingLevel = 3,
}: {
  stageAction?: (stage: CalendarStage) => ReactNode;
  headingLevel?: 3 | 4;
}) {
  const chainId = useChainId();
  const eco = useEcoContract();
  const figures = useTokenFigures(eco?.contract.address, chainId);
  const clock = useChainClock(figures, chainId);
  const stages = figures.data ? calendarStages(figures.data) : [];
  // Ticks only while a time is set: a calendar with no time to count to stays still.
  const wallNow = useNow(stages.some((stage) => stage.opensAt !== 0n || stage.closesAt !== 0n));
  const chain = chainText(chainId);

  if (!eco) {
    return (
      <SaleCalendarPlaceholder
        headingLevel={headingLevel}
        note={`The ECO contract is not deployed on ${chain} yet, so the sale has no calendar to show.`}
      />
    );
  }
  if (figures.isError) {
    return (
      <SaleCalendarPlaceholder
        headingLevel={headingLevel}
        note="The sale’s state could not be read from the blockchain just now. It is read again with the next block."
      />
    );
  }
  if (!figures.data || !clock) return <SaleCalendarPlaceholder headingLevel={headingLevel} />;

  return (
    <div>
      <p className="mb-4 text-sm text-slate-600">
        <FiguresSource chain={chain} readAt={figures.data.readAt} /> Times are the chain’s own, in
        UTC.
      </p>
      <SaleCalendar
        stages={stages}
        chainId={chainId}
        chainNow={chainNow(wallNow, clock.chainTime, clock.readAt)}
        headingLevel={headingLevel}
        stageAction={stageAction}
      />
    </div>
  );
}
