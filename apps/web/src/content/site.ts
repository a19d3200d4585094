import { msg } from '@lingui/core/runtime-macro';
import { offerorContact } from '@eco/shared/offeror-contact';
import { tx } from '../lib/localized';
import { profileLinks } from './provenance';
import type { Site } from './schemas';

// The name stays as it is in every language; the tagline and description are read in the page's
// language when a page reads them (docs/decisions/0046), never while this module loads.
export const site: Site = {
  name: 'Green Planet ECO',
  shortName: 'ECO',
  get tagline() {
    return tx(msg`A token that funds climate action you can check`);
  },
  get description() {
    return tx(
      msg`Green Planet ECO is an ERC-20 token on Ethereum whose sale funds reforestation, clean energy and the retirement of verified carbon credits.`,
    );
  },
  // Written once in @eco/shared: the API's sale alert mails carry the phone and email too (Art. 7).
  contact: offerorContact,
  socialLinks: profileLinks({ status: 'sample' }, [
    ['facebook', 'https://www.facebook.com/greenplaneteco'],
    ['twitter', 'https://x.com/greenplaneteco'],
    ['instagram', 'https://www.instagram.com/greenplaneteco'],
    ['linkedin', 'https://www.linkedin.com/company/greenplaneteco'],
  ]),
};
