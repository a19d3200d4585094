import { msg } from '@lingui/core/runtime-macro';
import { tx } from '../lib/localized';
import type { Highlight, WhoWeAre } from './schemas';

// The team's story, its partners and the three highlights are placeholders until the team
// supplies checked facts: each is a labelled sample, and a production build refuses them. The
// highlights' titles are fixed by the product spec; what each says underneath must be true
// (with a source) or stay a sample, so no text here claims an award, a ranking or a partnership.
// The text is read in the page's language when a page reads it (docs/decisions/0046).
export const whoWeAre: WhoWeAre = {
  get title() {
    return tx(msg`Who we are`);
  },
  get paragraphs() {
    return [
      tx(
        msg`Green Planet ECO is a small team from climate finance, project management, communications and software engineering. We started the project in 2024 with one question: can a token make funding for environmental work easier to follow, from the moment someone buys it to the moment a tree is planted or a carbon credit is retired?`,
      ),
      tx(
        msg`ECO is an ERC-20 token on Ethereum. Part of its maximum supply is set aside for ecosystem and community work, and the ETH paid in the token sale goes to the fund wallet that pays for campaigns and carbon credits. Because the sale runs on-chain, anyone can check every purchase on a block explorer.`,
      ),
      tx(
        msg`The campaigns are run by partners on the ground: mangrove and forest restoration, community solar and river clean-ups. Each campaign shows the amount its team has published, and the carbon credit ledger lists every batch with its registry and status.`,
      ),
      tx(
        msg`We are careful about what we claim. ECO is not an investment product and we make no promises about its price. What we do promise is to report openly on how funds are used.`,
      ),
    ];
  },
  provenance: { status: 'sample' },
};

export const highlights: Highlight[] = [
  {
    id: 1,
    get title() {
      return tx(msg`Supporting Cause`);
    },
    get description() {
      return tx(
        msg`The token sale funds restoration and clean-energy campaigns run by partners on the ground. Each campaign shows its goal and the amount its team has published.`,
      );
    },
    imgSrc: '/images/highlights/supporting-cause.svg',
    provenance: { status: 'sample' },
  },
  {
    id: 2,
    get title() {
      return tx(msg`Most Trusted One`);
    },
    get description() {
      return tx(
        msg`We do not ask for trust, we make things checkable: every sale happens on-chain, where anyone can follow it on a block explorer, and the ledger links each batch of carbon credits to its registry.`,
      );
    },
    imgSrc: '/images/highlights/most-trusted-one.svg',
    provenance: { status: 'sample' },
  },
  {
    id: 3,
    get title() {
      return tx(msg`Award Won`);
    },
    get description() {
      return tx(
        msg`We have not won an award. If we do, it will be listed here with a link to the organiser’s announcement.`,
      );
    },
    imgSrc: '/images/highlights/award-won.svg',
    provenance: { status: 'sample' },
  },
];
