import { msg } from '@lingui/core/runtime-macro';
import { tx } from '../lib/localized';
import { profileLinks } from './provenance';
import type { TeamMember } from './schemas';

// Placeholders: the people, their roles, bios and profile links are samples until each member
// confirms them (a profile URL points at a personal account, so only its owner can confirm it).
// Each is labelled on the page and a production build refuses them. A member with an empty bio
// is shown without a bio paragraph. Names stay as they are; roles and bios are read in the page's
// language when a page reads them (docs/decisions/0046).
export const teamMembers: TeamMember[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    get position() {
      return tx(msg`CEO`);
    },
    get bio() {
      return tx(
        msg`Amara spent ten years financing renewable energy and land restoration projects before founding Green Planet ECO. She leads partnerships with project developers and sets the rules for how funds are spent.`,
      );
    },
    imgSrc: '/images/team/amara-okafor.svg',
    socialLinks: profileLinks({ status: 'sample' }, [
      ['linkedin', 'https://www.linkedin.com/in/amara-okafor-eco'],
      ['twitter', 'https://x.com/amara_eco'],
    ]),
    provenance: { status: 'sample' },
  },
  {
    id: 2,
    name: 'Lukas Brenner',
    get position() {
      return tx(msg`Project Manager`);
    },
    get bio() {
      return tx(
        msg`Lukas coordinates the campaigns with local partners, from site visits to reporting, and keeps the carbon credit ledger in line with registry records.`,
      );
    },
    imgSrc: '/images/team/lukas-brenner.svg',
    socialLinks: profileLinks({ status: 'sample' }, [
      ['linkedin', 'https://www.linkedin.com/in/lukas-brenner-eco'],
      ['twitter', 'https://x.com/lukas_eco'],
    ]),
    provenance: { status: 'sample' },
  },
  {
    id: 3,
    name: 'Sofia Marín',
    get position() {
      return tx(msg`Marketing Developer`);
    },
    get bio() {
      return tx(
        msg`Sofia runs the website, newsletter and community channels, and makes sure every public figure we share can be traced to its source.`,
      );
    },
    imgSrc: '/images/team/sofia-marin.svg',
    socialLinks: profileLinks({ status: 'sample' }, [
      ['linkedin', 'https://www.linkedin.com/in/sofia-marin-eco'],
      ['instagram', 'https://www.instagram.com/sofia.marin.eco'],
      ['twitter', 'https://x.com/sofia_eco'],
    ]),
    provenance: { status: 'sample' },
  },
  {
    id: 4,
    name: 'Kenji Watanabe',
    get position() {
      return tx(msg`Software Engineer`);
    },
    bio: '',
    imgSrc: '/images/team/kenji-watanabe.svg',
    socialLinks: profileLinks({ status: 'sample' }, [
      ['github', 'https://github.com/kenji-watanabe-eco'],
      ['linkedin', 'https://www.linkedin.com/in/kenji-watanabe-eco'],
    ]),
    provenance: { status: 'sample' },
  },
];
