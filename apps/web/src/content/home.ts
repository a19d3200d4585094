import type { Home } from './schemas';

export const home: Home = {
  hero: {
    eyebrow: 'Green Planet ECO',
    title: 'Climate action you can verify',
    lead: 'ECO is a token on Ethereum that funds restoration campaigns and retires verified carbon credits. Every purchase is on-chain and every retired credit links to its public registry record.',
  },
  cards: [
    {
      id: 1,
      title: 'Give a donation',
      description:
        'Support mangrove restoration, community solar, river clean-ups and native reforestation run by local partners.',
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
      title: 'Buy carbon credits',
      description:
        'Fund verified credits that we buy and retire on the Verra and Gold Standard registries, and follow each batch in our public ledger.',
      cta: { label: 'View carbon credits', to: '/carbon-credits' },
    },
  ],
  about: {
    title: 'About Green Planet ECO',
    paragraphs: [
      'We are a small team that connects people who want to support environmental work with the local partners who carry it out. Our campaigns restore mangroves and forests, bring solar power to rural clinics and clean up rivers.',
      'We publish what each campaign raises and keep a public ledger of the carbon credits we hold and retire. Our learning library explains the topics behind the work in plain language, with sources.',
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
    'Figures are computed from our carbon credit ledger and the amounts published by each campaign team; retired credits can be checked in the public registries.',
};
