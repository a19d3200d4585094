import type { Highlight, WhoWeAre } from './schemas';

export const whoWeAre: WhoWeAre = {
  title: 'Who we are',
  paragraphs: [
    'Green Planet ECO is a small team of people from climate finance, project management, communications and software engineering. We started the project in 2024 with a simple question: can a token make funding for environmental work easier to follow, from the moment someone buys it to the moment a tree is planted or a carbon credit is retired?',
    'ECO is an ERC-20 token on Ethereum. Part of the supply is set aside for ecosystem and community work, and the proceeds of the token sale go to the fund wallet that pays for campaigns and carbon credits. Because the sale runs on-chain, every purchase can be checked by anyone on a block explorer.',
    'We work with local partners who run the projects on the ground: mangrove and forest restoration, community solar and river clean-ups. We publish what each campaign has raised, and we keep a ledger of the carbon credits we hold and retire, with links to the public registries where each record can be verified.',
    'We are careful about what we claim. ECO is not an investment product and we make no promises about its price. What we do promise is to report openly on how funds are used.',
  ],
};

export const highlights: Highlight[] = [
  {
    id: 1,
    title: 'Supporting Cause',
    description:
      'Our campaigns fund restoration and clean-energy work run by local partners, and each campaign page shows its goal and the amount raised so far.',
    imgSrc: '/images/highlights/supporting-cause.svg',
  },
  {
    id: 2,
    title: 'Most Trusted One',
    description:
      'Trust has to be checkable. Sales happen on-chain, carbon credits link to their registry records, and we publish how funds are spent.',
    imgSrc: '/images/highlights/most-trusted-one.svg',
  },
  {
    id: 3,
    title: 'Award Won',
    description:
      'The recognition we work for is our community’s: each year holders review our impact report, and we count it as earned only when every figure in it can be verified.',
    imgSrc: '/images/highlights/award-won.svg',
  },
];
