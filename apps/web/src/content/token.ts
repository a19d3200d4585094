import { msg } from '@lingui/core/runtime-macro';
import type { SaleStageKey } from '@eco/contracts/stages';
import { formatNumber, formatPercent } from '../lib/format';
import { tx } from '../lib/localized';
import type { TokenFacts } from './schemas';

// Values of the original deployment (shared/spec/token-facts.md), which are also the defaults
// of our contract's local and test deployments. tokenFactsSchema checks them in content.test.ts,
// not here: parsing would copy the labels' getters into English strings.
export const tokenFacts: TokenFacts = {
  name: 'Green Planet ECO',
  symbol: 'ECO',
  decimals: 18,
  maxSupply: 500_000_000,
  // A label is read in the page's language: each read translates it (a getter), so a module that
  // reads one as it loads, before the page's catalogues are there, gets the English.
  shares: [
    {
      key: 'privateSale',
      get label() {
        return tx(msg`Private sale`);
      },
      perMille: 340,
    },
    {
      key: 'publicSale',
      get label() {
        return tx(msg`Public sale`);
      },
      perMille: 230,
    },
    {
      key: 'ecosystem',
      get label() {
        return tx(msg`Ecosystem`);
      },
      perMille: 120,
    },
    {
      key: 'community',
      get label() {
        return tx(msg`Community`);
      },
      perMille: 100,
    },
    {
      key: 'founders',
      get label() {
        return tx(msg`Founders`);
      },
      perMille: 100,
    },
    {
      key: 'listing',
      get label() {
        return tx(msg`Listing & exchange`);
      },
      perMille: 70,
    },
    {
      key: 'partners',
      get label() {
        return tx(msg`Partners`);
      },
      perMille: 20,
    },
    {
      key: 'marketing',
      get label() {
        return tx(msg`Marketing`);
      },
      perMille: 20,
    },
  ],
  stages: [
    {
      key: 'partners',
      get label() {
        return tx(msg`Partners`);
      },
      priceEth: '0.00002',
      sharePerMille: 20,
    },
    {
      key: 'private',
      get label() {
        return tx(msg`Private sale`);
      },
      priceEth: '0.00003',
      sharePerMille: 340,
    },
    {
      key: 'public',
      get label() {
        return tx(msg`Public sale`);
      },
      priceEth: '0.00004',
      sharePerMille: 230,
    },
  ],
  fees: { buyPerMille: 10, sellPerMille: 10, buyCapPerMille: 20, sellCapPerMille: 30 },
  limits: { maxBuyPerMille: 10, maxSellPerMille: 10 },
  referralRewardPercent: 4,
  founderSplit: [16_666_667, 16_666_667, 16_666_666],
};

/**
 * A sale stage's name as the facts give it ("Private sale"), by key or by the contract's number,
 * in the page's language.
 * The facts list the stages in the contract's order (tokenFactsSchema checks it), so a number is
 * their index: the stages' vocabulary module stays out of the pages that only show the facts.
 */
export function stageLabel(stage: SaleStageKey | number | bigint): string {
  const facts =
    typeof stage === 'string'
      ? tokenFacts.stages.find((s) => s.key === stage)
      : tokenFacts.stages[Number(stage)];
  return facts?.label ?? tx(msg`Stage ${{ number: String(stage) }}`);
}

/** Converts a per-mille share of the maximum supply into whole tokens. */
export function perMilleOfSupply(perMilleValue: number, supply = tokenFacts.maxSupply): number {
  return (supply * perMilleValue) / 1000;
}

/**
 * The names of the three supply figures, the same on every page, in the FAQ and in the
 * whitepaper; their definitions and amounts are in supply.ts (kept apart so that a page showing a label does
 * not load the definitions). The figures differ: the cap never changes, the minted amount grows
 * with every sale (and shrinks when a purchase is withdrawn or refunded), and what is for sale
 * moves the other way. No text calls any of them "total" or
 * "initial" supply.
 */
export const supplyLabels: {
  readonly max: string;
  readonly minted: string;
  readonly forSale: string;
} = {
  get max() {
    return tx(msg`Maximum supply`);
  },
  get minted() {
    return tx(msg`Minted so far`);
  },
  get forSale() {
    return tx(msg`Still for sale`);
  },
};

/**
 * Formats a per-mille value as a percentage in the page's language, e.g. 10 -> "1%", 340 ->
 * "34%" ("34 %" in German).
 */
export function perMilleToPercent(perMilleValue: number): string {
  return formatPercent(perMilleValue / 10);
}

/**
 * Whole ECO as the content writes it: "5,000,000 ECO". The one writer of such amounts for the
 * FAQ, the terms, the risks, the supply terms and the white paper, through the site's number
 * formatter. Here, beside the facts, so a page that shows the facts does not load more to write
 * them.
 */
export const ecoAmount = (n: number): string =>
  `${formatNumber(n, { decimals: 0 })} ${tokenFacts.symbol}`;
