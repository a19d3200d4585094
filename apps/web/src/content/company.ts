import { msg } from '@lingui/core/runtime-macro';
import { tx } from '../lib/localized';
import type { Company } from './schemas';

// A placeholder until the team registers the selling entity: every value below is marked as a
// sample, so the pages label it and a production build refuses to ship it. Names and places stay
// as they are in every language; only the placeholders' notes are messages, read in the page's
// language (docs/decisions/0046). To publish the real details, replace the values with plain
// strings (a legal name, an address and a registry number are not translated) and set provenance
// to { status: 'verified', source: '<registry extract or URL>', checked: 'YYYY-MM-DD' }.
export const company: Company = {
  get legalName() {
    return tx(msg`${{ legalName: 'Green Planet ECO Ltd' }} (placeholder name)`);
  },
  get registeredAddress() {
    return [tx(msg`Registered office to be published`), 'United Kingdom'];
  },
  get companyNumber() {
    return tx(msg`to be published`);
  },
  get jurisdiction() {
    return tx(msg`${{ jurisdiction: 'England and Wales' }} (to be confirmed)`);
  },
  provenance: { status: 'sample' },
};
