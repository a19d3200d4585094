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
  socialLinks: [
    {
      id: 1,
      icon: 'facebook',
      url: 'https://www.facebook.com/greenplaneteco',
      provenance: { status: 'sample' },
    },
    {
      id: 2,
      icon: 'twitter',
      url: 'https://x.com/greenplaneteco',
      provenance: { status: 'sample' },
    },
    {
      id: 3,
      icon: 'instagram',
      url: 'https://www.instagram.com/greenplaneteco',
      provenance: { status: 'sample' },
    },
    {
      id: 4,
      icon: 'linkedin',
      url: 'https://www.linkedin.com/company/greenplaneteco',
      provenance: { status: 'sample' },
    },
  ],
};
