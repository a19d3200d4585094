import { msg } from '@lingui/core/runtime-macro';
import { localized, tx } from '../lib/localized';
import type { Home } from './schemas';

// Copy that a buyer reads as fact: it states only what the contract and this site do, and says
// "is to" where the team has no record to show yet. Figures and named partners belong in the
// content modules that carry provenance (campaigns, ledger, impact), not here.

/** The home page's text in the page's language, built when a page first reads it. */
const homeText = localized((): Home => ({
  hero: {
    eyebrow: 'Green Planet ECO',
    title: tx(msg`Climate action you can verify`),
    lead: tx(
      msg`ECO is a token on Ethereum whose sale funds restoration campaigns and verified carbon credits. Every purchase is on-chain, and the ledger lists each batch of credits with its registry.`,
    ),
  },
  cards: [
    {
      id: 1,
      title: tx(msg`Give a donation`),
      description: tx(
        msg`Send ETH to a campaign’s wallet. Each campaign shows its goal and the amount raised.`,
      ),
      cta: { label: tx(msg`See campaigns`), to: '/about/campaigns' },
    },
    {
      id: 2,
      title: tx(msg`Buy ECO`),
      description: tx(
        msg`Connect your wallet and buy ECO in the sale at a fixed price in ETH. Any overpayment is refunded in the same transaction.`,
      ),
      cta: { label: tx(msg`Buy ECO`), action: 'buy' },
    },
    {
      id: 3,
      title: tx(msg`Carbon credits`),
      description: tx(
        msg`Sale proceeds are to buy and retire credits from Verra and Gold Standard projects. Follow each batch in the ledger.`,
      ),
      cta: { label: tx(msg`View carbon credits`), to: '/carbon-credits' },
    },
  ],
  about: {
    title: tx(msg`About Green Planet ECO`),
    paragraphs: [
      tx(
        msg`We connect people who want to support environmental work with the partners on the ground who carry it out, and fund that work with the sale of ECO.`,
      ),
      tx(
        msg`Each campaign shows what it has raised, as its team published it, and the ledger lists every batch of carbon credits with its registry and status. Our learning library explains the topics behind the work in plain language.`,
      ),
    ],
  },
  blockchain: {
    title: tx(msg`A token on Ethereum`),
    paragraphs: [
      tx(
        msg`ECO is a standard ERC-20 token, so it works with common Ethereum wallets and tools. Its maximum supply and its allocations are fixed in the contract, and anyone can check them on a block explorer.`,
      ),
      tx(
        msg`The sale runs entirely on-chain: you pay in ETH, the contract mints your tokens and refunds any overpayment in the same transaction, and each purchase emits an event that anyone can look up.`,
      ),
    ],
  },
  impactSources: tx(
    msg`Each figure is computed from the carbon credit ledger or from the amounts published by each campaign team, and names its source.`,
  ),
}));

/** The home page's text: each part is read in the page's language when a page reads it. */
export const home: Home = {
  get hero() {
    return homeText().hero;
  },
  get cards() {
    return homeText().cards;
  },
  get about() {
    return homeText().about;
  },
  get blockchain() {
    return homeText().blockchain;
  },
  get impactSources() {
    return homeText().impactSources;
  },
};
