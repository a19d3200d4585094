import { offerorContact } from '@eco/shared/offeror-contact';
import { profileLinks } from './provenance';
import type { Site } from './schemas';

export const site: Site = {
  name: 'Green Planet ECO',
  shortName: 'ECO',
  tagline: 'A token that funds climate action you can check',
  description:
    'Green Planet ECO is an ERC-20 token on Ethereum whose sale funds reforestation, clean energy and the retirement of verified carbon credits.',
  // Written once in @eco/shared: the API's sale alert mails carry the phone and email too (Art. 7).
  contact: offerorContact,
  socialLinks: profileLinks({ status: 'sample' }, [
    ['facebook', 'https://www.facebook.com/greenplaneteco'],
    ['twitter', 'https://x.com/greenplaneteco'],
    ['instagram', 'https://www.instagram.com/greenplaneteco'],
    ['linkedin', 'https://www.linkedin.com/company/greenplaneteco'],
  ]),
};
