/** Every route of the site, so links and the router never disagree on a path. */
export const paths = {
  home: '/',
  learn: '/learn',
  learnTopic: (id: number) => `/learn/${id}`,
  /** The first-time buyer's guide, linked from the Buy dialog and the FAQ. */
  learnHowToBuy: '/learn/how-to-buy',
  carbonCredits: '/carbon-credits',
  portfolio: '/portfolio',
  /** A purchase's or a donation's receipt, read from the chain: `/receipt/31337/0x…`. */
  receipt: (chainId: number, hash: string) => `/receipt/${chainId}/${hash}`,
  /** Where the sale's ether went, the supply, the owner's changes and the contracts' code. */
  transparency: '/transparency',
  /** Which sale stages an address may buy in now, checked without a wallet. */
  saleEligibility: '/sale/eligibility',
  /** The offer's results per stage and in total (MiCA Art. 10), from the indexer and the contract. */
  saleResults: '/sale/results',
  /** The crypto-asset white paper in MiCA's Annex I structure (page, PDF, XHTML, JSON). */
  whitePaper: '/white-paper',
  news: '/news',
  contact: '/contact-us',
  login: '/login',
  signup: '/signup',
  /** The links mailed by the API (`${SITE_URL}/verify-email?token=…`, `/reset-password?token=…`). */
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** The links the sale alert mails carry (`${SITE_URL}/stage-alerts/confirm?token=…`). */
  stageAlerts: {
    confirm: '/stage-alerts/confirm',
    unsubscribe: '/stage-alerts/unsubscribe',
  },
  /** The signed-in account's page: profile, password, sessions, wallet, data, deletion. */
  account: '/account',
  /** The legal pages, linked from the footer, sign-up and the Buy and Donate dialogs. */
  terms: '/terms',
  privacy: '/privacy',
  risks: '/risks',
  /** The team's pages: in no menu, not indexed. */
  admin: {
    owner: '/admin',
    inbox: '/admin/inbox',
  },
  about: {
    root: '/about',
    token: '/about/token',
    campaigns: '/about/campaigns',
    whoWeAre: '/about/who-we-are',
    companyHistory: '/about/company-history',
    ourTeam: '/about/our-team',
    testimonials: '/about/testimonials',
    faq: '/about/faq',
  },
  docs: {
    whitepaper: '/docs/eco-whitepaper.pdf',
    carbonCredits: '/docs/eco-carbon-credits.pdf',
  },
} as const;
