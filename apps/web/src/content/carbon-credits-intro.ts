import { msg } from '@lingui/core/runtime-macro';
import { localized, tx } from '../lib/localized';
import type { CarbonCreditsIntro } from './schemas';
import { perMilleToPercent, tokenFacts } from './token';

// Kept apart from the ledger (carbon-credits.ts), and not re-exported by it: the home page sums
// the ledger's rows, and this text, read only on the Carbon credits page and in its PDF, would
// otherwise load with them.

// Percentages are derived from the token facts so the copy cannot drift from tokenomics.
const sharePercent = (key: 'ecosystem' | 'community'): string => {
  const share = tokenFacts.shares.find((s) => s.key === key);
  return share ? perMilleToPercent(share.perMille) : '';
};

/** The Carbon credits page's explanation, in the page's language. */
export const carbonCreditsIntro = localized((): CarbonCreditsIntro => ({
  sections: [
    {
      id: 'what-are-carbon-credits',
      title: tx(msg`What carbon credits are`),
      paragraphs: [
        tx(
          msg`A carbon credit represents one tonne of carbon dioxide, or the equivalent amount of another greenhouse gas, that a project has kept out of the atmosphere or removed from it. Projects include protecting forests that would otherwise be cleared, restoring mangroves, replacing polluting cookstoves and generating renewable electricity.`,
        ),
        tx(
          msg`Credits let organisations pay for emission reductions beyond their own operations. They are not a substitute for cutting emissions at the source: we see them as a way to fund climate work that would not happen otherwise, and we report them separately from anything else we do.`,
        ),
      ],
    },
    {
      id: 'registries',
      title: tx(msg`How registries issue and retire credits`),
      paragraphs: [
        tx(
          msg`Credits are issued by independent standards and recorded in public registries. The two largest voluntary programmes are Verra, which runs the Verified Carbon Standard (VCS), and Gold Standard, founded by WWF and other NGOs. Each publishes its methodologies, project documents and a searchable registry.`,
        ),
        tx(
          msg`Before credits are issued, a project describes how it measures its impact, an accredited third-party auditor validates the design, and after a monitoring period another audit verifies the reductions actually achieved. The registry then issues credits with unique serial numbers and a vintage, the year in which the reductions took place.`,
        ),
        tx(
          msg`Credits can be transferred between registry accounts. When a credit is used to account for an emission, its owner retires it: the registry marks the serial numbers as retired, records on whose behalf, and the credits can never be sold or used again.`,
        ),
      ],
    },
    {
      id: 'how-eco-funds-credits',
      title: tx(msg`How ECO funds and retires credits`),
      paragraphs: [
        tx(
          msg`ECO sets aside two allocations of its supply for environmental work: the ecosystem allocation (${{ ecosystemShare: sharePercent('ecosystem') }} of the maximum supply) and the community allocation (${{ communityShare: sharePercent('community') }}). Together with the ETH raised in the token sale, which goes to the project's fund wallet, they pay for campaigns and for carbon credits.`,
        ),
        tx(
          msg`We buy credits from verified projects listed on Verra and Gold Standard registries, preferring projects with benefits for local communities and nature beyond carbon. Credits are held in a registry account in the name of Green Planet ECO until they are retired on behalf of the ECO community.`,
        ),
        tx(
          msg`Our ledger lists every batch with its registry, project ID, project, country, vintage, quantity and status. "Pending" means the purchase is agreed but the credits have not yet arrived in our registry account, so there are no serial numbers or registry record to show yet; "held" means they are in our account, under the serial numbers the ledger gives; "retired" means they have been permanently retired, and the ledger gives the retirement date and on whose behalf.`,
        ),
      ],
    },
    {
      id: 'why-retirement-matters',
      title: tx(msg`Why retirement matters`),
      paragraphs: [
        tx(
          msg`A credit that is only bought can be sold again, so the same tonne could be claimed by more than one buyer. Retirement prevents this double counting: once the registry records a credit as retired, nobody else can use it.`,
        ),
        tx(
          msg`That is why we report retired tonnes separately from credits we hold, and why our impact figures count only retired credits as climate impact. Each held or retired batch links to its project's page on the public registry and gives its serial numbers, so anyone can check a retirement without having to trust us.`,
        ),
      ],
    },
  ],
}));
