import { t } from '@lingui/core/macro';
import { findEcoDeployment } from '@eco/contracts/deployments';
import { saleStageNames } from '@eco/contracts/stages';
import type { ReactNode } from 'react';
import { stageLabel } from '@/content/token';
import { useNow } from '@/hooks/use-now';
import { chainNow } from '@/lib/chain-clock';
import { chainText } from '@/lib/chain-names';
import { withQueryProvider } from '@/lib/query-provider';
import type { TokenFigures } from '@/lib/wallet/token-figures';
import { useWalletChainStore } from '@/stores/wallet-chain';
import { useTokenPageFigures } from '../api/use-token-page-figures';
import { FiguresSource } from './figures-source';
import { SaleCalendar, type CalendarStage, type CalendarStageInput } from './sale-calendar';
import { SaleCalendarPlaceholder } from './sale-calendar-placeholder';

/** Each stage's figures from the token page's multicall, under the names the site uses. */
function calendarStages(figures: TokenFigures): CalendarStageInput[] {
  return saleStageNames.map((key) => ({
    key,
    label: stageLabel(key),
    ...figures.stages[key],
  }));
}

/**
 * The sale calendar, live: the shared figures from this site's server (or this browser's read,
 * when the visitor asks), the ones the token page's figures show, read again with each new block,
 * and the chain's clock. A countdown ticks each second on screen. No wallet code: on the chain a
 * connected wallet is on, else the site's default one.
 */
function LiveSaleCalendar({
  stageAction,
  headingLevel = 3,
}: {
  stageAction?: (stage: CalendarStage) => ReactNode;
  headingLevel?: 3 | 4;
}) {
  const chainId = useWalletChainStore((state) => state.chainId);
  const deployment = findEcoDeployment(chainId);
  const { figures, clock, reader } = useTokenPageFigures(deployment?.address, chainId, {
    withClock: true,
  });
  const stages = figures.data ? calendarStages(figures.data) : [];
  // Ticks only while a time is set: a calendar with no time to count to stays still.
  const wallNow = useNow(stages.some((stage) => stage.opensAt !== 0n || stage.closesAt !== 0n));
  const chain = chainText(chainId);

  let content: ReactNode;
  if (!deployment) {
    content = (
      <SaleCalendarPlaceholder
        headingLevel={headingLevel}
        note={t`The ECO contract is not deployed on ${chain} yet, so the sale has no calendar to show.`}
      />
    );
  } else if (figures.isError) {
    content = (
      <SaleCalendarPlaceholder
        headingLevel={headingLevel}
        note={t`The sale’s state could not be read from the blockchain just now. It is read again with the next block.`}
      />
    );
  } else if (!figures.data || !clock) {
    content = <SaleCalendarPlaceholder headingLevel={headingLevel} />;
  } else {
    content = (
      <div>
        <p className="mb-4 text-sm text-slate-600">
          <FiguresSource chain={chain} readAt={figures.data.readAt} />{' '}
          {t`Times are the chain’s own, in UTC.`}
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
  // The browser's own read, when the visitor asked for it, stays mounted whatever is shown.
  return (
    <>
      {content}
      {reader}
    </>
  );
}

export default withQueryProvider(LiveSaleCalendar);
