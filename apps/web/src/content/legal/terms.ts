import type { LegalDocument } from '../schemas';

// First outline: issue #11's legal pages expand it. The version buyers accept is derived from
// this text (./versions.ts).
export const terms: LegalDocument = {
  id: 'terms',
  title: 'Terms of the token sale',
  summary: 'Who sells ECO, what a buyer gets and does not get, and the rules of the sale.',
  updated: '2026-11-23',
  sections: [
    {
      id: 'no-price-promise',
      title: 'No promise about price',
      paragraphs: [
        'ECO is sold at the fixed price of each sale stage. Nobody promises that ECO will keep that value or any value, or that it can be sold again.',
      ],
    },
  ],
};
