import type { Company } from './schemas';

// A placeholder until the team registers the selling entity: every value below is marked as a
// sample, so the pages label it and a production build refuses to ship it. To publish the real
// details, replace the values and set provenance to
// { status: 'verified', source: '<registry extract or URL>', checked: 'YYYY-MM-DD' }.
export const company: Company = {
  legalName: 'Green Planet ECO Ltd (placeholder name)',
  registeredAddress: ['Registered office to be published', 'United Kingdom'],
  companyNumber: 'to be published',
  jurisdiction: 'England and Wales (to be confirmed)',
  provenance: { status: 'sample' },
};
