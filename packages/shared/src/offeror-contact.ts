// How to reach the offeror: the site's contact page and footer, and MiCA Art. 7(1)(d)'s phone
// and email on every marketing communication (the site's notice, the mailed shares and the API's
// sale alert mails), so the details are written once for both. The phone number is in Ofcom's
// range reserved for fiction (020 7946 0xxx) and the postal address is a placeholder, so nothing
// here reaches a real person before the team sets them; until then they are a SAMPLE, labelled
// on the site, and a production build of the site refuses them (apps/web/src/content/launch-gate.ts).

import type { Provenance } from './provenance';

export const offerorContact: {
  email: string;
  phone: string;
  address: string[];
  provenance: Provenance;
} = {
  email: 'hello@greenplaneteco.org',
  phone: '+44 20 7946 0321',
  address: ['Green Planet ECO', '24 Harbour Street', 'London E14 9AA', 'United Kingdom'],
  provenance: { status: 'sample' },
};
