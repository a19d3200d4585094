import { msg } from '@lingui/core/runtime-macro';
import { tx } from '../lib/localized';
import type { Campaign } from './schemas';

// Placeholders: the campaigns, their partners and the amounts raised are samples until the team
// supplies each campaign's real details, with the campaign team's published report as the
// source. `raisedEth` is the figure the campaign team published on `raisedAsOf` (all it raised,
// on and off the chain). What was given through this site is counted apart, from the chain: the
// `id` is the campaign's id in the EcoDonations contract, whose `campaign(id)` names the wallet
// its donations go to (no wallet is written here: the chain is the authority, and the owner
// timelock can move it). The text is read in the page's language when a page reads it
// (docs/decisions/0046).
export const campaigns: Campaign[] = [
  {
    id: 1,
    slug: 'mangrove-restoration',
    get title() {
      return tx(msg`Mangrove restoration`);
    },
    get description() {
      return tx(
        msg`Replanting mangroves along eroded coastline with a local fishing cooperative. Mangroves protect shores from storms, shelter young fish and store large amounts of carbon in their soils. Funds pay for nurseries, planting and three years of survival monitoring.`,
      );
    },
    imgSrc: '/images/campaigns/mangrove-restoration.svg',
    get imgAlt() {
      return tx(msg`Young mangrove trees growing in shallow coastal water`);
    },
    goalEth: 40,
    raisedEth: 27.5,
    raisedAsOf: '2026-11-01',
    provenance: { status: 'sample' },
  },
  {
    id: 2,
    slug: 'community-solar',
    get title() {
      return tx(msg`Community solar for rural clinics`);
    },
    get description() {
      return tx(
        msg`Installing rooftop solar panels and batteries at rural health clinics so that vaccines stay cold and lights stay on after dark. The clinics own the systems, and local technicians are trained to maintain them.`,
      );
    },
    imgSrc: '/images/campaigns/community-solar.svg',
    get imgAlt() {
      return tx(msg`Solar panels on the roof of a small clinic under a bright sun`);
    },
    goalEth: 60,
    raisedEth: 18.2,
    raisedAsOf: '2026-11-01',
    provenance: { status: 'sample' },
  },
  {
    id: 3,
    slug: 'river-clean-up',
    get title() {
      return tx(msg`River clean-up`);
    },
    get description() {
      return tx(
        msg`Supporting volunteer groups who remove plastic and other waste from rivers before it reaches the sea. Funds pay for equipment, safe disposal and recycling of what is collected, and for litter traps at the worst spots.`,
      );
    },
    imgSrc: '/images/campaigns/river-clean-up.svg',
    get imgAlt() {
      return tx(msg`A river winding through green banks with a litter trap across it`);
    },
    goalEth: 15,
    raisedEth: 11.8,
    raisedAsOf: '2026-11-01',
    provenance: { status: 'sample' },
  },
  {
    id: 4,
    slug: 'native-reforestation',
    get title() {
      return tx(msg`Native reforestation`);
    },
    get description() {
      return tx(
        msg`Restoring degraded hillsides with a mix of native tree species grown in community nurseries. We fund planting, protection from grazing and fire, and survival counts, so that progress is measured in trees that live, not trees planted.`,
      );
    },
    imgSrc: '/images/campaigns/native-reforestation.svg',
    get imgAlt() {
      return tx(msg`Rows of young native trees on a restored hillside`);
    },
    goalEth: 50,
    raisedEth: 34.6,
    raisedAsOf: '2026-11-01',
    provenance: { status: 'sample' },
  },
];
