import { ecoAmount, perMilleOfSupply, supplyLabels, tokenFacts } from './token';

/** Whole tokens of the three sale stages' allocations: minted only when someone buys them. */
export const saleAllocation = perMilleOfSupply(
  tokenFacts.stages.reduce((sum, stage) => sum + stage.sharePerMille, 0),
);

/** Whole tokens the contract mints when it is deployed: every allocation that is not sold. */
export const mintedAtDeployment = tokenFacts.maxSupply - saleAllocation;

const saleShareKeys: readonly string[] = ['partners', 'privateSale', 'publicSale'];
const deployed = tokenFacts.shares
  .filter((share) => !saleShareKeys.includes(share.key))
  .map((share) => share.label.toLowerCase());
const deployedList = `${deployed.slice(0, -1).join(', ')} and ${deployed.at(-1) ?? ''}`;

/**
 * The three supply figures with their labels (token.ts) and the one definition of each, used
 * word for word by the token page, the FAQ and the whitepaper.
 */
export const supplyTerms = {
  max: {
    label: supplyLabels.max,
    definition: `The maximum supply is the most ${tokenFacts.symbol} that can ever exist: ${ecoAmount(tokenFacts.maxSupply)}, a cap fixed in the contract.`,
  },
  minted: {
    label: supplyLabels.minted,
    definition: `Minted so far is the ${tokenFacts.symbol} that exists today (the contract's totalSupply): ${ecoAmount(mintedAtDeployment)} minted to the ${deployedList} wallets when the contract was deployed, plus every token bought since and every referral reward paid, less the tokens of purchases withdrawn or refunded, which are burned.`,
  },
  forSale: {
    label: supplyLabels.forSale,
    definition: `Still for sale is the part of the three sale stages' allocations (${ecoAmount(saleAllocation)} in all) that has not been sold or set aside for a referral reward yet; these tokens are minted only when they are bought, and the tokens of a withdrawn or refunded purchase return to it.`,
  },
} as const;
