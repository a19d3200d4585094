import { msg } from '@lingui/core/runtime-macro';
import { tx } from '../lib/localized';
import { listText } from './networks';
import { allocationInSentence } from './allocation-names';
import { ecoAmount, perMilleOfSupply, supplyLabels, tokenFacts } from './token';

/** Whole tokens of the three sale stages' allocations: minted only when someone buys them. */
export const saleAllocation = perMilleOfSupply(
  tokenFacts.stages.reduce((sum, stage) => sum + stage.sharePerMille, 0),
);

/** Whole tokens the contract mints when it is deployed: every allocation that is not sold. */
export const mintedAtDeployment = tokenFacts.maxSupply - saleAllocation;

const saleShareKeys: readonly string[] = ['partners', 'privateSale', 'publicSale'];

/** "ecosystem, community, founders, listing & exchange and marketing": the wallets minted to. */
const deployedList = () =>
  listText(
    tokenFacts.shares
      .filter((share) => !saleShareKeys.includes(share.key))
      .map((share) => allocationInSentence(share.key)),
  );

/**
 * The three supply figures with their labels (token.ts) and the one definition of each, used
 * word for word by the token page, the FAQ and the whitepaper, in the page's language: each read
 * translates (getters), so read them when the page renders, not as a module loads.
 */
export const supplyTerms: {
  readonly max: { readonly label: string; readonly definition: string };
  readonly minted: { readonly label: string; readonly definition: string };
  readonly forSale: { readonly label: string; readonly definition: string };
} = {
  max: {
    get label() {
      return supplyLabels.max;
    },
    get definition() {
      return tx(
        msg`The maximum supply is the most ${{ symbol: tokenFacts.symbol }} that can ever exist: ${{ maxSupply: ecoAmount(tokenFacts.maxSupply) }}, a cap fixed in the contract.`,
      );
    },
  },
  minted: {
    get label() {
      return supplyLabels.minted;
    },
    get definition() {
      return tx(
        msg`Minted so far is the ${{ symbol: tokenFacts.symbol }} that exists today (the contract's totalSupply): ${{ mintedAtDeployment: ecoAmount(mintedAtDeployment) }} minted to the ${{ wallets: deployedList() }} wallets when the contract was deployed, plus every token bought since and every referral reward paid, less the tokens of purchases withdrawn or refunded, which are burned.`,
      );
    },
  },
  forSale: {
    get label() {
      return supplyLabels.forSale;
    },
    get definition() {
      return tx(
        msg`Still for sale is the part of the three sale stages' allocations (${{ saleAllocation: ecoAmount(saleAllocation) }} in all) that has not been sold or set aside for a referral reward yet; these tokens are minted only when they are bought, and the tokens of a withdrawn or refunded purchase return to it.`,
      );
    },
  },
};
