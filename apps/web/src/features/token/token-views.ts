import { saleAllocation } from '@/content/supply';
import { perMilleOfSupply, supplyLabels, tokenFacts } from '@/content/token';
import { formatNumber } from '@/lib/format';
// The site's own formatUnits (in the shell every page loads), not viem's: the token page shows
// these figures before it is live, and viem's would add its unit module to that first load.
import { formatUnits } from '@/lib/units';
import type { TokenFigures } from '@/lib/wallet/token-figures';
import type { StageView } from './components/sale-stages';
import type { ShareView } from './components/tokenomics';

const percent = (perMille: number | bigint) => `${Number(perMille) / 10}%`;
const eco = (value: number) => `${formatNumber(value, { decimals: 0 })} ECO`;
// Limits are per mille of the cap (the contract computes them from maxSupply).
const ofMaxSupply = (perMille: number) => `${percent(perMille)} of the maximum supply`;

/** The published token facts (content), shown until or unless the chain can be read. */
export function staticFacts(): [string, string][] {
  return [
    ['Name', tokenFacts.name],
    ['Symbol', tokenFacts.symbol],
    ['Decimals', String(tokenFacts.decimals)],
    [supplyLabels.max, eco(tokenFacts.maxSupply)],
    // Without the chain, what has been sold is unknown: the stages' allocations are the most.
    [supplyLabels.forSale, `At most ${eco(saleAllocation)}`],
    [
      'Buy fee',
      `${percent(tokenFacts.fees.buyPerMille)} (capped at ${percent(tokenFacts.fees.buyCapPerMille)})`,
    ],
    [
      'Sell fee',
      `${percent(tokenFacts.fees.sellPerMille)} (capped at ${percent(tokenFacts.fees.sellCapPerMille)})`,
    ],
    ['Wallet-to-wallet transfers', 'No fee, once trading is enabled'],
    ['Max buy per transaction', ofMaxSupply(tokenFacts.limits.maxBuyPerMille)],
    ['Max sell per transaction', ofMaxSupply(tokenFacts.limits.maxSellPerMille)],
    ['Referral reward', `${tokenFacts.referralRewardPercent}% of the tokens bought`],
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
    ['Name', f.name],
    ['Symbol', f.symbol],
    ['Decimals', String(f.decimals)],
    [supplyLabels.max, eco(tokens(f.maxSupply, f.decimals))],
    [supplyLabels.minted, eco(tokens(f.totalSupply, f.decimals))],
    [supplyLabels.forSale, eco(tokens(unsold, f.decimals))],
    ['Buy fee', `${percent(f.buyFee)} (capped at ${percent(f.maxBuyFee)})`],
    ['Sell fee', `${percent(f.sellFee)} (capped at ${percent(f.maxSellFee)})`],
    [
      'Wallet-to-wallet transfers',
      f.tradingEnabled ? 'No fee' : 'Possible once trading is enabled, then no fee',
    ],
    ['Trading on the market', f.tradingEnabled ? 'Enabled' : 'Not enabled yet'],
    [
      'Max buy per transaction',
      f.maxTransactionLimitEnabled ? eco(tokens(f.maxTransferAmountBuy, f.decimals)) : 'No limit',
    ],
    [
      'Max sell per transaction',
      f.maxTransactionLimitEnabled ? eco(tokens(f.maxTransferAmount, f.decimals)) : 'No limit',
    ],
    ['Referral reward', `${Number(f.referralRewardBps) / 100}% of the tokens bought`],
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
