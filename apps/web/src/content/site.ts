import { profileLinks } from './provenance';
import type { Site } from './schemas';

// The phone number is in Ofcom's range reserved for fiction (020 7946 0xxx) and the postal
// address is a placeholder, so nothing here reaches a real person before the team sets them.
export const site: Site = {
  name: 'Green Planet ECO',
  shortName: 'ECO',
  tagline: 'A token that funds climate action you can check',
  description:
    'Green Planet ECO is an ERC-20 token on Ethereum whose sale funds reforestation, clean energy and the retirement of verified carbon credits.',
  contact: {
    email: 'hello@greenplaneteco.org',
    phone: '+44 20 7946 0321',
    address: ['Green Planet ECO', '24 Harbour Street', 'London E14 9AA', 'United Kingdom'],
    provenance: { status: 'sample' },
  },
  socialLinks: profileLinks({ status: 'sample' }, [
    ['facebook', 'https://www.facebook.com/greenplaneteco'],
    ['twitter', 'https://x.com/greenplaneteco'],
    ['instagram', 'https://www.instagram.com/greenplaneteco'],
    ['linkedin', 'https://www.linkedin.com/company/greenplaneteco'],
  ]),
};
