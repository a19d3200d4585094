import type { LegalDocument } from '../schemas';

// First outline: issue #11's legal pages expand it.
export const risks: LegalDocument = {
  id: 'risks',
  title: 'Risk disclosure',
  summary: 'What can go wrong when you buy a crypto-asset such as ECO.',
  updated: '2026-11-23',
  sections: [
    {
      id: 'loss',
      title: 'You can lose all of the money you spend',
      paragraphs: ['The price of a token can fall sharply and can go to zero.'],
    },
  ],
};
