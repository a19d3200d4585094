import { t } from '@lingui/core/macro';
import { saleAllocation } from '@/content/supply';
import { perMilleOfSupply, supplyLabels, tokenFacts } from '@/content/token';
import { formatNumber, formatPercent } from '@/lib/format';
// The site's own formatUnits (in the shell every page loads), not viem's: the token page shows
// these figures before it is live, and viem's would add its unit module to that first load.
import { formatUnits } from '@/lib/units';
import type { TokenFigures } from '@/lib/wallet/token-figures';
import type { StageView } from './components/sale-stages';
import type { ShareView } from './components/tokenomics';

const percent = (perMille: number | bigint) =>
  formatPercent(Number(perMille) / 10, { decimals: 1 });
const eco = (value: number) => `${formatNumber(value, { decimals: 0 })} ECO`;
// Limits are per mille of the cap (the contract computes them from maxSupply).
const ofMaxSupply = (perMille: number) => {
  const share = percent(perMille);
  return t`${share} of the maximum supply`;
};
/** A fee and its cap, "1% (capped at 2%)". */
const feeText = (perMille: number | bigint, capPerMille: number | bigint) => {
  const fee = percent(perMille);
  const cap = percent(capPerMille);
  return t`${fee} (capped at ${cap})`;
};
/** The referral reward, a percentage of the tokens bought. */
const rewardText = (reward: number) => {
  const share = formatPercent(reward);
  return t`${share} of the tokens bought`;
};

/** The published token facts (content), shown until or unless the chain can be read. */
export function staticFacts(): [string, string][] {
  const forSale = eco(saleAllocation);
  return [
    [t`Name`, tokenFacts.name],
    [t`Symbol`, tokenFacts.symbol],
    [t`Decimals`, String(tokenFacts.decimals)],
    [supplyLabels.max, eco(tokenFacts.maxSupply)],
    // Without the chain, what has been sold is unknown: the stages' allocations are the most.
    [supplyLabels.forSale, t`At most ${forSale}`],
    [t`Buy fee`, feeText(tokenFacts.fees.buyPerMille, tokenFacts.fees.buyCapPerMille)],
    [t`Sell fee`, feeText(tokenFacts.fees.sellPerMille, tokenFacts.fees.sellCapPerMille)],
    [t`Wallet-to-wallet transfers`, t`No fee, once trading is enabled`],
    [t`Max buy per transaction`, ofMaxSupply(tokenFacts.limits.maxBuyPerMille)],
    [t`Max sell per transaction`, ofMaxSupply(tokenFacts.limits.maxSellPerMille)],
    [t`Referral reward`, rewardText(tokenFacts.referralRewardPercent)],
  ];
}

/** The published stages (content). */
export function staticStages(): StageView[] {
  return tokenFacts.stages.map((stage) => ({
    key: stage.key,
    label: stage.label,
    priceEth: stage.priceEth,
    allocation: perMilleOfSupply(stage.sharePerMille),
  }));
}

export const tokens = (value: bigint, decimals: number) => Number(formatUnits(value, decimals));

/** The same facts as read from the contract. */
export function liveFacts(f: TokenFigures): [string, string][] {
  const unsold = Object.values(f.stages).reduce(
    (sum, stage) => sum + (stage.allocation - stage.sold),
    0n,
  );
  return [
    [t`Name`, f.name],
    [t`Symbol`, f.symbol],
    [t`Decimals`, String(f.decimals)],
    [supplyLabels.max, eco(tokens(f.maxSupply, f.decimals))],
    [supplyLabels.minted, eco(tokens(f.totalSupply, f.decimals))],
    [supplyLabels.forSale, eco(tokens(unsold, f.decimals))],
    [t`Buy fee`, feeText(f.buyFee, f.maxBuyFee)],
    [t`Sell fee`, feeText(f.sellFee, f.maxSellFee)],
    [
      t`Wallet-to-wallet transfers`,
      f.tradingEnabled ? t`No fee` : t`Possible once trading is enabled, then no fee`,
    ],
    [t`Trading on the market`, f.tradingEnabled ? t`Enabled` : t`Not enabled yet`],
    [
      t`Max buy per transaction`,
      f.maxTransactionLimitEnabled ? eco(tokens(f.maxTransferAmountBuy, f.decimals)) : t`No limit`,
    ],
    [
      t`Max sell per transaction`,
      f.maxTransactionLimitEnabled ? eco(tokens(f.maxTransferAmount, f.decimals)) : t`No limit`,
    ],
    [t`Referral reward`, rewardText(Number(f.referralRewardBps) / 100)],
  ];
}

/**
 * The allocation shares as the contract states them (per mille of the maximum supply), under the
 * token facts' keys and labels, so the live and static views name things alike. The contract
 * names each share's constant after the facts' key: privateSale is privateSaleShare.
 */
export function liveShares(f: TokenFigures): ShareView[] {
  return tokenFacts.shares.map(({ key, label }) => ({
    key,
    label,
    perMille: Number(f.shares[`${key}Share`]),
  }));
}
