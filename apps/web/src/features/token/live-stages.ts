import { saleStageNames, type SaleStageKey } from '@eco/contracts/stages';
import { stageLabel } from '@/content/token';
import { usdcText } from '@/lib/format';
import { formatUnits } from '@/lib/units';
import { usdText, type EthUsdPrice } from '@/lib/wallet/eth-usd';
import { minimumRaiseText, stageStandingText } from '@/lib/wallet/stage-terms-text';
import type { TokenFigures } from '@/lib/wallet/token-figures';
import type { StageView } from './components/sale-stages';
import { tokens } from './token-views';

// Apart from token-views.ts, which the prerendered page imports: the USD words are needed only
// once the live figures load, and would otherwise weigh on the token page's first load.

/**
 * The stages as read from the contract: price (in ETH and USDC), allocation, sold (net of
 * withdrawals and refunds), open, the cap per wallet, the schedule, the minimum raise and whether
 * the stage is cancelled or finalized; with the price in USD while the ETH/USD feed's answer is fresh (never a stale one).
 */
export function liveStages(f: TokenFigures, ethUsd?: EthUsdPrice): StageView[] {
  return saleStageNames.map((key) => {
    const stage = f.stages[key];
    return {
      key,
      label: stageLabel(key),
      priceEth: formatUnits(stage.price, 18),
      ...(ethUsd?.status === 'fresh' ? { priceUsd: usdText(stage.price, ethUsd) } : {}),
      allocation: tokens(stage.allocation, f.decimals),
      sold: tokens(stage.sold, f.decimals),
      open: stage.open,
      walletCap: tokens(stage.walletCap, f.decimals),
      opensAt: Number(stage.opensAt),
      closesAt: Number(stage.closesAt),
      priceUsdc: stage.usdcPrice === 0n ? null : usdcText(stage.usdcPrice),
      minimum: minimumRaiseText(stage.minimum),
      cancelled: stage.cancelled,
      standing: stageStandingText(stage),
    };
  });
}

/** What each stage can still sell or mint: its allocation less what it sold (mintableFor). */
export const unsoldByStage = (stages: Record<SaleStageKey, { allocation: bigint; sold: bigint }>) =>
  Object.fromEntries(
    saleStageNames.map((key) => [key, stages[key].allocation - stages[key].sold]),
  ) as Record<SaleStageKey, bigint>;
