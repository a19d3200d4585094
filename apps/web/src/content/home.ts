import type { Home } from './schemas';

// Copy that a buyer reads as fact: it states only what the contract and this site do, and says
// "is to" where the team has no record to show yet. Figures and named partners belong in the
// content modules that carry provenance (campaigns, ledger, impact), not here.

export const home: Home = {
  hero: {
    eyebrow: 'Green Planet ECO',
    title: 'Climate action you can verify',
    lead: 'ECO is a token on Ethereum whose sale funds restoration campaigns and the retirement of verified carbon credits. Every purchase is recorded on-chain, and the carbon credit ledger lists each batch with its registry and status.',
  },
  cards: [
    {
      id: 1,
      title: 'Give a donation',
      description:
        'Send ETH straight to a campaign’s wallet. Each campaign shows its goal and the amount raised, as its team published it.',
      cta: { label: 'See campaigns', to: '/about/campaigns' },
    },
    {
      id: 2,
      title: 'Buy ECO',
      description:
        'Connect your wallet and buy ECO in the sale at a fixed price in ETH. Any overpayment is refunded in the same transaction.',
      cta: { label: 'Buy ECO', action: 'buy' },
    },
    {
      id: 3,
      title: 'Carbon credits',
      description:
        'Part of the sale’s proceeds is to buy credits from projects on the Verra and Gold Standard registries and retire them. Follow each batch in the ledger.',
      cta: { label: 'View carbon credits', to: '/carbon-credits' },
    },
  ],
  about: {
    title: 'About Green Planet ECO',
    paragraphs: [
      'Green Planet ECO connects people who want to support environmental work with the partners on the ground who carry it out, and funds that work with the sale of the ECO token.',
      'The Campaigns page shows what each campaign has raised, as its team published it, and the carbon credit ledger lists every batch of credits with its registry and status. Our learning library explains the topics behind the work in plain language.',
    ],
  },
  blockchain: {
    title: 'A token on Ethereum',
    paragraphs: [
      'ECO is a standard ERC-20 token, so it works with common Ethereum wallets and tools. Its maximum supply and its allocations are fixed in the contract, and anyone can check them on a block explorer.',
      'The sale runs entirely on-chain: you pay in ETH, the contract mints your tokens and refunds any overpayment in the same transaction, and each purchase emits an event that anyone can look up.',
    ],
  },
  impactSources:
    'Each figure is computed from the carbon credit ledger or from the amounts published by each campaign team, and names its source.',
};
