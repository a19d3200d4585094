import type { TokenFacts } from './schemas';

// Values of the original deployment (shared/spec/token-facts.md), which are also the defaults
// of our contract's local and test deployments.
export const tokenFacts: TokenFacts = {
  name: 'Green Planet ECO',
  symbol: 'ECO',
  decimals: 18,
  maxSupply: 500_000_000,
  shares: [
    { key: 'privateSale', label: 'Private sale', perMille: 340 },
    { key: 'publicSale', label: 'Public sale', perMille: 230 },
    { key: 'ecosystem', label: 'Ecosystem', perMille: 120 },
    { key: 'community', label: 'Community', perMille: 100 },
    { key: 'founders', label: 'Founders', perMille: 100 },
    { key: 'listing', label: 'Listing & exchange', perMille: 70 },
    { key: 'partners', label: 'Partners', perMille: 20 },
    { key: 'marketing', label: 'Marketing', perMille: 20 },
  ],
  stages: [
    { key: 'partners', label: 'Partners', priceEth: '0.00002', sharePerMille: 20 },
    { key: 'private', label: 'Private sale', priceEth: '0.00003', sharePerMille: 340 },
    { key: 'public', label: 'Public sale', priceEth: '0.00004', sharePerMille: 230 },
  ],
  fees: { buyPerMille: 10, sellPerMille: 10, buyCapPerMille: 20, sellCapPerMille: 30 },
  limits: { maxBuyPerMille: 10, maxSellPerMille: 10 },
  referralRewardPercent: 4,
  founderSplit: [16_666_667, 16_666_667, 16_666_666],
};

/** Converts a per-mille share of the maximum supply into whole tokens. */
export function perMilleOfSupply(perMilleValue: number, supply = tokenFacts.maxSupply): number {
  return (supply * perMilleValue) / 1000;
}

/** Whole tokens of the three sale stages' allocations: minted only when someone buys them. */
export const saleAllocation = perMilleOfSupply(
  tokenFacts.stages.reduce((sum, stage) => sum + stage.sharePerMille, 0),
);

/** Whole tokens the contract mints when it is deployed: every allocation that is not sold. */
export const mintedAtDeployment = tokenFacts.maxSupply - saleAllocation;

const saleShareKeys: readonly string[] = ['partners', 'privateSale', 'publicSale'];
const ecoAmount = (n: number): string => `${n.toLocaleString('en-US')} ${tokenFacts.symbol}`;
const deployedAllocations = tokenFacts.shares
  .filter((share) => !saleShareKeys.includes(share.key))
  .map((share) => share.label.toLowerCase());
const listed = `${deployedAllocations.slice(0, -1).join(', ')} and ${deployedAllocations.at(-1) ?? ''}`;

/**
 * The three supply figures, each with the one name it goes by on every page, in the FAQ and in
 * the whitepaper. They differ: the cap never changes, the minted amount grows with every sale,
 * and what is for sale shrinks with it. No text calls any of them "total" or "initial" supply.
 */
export const supplyTerms = {
  max: {
    label: 'Maximum supply',
    definition: `The maximum supply is the most ${tokenFacts.symbol} that can ever exist: ${ecoAmount(tokenFacts.maxSupply)}, a cap fixed in the contract.`,
  },
  minted: {
    label: 'Minted so far',
    definition: `Minted so far is the ${tokenFacts.symbol} that exists today (the contract's totalSupply): ${ecoAmount(mintedAtDeployment)} minted to the ${listed} wallets when the contract was deployed, plus every token sold since, referral rewards included.`,
  },
  forSale: {
    label: 'Still for sale',
    definition: `Still for sale is the part of the three sale stages' allocations (${ecoAmount(saleAllocation)} in all) that has not been sold yet; these tokens are minted only when they are bought.`,
  },
} as const;

/** Formats a per-mille value as a percentage string, e.g. 10 -> "1%", 340 -> "34%". */
export function perMilleToPercent(perMilleValue: number): string {
  return `${perMilleValue / 10}%`;
}
